import type { Fundraising, Pledge } from '@cc/shared/fundraising/fundraising.schemas';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin-table';
import { FormModal } from '../../../components/form-modal';
import { RowActions } from '../../../components/row-actions';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { formatDate } from '../../../lib/format';
import { useDeletePayment } from '../api/delete-payment';
import { useMoney } from '../hooks/use-money';
import { PaymentForm } from './payment-form';

interface PaymentsModalProps {
  fundraising: Fundraising;
  /** The pledge whose payments are shown; the dialog is closed without one. */
  pledge: Pledge | null;
  onClose: () => void;
}

/** The payments of one pledge: what it owes and was paid, each payment, and a new one. */
function Payments({ fundraising, pledge }: { fundraising: Fundraising; pledge: Pledge }) {
  const { t } = useTranslation('fundraising');
  const money = useMoney(fundraising.currency);
  const deletePayment = useDeletePayment();
  const { busyId, perform } = useConfirmedAction();
  const payments = pledge.payments ?? [];
  const remove = (paymentId: string) =>
    perform(paymentId, {
      confirm: { titleKey: 'fundraising:payments.deleteTitle', danger: true },
      run: () =>
        deletePayment.mutateAsync({ eventId: fundraising.eventId, pledgeId: pledge.id, paymentId }),
      successKey: 'fundraising:payments.deleted',
    });
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('payments.summary', {
          owedText: money(pledge.owedMinor),
          paidText: money(pledge.paidMinor ?? 0),
        })}
      </Text>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('payments.none')}
        </Text>
      ) : (
        <AdminTable
          minWidth={480}
          columns={[
            t('payments.paidOn'),
            t('payments.amountColumn'),
            t('payments.reference'),
            t('pledges.actions'),
          ]}
        >
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{formatDate(payment.paidOn)}</Table.Td>
              <Table.Td>{money(payment.amountMinor)}</Table.Td>
              <Table.Td>{payment.reference}</Table.Td>
              <Table.Td>
                <RowActions
                  actions={[
                    {
                      label: t('common:actions.delete'),
                      ariaLabel: t('payments.deletePayment', {
                        date: formatDate(payment.paidOn),
                      }),
                      color: 'red',
                      disabled: busyId === payment.id,
                      onClick: () => void remove(payment.id),
                    },
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
      <PaymentForm
        eventId={fundraising.eventId}
        pledgeId={pledge.id}
        currency={fundraising.currency}
      />
    </Stack>
  );
}

/**
 * The payments dialog of a pledge. It reads the pledge from the event's current figures, so
 * a payment recorded or deleted shows at once.
 */
export function PaymentsModal({ fundraising, pledge, onClose }: PaymentsModalProps) {
  const { t } = useTranslation('fundraising');
  const current = pledge && fundraising.pledges.find((p) => p.id === pledge.id);
  return (
    <FormModal
      opened={pledge !== null}
      onClose={onClose}
      title={t('payments.title', { name: pledge?.sponsorName ?? '' })}
      size="lg"
    >
      {current && <Payments fundraising={fundraising} pledge={current} />}
    </FormModal>
  );
}
