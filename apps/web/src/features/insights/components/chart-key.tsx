import { Group, Text } from '@mantine/core';

/** One line of a chart as its key draws it: name, Mantine colour, dash pattern and width. */
export interface KeyLine {
  name: string;
  label: string;
  /** A Mantine colour such as `teal.6`. */
  color: string;
  /** An SVG dash pattern; a solid line without one. */
  dash?: string;
  width: number;
}

/** `teal.6` as the CSS variable Mantine defines for it. */
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/**
 * The key of a line chart, drawn by hand: Mantine's legend shows colour swatches only, and
 * the lines here differ by their dashes too, so the key shows a piece of each line as drawn
 * (and says solid, dotted or dashed in its label), readable without telling colours apart.
 */
export function ChartKey({ lines, label }: { lines: KeyLine[]; label: string }) {
  return (
    <Group component="ul" aria-label={label} gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {lines.map((line) => (
        <Group component="li" key={line.name} gap={6} wrap="nowrap">
          <svg width="28" height="10" aria-hidden="true" style={{ flex: 'none' }}>
            <line
              x1="1"
              y1="5"
              x2="27"
              y2="5"
              stroke={cssColor(line.color)}
              strokeWidth={line.width}
              strokeDasharray={line.dash}
            />
          </svg>
          <Text size="xs">{line.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
