import '@mantine/dates/styles.layer.css';
import { minorDigits } from '@cc/shared/fundraising/fundraising.money';
import type { CreatePaymentBody } from '@cc/shared/fundraising/fundraising.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, useFieldErrorText } from '../../../lib/form-errors';
import { DATE_FORMAT } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreatePayment } from '../api/create-payment';
import {
  emptyPaymentFormValues,
  type PaymentFormValues,
  paymentFormFields,
  paymentFormSchema,
} from '../payment-form';

interface PaymentFormProps {
  eventId: string;
  pledgeId: string;
  currency: string;
}

/**
 * Records money a sponsor paid towards a pledge: the amount in major units (sent as minor
 * units), the day it was paid and a reference (an invoice or transfer number). Empties
 * itself after a recorded payment; a refused one keeps what was typed.
 */
export function PaymentForm({ eventId, pledgeId, currency }: PaymentFormProps) {
  const { t } = useTranslation('fundraising');
  const fieldError = useFieldErrorText();
  const createPayment = useCreatePayment();
  const form = useForm<PaymentFormValues, unknown, CreatePaymentBody>({
    resolver: zodResolver(paymentFormSchema(minorDigits(currency))) as unknown as Resolver<
      PaymentFormValues,
      unknown,
      CreatePaymentBody
    >,
    mode: 'onTouched',
    defaultValues: emptyPaymentFormValues,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await createPayment.mutateAsync({ eventId, pledgeId, body });
      notifySuccess('fundraising:payments.created');
      form.reset(emptyPaymentFormValues);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, paymentFormFields)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('payments.record')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('payments.amount', { currency })}
            required
            inputMode="decimal"
            autoComplete="off"
            error={fieldError(errors.amountMinor)}
            {...form.register('amountMinor')}
          />
          <Controller
            control={form.control}
            name="paidOn"
            render={({ field }) => (
              <DatePickerInput
                label={t('payments.paidOn')}
                placeholder={t('payments.datePlaceholder')}
                required
                valueFormat={DATE_FORMAT}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.paidOn)}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
          <TextInput
            label={t('payments.reference')}
            autoComplete="off"
            error={fieldError(errors.reference)}
            {...form.register('reference')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('payments.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
