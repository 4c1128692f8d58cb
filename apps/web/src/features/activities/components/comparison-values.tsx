import { Box, Group, Progress, Stack, Text } from '@mantine/core';

/** One labelled value of a comparison, drawn in the colour of its line or bar. */
export interface ComparedValue {
  key: string;
  /** The label and the value in words, e.g. "My distance: 7.3 km". */
  text: string;
  /** A Mantine colour, the same as the value's line in a chart. */
  color: string;
  /** The value as a part (0 to 1) of the greater one, drawn as a bar; no bar without it. */
  ratio?: number;
}

/**
 * The values a figure compares, each in words with its colour key (and a bar when given a
 * ratio), so the comparison reads without the chart: screen readers get only this.
 */
export function ComparisonValues({ values }: { values: ComparedValue[] }) {
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
      {values.map((value) => (
        <li key={value.key}>
          <Group gap="xs" wrap="nowrap">
            <Box w={10} h={10} bg={value.color} style={{ borderRadius: 2, flex: 'none' }} />
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value.text}
            </Text>
          </Group>
          {value.ratio !== undefined && (
            <Progress
              aria-hidden
              mt={4}
              size="lg"
              color={value.color}
              value={Math.min(100, Math.max(0, value.ratio * 100))}
            />
          )}
        </li>
      ))}
    </Stack>
  );
}
