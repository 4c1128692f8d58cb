import {
  type SegmentDimension,
  type SegmentMetric,
  segmentDimensions,
  segmentMetrics,
} from '@cc/shared/rankings/segments.schemas';
import { Input, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isDimension, isMetric } from '../hooks/use-segment-choice';

interface SegmentControlsProps {
  by: SegmentDimension;
  metric: SegmentMetric;
  onByChange: (by: SegmentDimension) => void;
  onMetricChange: (metric: SegmentMetric) => void;
}

/**
 * How the groups tab groups and compares: three short groupings side by side, the longer
 * metric names in a select. Both labelled for screen readers.
 */
export function SegmentControls({ by, metric, onByChange, onMetricChange }: SegmentControlsProps) {
  const { t } = useTranslation('rankings');
  const byLabelId = useId();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Stack gap={4}>
        <Input.Label id={byLabelId} labelElement="div">
          {t('groups.by')}
        </Input.Label>
        <SegmentedControl
          aria-labelledby={byLabelId}
          fullWidth
          data={segmentDimensions.map((value) => ({
            value,
            label: t(`groups.byOptions.${value}`),
          }))}
          value={by}
          onChange={(next) => isDimension(next) && onByChange(next)}
        />
      </Stack>
      <Select
        label={t('groups.metric')}
        data={segmentMetrics.map((value) => ({ value, label: t(`groups.metrics.${value}`) }))}
        value={metric}
        allowDeselect={false}
        onChange={(next) => next && isMetric(next) && onMetricChange(next)}
      />
    </SimpleGrid>
  );
}
