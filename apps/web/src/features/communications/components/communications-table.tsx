import type { Communication } from '@cc/shared/communications/communications.schemas';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin-table';
import { ClampedName } from '../../../components/clamped-name';
import { RowActions } from '../../../components/row-actions';
import { formatNumber } from '../../../lib/format';
import { formatDateTime } from '../communication-display';
import { CommunicationStatusBadge } from './communication-status-badge';

interface CommunicationsTableProps {
  communications: Communication[];
  /** The communication whose deletion is being sent, to disable its button meanwhile. */
  busyId: string | null;
  onDelete: (communication: Communication) => void;
}

/**
 * The communications of one page (admin spec §2, rule 22): name, channel, audience (with how
 * many events, users or addresses were chosen), delivery status, recipients reached of all,
 * date and time, and the delete button.
 */
export function CommunicationsTable({
  communications,
  busyId,
  onDelete,
}: CommunicationsTableProps) {
  const { t } = useTranslation('communications');
  const audience = (c: Communication) =>
    c.type === 'all'
      ? t('audience.all')
      : t(`table.audienceCount.${c.type}`, { count: c.data.length });

  return (
    <AdminTable
      minWidth={820}
      columns={[
        t('table.name'),
        t('table.channel'),
        t('table.audience'),
        t('table.status'),
        t('table.sent'),
        t('table.date'),
        t('table.actions'),
      ]}
    >
      {communications.map((c) => (
        <Table.Tr key={c._id}>
          <Table.Td>
            <ClampedName text={c.name} fw={500} />
          </Table.Td>
          <Table.Td>{t(`channel.${c.select}`)}</Table.Td>
          <Table.Td>
            <ClampedName text={audience(c)} miw="6rem" />
          </Table.Td>
          <Table.Td>
            <CommunicationStatusBadge status={c.status} />
          </Table.Td>
          <Table.Td>
            {t('table.sentOf', {
              sent: formatNumber(c.sentCount),
              total: formatNumber(c.totalCount),
            })}
            {c.failedCount > 0 && (
              <Text span size="xs" c="red.9" display="block">
                {t('table.failedCount', {
                  count: c.failedCount,
                  value: formatNumber(c.failedCount),
                })}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
          <Table.Td>
            <RowActions
              actions={[
                {
                  label: t('common:actions.delete'),
                  ariaLabel: t('actions.deleteCommunication', { name: c.name }),
                  color: 'red',
                  disabled: busyId === c._id,
                  onClick: () => onDelete(c),
                },
              ]}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
