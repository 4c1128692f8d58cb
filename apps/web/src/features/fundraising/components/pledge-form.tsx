import { minorDigits, pledgeKinds, pledgeScopes } from '@cc/shared/fundraising/fundraising.money';
import type { CreatePledgeBody, Pledge } from '@cc/shared/fundraising/fundraising.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { SelectField } from '../../../components/select-field';
import { useTeams } from '../../../entities/teams/team-list';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreatePledge } from '../api/create-pledge';
import { useUpdatePledge } from '../api/update-pledge';
import {
  emptyPledgeFormValues,
  type PledgeFormValues,
  pledgeFormFields,
  pledgeFormSchema,
  toPledgeFormValues,
} from '../pledge-form';
import { ParticipantPicker } from './participant-picker';
import { PledgeTermsFields } from './pledge-terms-fields';

interface PledgeFormProps {
  eventId: string;
  currency: string;
  /** The pledge to edit, or `null` to add one. */
  pledge: Pledge | null;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Add or edit a sponsor's pledge (issue 24): the sponsor's name and e-mail address, its kind
 * (per km, fixed, match) and scope (the whole event, a team, a participant), and only the
 * fields of the chosen kind and scope. Amounts are typed in major units and sent as integer
 * minor units, converted on the digits (`1,50` → 150). Checked with the API's create schema;
 * a refused save keeps everything typed and shows the server's reason under its field.
 */
export function PledgeForm({ eventId, currency, pledge, onSaved, onCancel }: PledgeFormProps) {
  const { t, i18n } = useTranslation('fundraising');
  const fieldError = useFieldErrorText();
  const digits = minorDigits(currency);
  const createPledge = useCreatePledge();
  const updatePledge = useUpdatePledge();
  const form = useForm<PledgeFormValues, unknown, CreatePledgeBody>({
    resolver: zodResolver(pledgeFormSchema(digits)) as unknown as Resolver<
      PledgeFormValues,
      unknown,
      CreatePledgeBody
    >,
    mode: 'onTouched',
    defaultValues: pledge
      ? toPledgeFormValues(pledge, digits, i18n.language)
      : emptyPledgeFormValues,
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const scope = form.watch('scope');
  const teams = useTeams();

  const submit = form.handleSubmit(async (body) => {
    try {
      if (pledge) await updatePledge.mutateAsync({ eventId, pledgeId: pledge.id, body });
      else await createPledge.mutateAsync({ eventId, body });
      notifySuccess(pledge ? 'fundraising:pledges.updated' : 'fundraising:pledges.created');
      onSaved();
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, pledgeFormFields)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.sponsorName')}
            required
            autoComplete="organization"
            error={fieldError(errors.sponsorName)}
            {...form.register('sponsorName')}
          />
          <TextInput
            label={t('form.sponsorEmail')}
            type="email"
            autoComplete="email"
            error={fieldError(errors.sponsorEmail)}
            {...form.register('sponsorEmail')}
          />
          <SelectField
            control={form.control}
            name="kind"
            label={t('form.kind')}
            required
            data={pledgeKinds.map((value) => ({ value, label: t(`kind.${value}`) }))}
            error={fieldError(errors.kind)}
          />
          <SelectField
            control={form.control}
            name="scope"
            label={t('form.scope')}
            required
            data={pledgeScopes.map((value) => ({ value, label: t(`scopeChoice.${value}`) }))}
            error={fieldError(errors.scope)}
          />
        </SimpleGrid>
        {scope === 'team' && (
          <SelectField
            control={form.control}
            name="teamId"
            label={t('form.team')}
            required
            searchable
            placeholder={t('form.teamPlaceholder')}
            data={(teams.data ?? []).map((team) => ({ value: team._id, label: team.name }))}
            nothingFoundMessage={t('form.noTeams')}
            error={fieldError(errors.teamId)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {scope === 'participant' && (
          <Controller
            control={form.control}
            name="userId"
            render={({ field }) => (
              <ParticipantPicker
                label={t('form.participant')}
                value={field.value}
                initialLabel={pledge?.participantName}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldError(errors.userId)}
              />
            )}
          />
        )}
        <PledgeTermsFields
          kind={kind}
          currency={currency}
          control={form.control}
          register={form.register}
          errors={errors}
        />
        <FormActions onCancel={onCancel} isSubmitting={isSubmitting} />
      </Stack>
    </form>
  );
}
