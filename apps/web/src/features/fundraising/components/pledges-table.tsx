import type { Fundraising, Pledge } from '@cc/shared/fundraising/fundraising.schemas';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin-table';
import { RowActions } from '../../../components/row-actions';
import { useDistanceUnit } from '../../../entities/profile/profile';
import { formatKm } from '../../../lib/format';
import { pledgeScopeText, pledgeTermsText } from '../fundraising-display';
import { useMoney } from '../hooks/use-money';

/** What an admin can do with one pledge. */
export interface PledgeRowActions {
  onPayments: (pledge: Pledge) => void;
  onEdit: (pledge: Pledge) => void;
  onDelete: (pledge: Pledge) => void;
}

interface PledgesTableProps extends PledgeRowActions {
  fundraising: Fundraising;
  /** The pledge whose deletion is being sent, to disable its buttons meanwhile. */
  busyId: string | null;
}

/**
 * A settled line whose pledge was deleted since (decision 070) keeps its figures but has no
 * pledge to act on any more: the API names it `line-<n>`.
 */
const isStoredPledge = (pledge: Pledge) => !pledge.id.startsWith('line-');

/**
 * The event's pledges for administrators: sponsor and e-mail address, terms, whose
 * kilometres count (with the counted km of a per-km pledge), what it owes now with "cap
 * reached", what was paid, and payments, edit and delete. Settled figures are final: no edit
 * or delete until reopened.
 */
export function PledgesTable({ fundraising, busyId, ...actions }: PledgesTableProps) {
  const { t } = useTranslation('fundraising');
  const money = useMoney(fundraising.currency);
  const unit = useDistanceUnit();
  const isSettled = fundraising.settledAt !== null;
  return (
    <AdminTable
      minWidth={860}
      columns={[
        t('pledges.sponsor'),
        t('pledges.terms'),
        t('pledges.scope'),
        t('pledges.owed'),
        t('pledges.paid'),
        t('pledges.actions'),
      ]}
    >
      {fundraising.pledges.map((pledge) => (
        <Table.Tr key={pledge.id}>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {pledge.sponsorName}
              </Text>
              {pledge.sponsorEmail && (
                <Text size="xs" c="dimmed">
                  {pledge.sponsorEmail}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>{pledgeTermsText(pledge, { t, money, unit })}</Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <Text size="sm">{pledgeScopeText(pledge, t) ?? t('scopeChoice.event')}</Text>
              {pledge.countedKm !== undefined && (
                <Text size="xs" c="dimmed">
                  {t('pledges.countedKm', { km: formatKm(pledge.countedKm) })}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <Text size="sm" fw={600}>
                {money(pledge.owedMinor)}
              </Text>
              {pledge.capReached && (
                <Badge color="orange" variant="light" size="sm">
                  {t('card.capReached')}
                </Badge>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>{money(pledge.paidMinor ?? 0)}</Table.Td>
          <Table.Td>
            {isStoredPledge(pledge) && (
              <RowActions
                actions={[
                  {
                    label: t('pledges.payments'),
                    ariaLabel: t('pledges.paymentsOf', { name: pledge.sponsorName }),
                    onClick: () => actions.onPayments(pledge),
                  },
                  {
                    label: t('common:actions.edit'),
                    ariaLabel: t('pledges.editPledge', { name: pledge.sponsorName }),
                    disabled: isSettled,
                    onClick: () => actions.onEdit(pledge),
                  },
                  {
                    label: t('common:actions.delete'),
                    ariaLabel: t('pledges.deletePledge', { name: pledge.sponsorName }),
                    color: 'red',
                    disabled: isSettled || busyId === pledge.id,
                    onClick: () => actions.onDelete(pledge),
                  },
                ]}
              />
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
