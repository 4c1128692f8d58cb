import { Text, type TextProps } from '@mantine/core';
import { type ReactNode, type SyntheticEvent, useState } from 'react';

interface ClampedNameProps extends Omit<TextProps, 'lineClamp'> {
  /** The whole text: the tooltip when the shown one is cut. */
  text: string;
  /** What is shown, when not the text itself (a link around the name). */
  children?: ReactNode;
  /** Lines shown before the rest is cut with an ellipsis. */
  lines?: number;
}

/** Whether an element's text overflows the lines or width it is given. */
function isCut(element: HTMLElement): boolean {
  return (
    element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1
  );
}

/**
 * A name, e-mail address or target in a table cell (issue 27): it wraps onto at most `lines`
 * lines, breaking a long word (an address has no spaces) rather than widening the column,
 * and what does not fit ends in an ellipsis. The whole text stays in the page, so screen
 * readers and search read it; pointing at or focusing a cut one shows it as a tooltip.
 * Whether it is cut is measured then, not on every render.
 */
export function ClampedName({
  text,
  children,
  lines = 2,
  miw = '8rem',
  ...props
}: ClampedNameProps) {
  const [tooltip, setTooltip] = useState<string | undefined>(undefined);
  const measure = (event: SyntheticEvent<HTMLElement>) =>
    setTooltip(isCut(event.currentTarget) ? text : undefined);
  return (
    <Text
      size="sm"
      {...props}
      miw={miw}
      lineClamp={lines}
      title={tooltip}
      style={{ overflowWrap: 'anywhere' }}
      onPointerEnter={measure}
      onFocusCapture={measure}
    >
      {children ?? text}
    </Text>
  );
}
