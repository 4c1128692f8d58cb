import type { Insights } from '@cc/shared/insights/insights.schemas';
import { Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelDownloadButton } from '../../../components/excel-download-button';
import { insightsGroupsFile } from '../api/insights-files';
import { GroupTable } from './group-table';

/** The groupings the dashboard shows; the answer carries both, so switching asks nothing. */
const groupings = ['userType', 'country'] as const;
type Grouping = (typeof groupings)[number];

/** An event's groups by user type or by country, and the chosen grouping as an Excel file. */
export function GroupSection({ insights, eventName }: { insights: Insights; eventName: string }) {
  const { t } = useTranslation('insights');
  const [by, setBy] = useState<Grouping>('userType');
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={4} size="h5">
          {t('groups.title')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('groups.by')}
            size="xs"
            value={by}
            onChange={(value) => setBy(value as Grouping)}
            data={groupings.map((value) => ({ value, label: t(`groups.byOptions.${value}`) }))}
          />
          <ExcelDownloadButton
            ns="insights"
            size="sm"
            file={insightsGroupsFile(insights.eventId, by)}
            label={t(`download.groups.${by}`)}
          />
        </Group>
      </Group>
      <GroupTable
        rows={insights.groups[by]}
        caption={t(`groups.caption.${by}`, { name: eventName })}
      />
    </Stack>
  );
}
