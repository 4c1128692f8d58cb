import {
  type Fundraising,
  type FundraisingBody,
  fundraisingBodySchema,
} from '@cc/shared/fundraising/fundraising.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveFundraising } from '../api/save-fundraising';
import { currencyOptions } from '../currency-options';

/** The cause form's values: what the API takes, every field as typed. */
interface CauseFormValues {
  currency: string;
  charityName: string;
  charityUrl: string;
  description: string;
}

const causeFields = ['currency', 'charityName', 'charityUrl', 'description'] as const;

function toCauseFormValues(fundraising: Fundraising | null): CauseFormValues {
  return {
    currency: fundraising?.currency ?? 'EUR',
    charityName: fundraising?.charityName ?? '',
    charityUrl: fundraising?.charityUrl ?? '',
    description: fundraising?.description ?? '',
  };
}

interface CauseFormProps {
  eventId: string;
  /** The cause as it stands; null while the event has none. */
  fundraising: Fundraising | null;
}

/**
 * The event's cause (issue 24): the currency of every amount (ISO 4217, EUR unless chosen),
 * the charity's name, its web address and a description. Checked with the API's own schema;
 * a refused save keeps everything typed and shows the server's reason under its field.
 * Settled figures are final, cause included, until reopened; the currency stays once pledges
 * exist (CURRENCY_LOCKED), and a save replaces the whole cause (decision 070).
 */
export function CauseForm({ eventId, fundraising }: CauseFormProps) {
  const { t, i18n } = useTranslation('fundraising');
  const fieldError = useFieldErrorText();
  const save = useSaveFundraising();
  const form = useForm<CauseFormValues, unknown, FundraisingBody>({
    resolver: zodResolver(fundraisingBodySchema) as unknown as Resolver<
      CauseFormValues,
      unknown,
      FundraisingBody
    >,
    mode: 'onTouched',
    defaultValues: toCauseFormValues(fundraising),
  });
  const { errors, isSubmitting } = form.formState;
  const isSettled = Boolean(fundraising?.settledAt);
  // The pledges' amounts are minor units of the currency: it stays once there are some.
  const isCurrencyLocked = (fundraising?.pledges.length ?? 0) > 0;

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ eventId, body });
      notifySuccess('fundraising:cause.saved');
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, causeFields)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('cause.title')}>
      <fieldset disabled={isSettled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('cause.charityName')}
              required
              autoComplete="off"
              error={fieldError(errors.charityName)}
              {...form.register('charityName')}
            />
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select
                  label={t('cause.currency')}
                  description={isCurrencyLocked ? t('cause.currencyLocked') : undefined}
                  disabled={isCurrencyLocked}
                  required
                  searchable
                  allowDeselect={false}
                  data={currencyOptions(i18n.language)}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldError(errors.currency)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            label={t('cause.charityUrl')}
            type="url"
            placeholder="https://"
            autoComplete="url"
            error={fieldError(errors.charityUrl)}
            {...form.register('charityUrl')}
          />
          <Textarea
            label={t('cause.description')}
            rows={3}
            resize="vertical"
            error={fieldError(errors.description)}
            {...form.register('description')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {fundraising ? t('cause.save') : t('cause.create')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
