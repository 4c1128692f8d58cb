import type { SegmentRow } from '@cc/shared/rankings/segments.schemas';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatKm, formatNumber } from '../../../lib/format';

/**
 * An event's groups as the organiser compares them: who joined, who took part and how far
 * they went, ranked by km per active participant (the server's order and ties). Every rank
 * shows here; the server leaves out only those of groups too small to place.
 */
export function GroupTable({ rows, caption }: { rows: SegmentRow[]; caption: string }) {
  const { t } = useTranslation('insights');
  if (rows.length === 0) return <Text size="sm">{t('groups.empty')}</Text>;
  const columns = [
    t('groups.group'),
    t('groups.registered'),
    t('groups.active'),
    t('groups.participation'),
    t('groups.km'),
    t('groups.avgActive'),
    t('groups.rank'),
  ];
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th key={column} scope="col" ta={i === 0 ? 'start' : 'end'}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.segment}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td ta="end">{formatNumber(row.registered)}</Table.Td>
              <Table.Td ta="end">{formatNumber(row.active)}</Table.Td>
              <Table.Td ta="end">
                {t('groups.percent', { value: formatNumber(row.participationRate * 100) })}
              </Table.Td>
              <Table.Td ta="end">{formatKm(row.totalKm)}</Table.Td>
              <Table.Td ta="end">{formatKm(row.avgKmPerActive)}</Table.Td>
              <Table.Td ta="end">{row.rank === null ? t('groups.noRank') : row.rank}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
