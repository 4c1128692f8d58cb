import type { AuditEntry } from '@cc/shared/audit/audit.schemas';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table';
import { formatAt, objectPath } from '../audit-display';
import { AuditChanges } from './audit-changes';

/** Who wrote: name and address, or a deleted account (its id stays in the download). */
function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  if (!entry.actor) {
    return (
      <Text size="sm" fs="italic">
        {t('deletedAccount')}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" fw={500}>
        {`${entry.actor.firstName} ${entry.actor.lastName}`.trim()}
      </Text>
      <Text size="xs" c="dimmed">
        {entry.actor.email}
      </Text>
    </>
  );
}

/** The kind of object and its id, leading to its admin page where one exists. */
function AuditObject({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const type = t(`objectTypes.${entry.objectType}`);
  const path = objectPath(entry);
  return (
    <>
      <Text size="sm">{type}</Text>
      {entry.objectId && (
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {path ? (
            <Anchor component={Link} to={path} inherit>
              {entry.objectId}
            </Anchor>
          ) : (
            entry.objectId
          )}
        </Text>
      )}
    </>
  );
}

/** One page of the trail: when, who, what action, on which object, and what changed. */
export function AuditTable({ entries, timeZone }: { entries: AuditEntry[]; timeZone: string }) {
  const { t } = useTranslation('audit');
  return (
    <AdminTable
      minWidth={960}
      columns={[
        t('columns.at'),
        t('columns.actor'),
        t('columns.action'),
        t('columns.object'),
        t('columns.changes'),
      ]}
    >
      {entries.map((entry) => (
        <Table.Tr key={entry._id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            <time dateTime={entry.at}>{formatAt(entry.at, timeZone)}</time>
          </Table.Td>
          <Table.Td>
            <Actor entry={entry} />
          </Table.Td>
          <Table.Td>{t(`actions.${entry.action}`)}</Table.Td>
          <Table.Td>
            <AuditObject entry={entry} />
          </Table.Td>
          <Table.Td>
            <AuditChanges entry={entry} timeZone={timeZone} />
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
