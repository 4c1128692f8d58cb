import { VisuallyHidden } from '@mantine/core';

/** Where long text is cut (participant spec §9: "Long text is cut at 20 characters"). */
export const CUT_TEXT_LENGTH = 20;

/**
 * `text` cut after `max` characters (whole characters, not UTF-16 halves) with an ellipsis
 * and no space before it; a text of at most `max` characters stays whole.
 */
export function cutText(text: string, max = CUT_TEXT_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/**
 * A text cut at 20 characters where the spec cuts it (team names beside their initials). The
 * whole text is the tooltip and what screen readers read; the cut one is only seen.
 */
export function CutText({ text, max }: { text: string; max?: number }) {
  const shown = cutText(text, max);
  if (shown === text) return text;
  return (
    <span title={text}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
}
