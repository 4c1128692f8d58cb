import type { Fundraising, Pledge } from '@cc/shared/fundraising/fundraising.schemas';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useDeletePledge } from '../api/delete-pledge';
import { PaymentsModal } from './payments-modal';
import { PledgeForm } from './pledge-form';
import { PledgesTable } from './pledges-table';

/**
 * The pledges of an event for administrators: the table, the add/edit dialog, deletion with
 * confirmation, and each pledge's payments. While settled no pledge changes (the API answers
 * EVENT_SETTLED): the add button is off and says why.
 */
export function PledgesSection({ fundraising }: { fundraising: Fundraising }) {
  const { t } = useTranslation('fundraising');
  const dialog = useEditDialog<Pledge>();
  const [paymentsOf, setPaymentsOf] = useState<Pledge | null>(null);
  const deletePledge = useDeletePledge();
  const { busyId, perform } = useConfirmedAction();
  const isSettled = fundraising.settledAt !== null;
  const eventId = fundraising.eventId;
  const titleId = useId();

  const remove = (pledge: Pledge) =>
    perform(pledge.id, {
      confirm: { titleKey: 'fundraising:pledges.deleteTitle', danger: true },
      run: () => deletePledge.mutateAsync({ eventId, pledgeId: pledge.id }),
      successKey: 'fundraising:pledges.deleted',
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center">
        <Title order={3} size="h4" id={titleId}>
          {t('pledges.title')}
        </Title>
        <Button onClick={dialog.create} disabled={isSettled}>
          {t('pledges.add')}
        </Button>
      </Group>
      {isSettled && (
        <Text size="sm" c="dimmed">
          {t('pledges.settledHint')}
        </Text>
      )}
      {fundraising.pledges.length === 0 ? (
        <Text size="sm">{t('pledges.none')}</Text>
      ) : (
        <PledgesTable
          fundraising={fundraising}
          busyId={busyId}
          onPayments={setPaymentsOf}
          onEdit={dialog.edit}
          onDelete={(pledge) => void remove(pledge)}
        />
      )}
      <FormModal
        opened={dialog.isOpen}
        onClose={dialog.close}
        title={dialog.item ? t('pledges.editTitle') : t('pledges.createTitle')}
        size="lg"
      >
        <PledgeForm
          key={dialog.item?.id ?? 'new'}
          eventId={eventId}
          currency={fundraising.currency}
          pledge={dialog.item}
          onSaved={dialog.saved}
          onCancel={dialog.close}
        />
      </FormModal>
      <PaymentsModal
        fundraising={fundraising}
        pledge={paymentsOf}
        onClose={() => setPaymentsOf(null)}
      />
    </Stack>
  );
}
