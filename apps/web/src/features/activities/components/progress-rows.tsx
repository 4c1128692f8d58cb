import type { EventProgress } from '@cc/shared/events/events.schemas';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '../../../entities/profile/profile';
import { useNumberFormat } from '../hooks/use-number-format';

/**
 * The eight rows of /my-activity (participant spec §2, rule 14): distances in the
 * user's unit, numbers in the UI language's format.
 */
export function ProgressRows({ progress, unit }: { progress: EventProgress; unit: DistanceUnit }) {
  const { t } = useTranslation('activities');
  const { number, distance } = useNumberFormat(unit);
  const percent = (value: number) => t('myActivity.percent', { value: number(value) });

  const rows: [string, string][] = [
    [
      'ranking',
      t('myActivity.rankOf', { rank: number(progress.rank), total: number(progress.totalMembers) }),
    ],
    ['myProgress', distance(progress.myKm, progress.myMile)],
    ['challengeProgress', distance(progress.challengeKm, progress.challengeMile)],
    ['eventTotal', distance(progress.maximumKm, progress.maximumMile)],
    ['percentReached', percent(progress.percentReached)],
    ['targetToDate', distance(progress.targetToDateKm, progress.targetToDateMile)],
    ['percentOfTarget', percent(progress.percentOfTarget)],
    [
      'remainingDays',
      t('myActivity.days', {
        count: progress.remainingDays,
        value: number(progress.remainingDays),
      }),
    ],
  ];

  return (
    <Table variant="vertical" layout="fixed" withTableBorder striped>
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" w="55%">
              {t(`myActivity.rows.${key}`)}
            </Table.Th>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
