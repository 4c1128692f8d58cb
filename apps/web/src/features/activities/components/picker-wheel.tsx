import { Box, Text, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';

interface PickerWheelProps {
  /** Accessible name of the listbox, e.g. "Whole kilometres". */
  label: string;
  /** The values offered, top to bottom. */
  options: number[];
  value: number;
  onChange: (value: number) => void;
  /** Takes the focus when the surrounding modal opens. */
  autoFocus?: boolean;
}

/** How far PageUp and PageDown move. */
const PAGE_STEP = 10;

/**
 * One wheel of the distance picker: a scrollable listbox (ARIA listbox pattern) whose
 * selected option stays in view. Arrow keys move by one, PageUp/PageDown by ten, Home and
 * End jump to the ends; a click or tap selects.
 */
export function PickerWheel({ label, options, value, onChange, autoFocus }: PickerWheelProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(0, options.indexOf(value));
  const optionId = (i: number) => `${id}-option-${i}`;

  // Keeps the selected option in the middle of the wheel, also when it opens.
  useEffect(() => {
    const selected = listRef.current?.children[index] as HTMLElement | undefined;
    selected?.scrollIntoView?.({ block: 'center' });
  }, [index]);

  const select = (i: number) => {
    const option = options[Math.min(options.length - 1, Math.max(0, i))];
    if (option !== undefined) onChange(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + PAGE_STEP,
      PageUp: index - PAGE_STEP,
      Home: 0,
      End: options.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Box
      ref={listRef}
      role="listbox"
      aria-label={label}
      aria-activedescendant={optionId(index)}
      tabIndex={0}
      data-autofocus={autoFocus || undefined}
      onKeyDown={onKeyDown}
      h={220}
      py={88}
      style={{
        overflowY: 'auto',
        scrollSnapType: 'y mandatory',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        flex: 1,
        outlineOffset: 2,
      }}
    >
      {options.map((option, i) => {
        const selected = i === index;
        return (
          <UnstyledButton
            key={option}
            id={optionId(i)}
            component="div"
            role="option"
            aria-selected={selected}
            tabIndex={-1}
            onClick={() => select(i)}
            w="100%"
            h={44}
            bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ scrollSnapAlign: 'center', display: 'grid', placeItems: 'center' }}
          >
            <Text fw={selected ? 700 : 400} size={selected ? 'xl' : 'md'}>
              {option}
            </Text>
          </UnstyledButton>
        );
      })}
    </Box>
  );
}
