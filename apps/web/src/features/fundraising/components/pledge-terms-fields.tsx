import type { PledgeKind } from '@cc/shared/fundraising/fundraising.money';
import type { CreatePledgeBody } from '@cc/shared/fundraising/fundraising.schemas';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../lib/form-errors';
import { kindFields, type PledgeFormValues } from '../pledge-form';

interface PledgeTermsFieldsProps {
  kind: PledgeKind;
  currency: string;
  control: Control<PledgeFormValues, unknown, CreatePledgeBody>;
  register: UseFormRegister<PledgeFormValues>;
  errors: FieldErrors<PledgeFormValues>;
}

/** An amount typed in major units (`1,50`): text, so no float ever rounds it. */
type MoneyField = 'ratePerKmMinor' | 'amountMinor' | 'capMinor';

/**
 * The terms of the chosen kind only: a rate per km for `perKm`, an amount for `fixed`, a
 * percent for `match`, and an optional cap for `perKm` and `match`. Amounts are typed in
 * the currency's major units with `.` or `,` as the decimal mark.
 */
export function PledgeTermsFields({
  kind,
  currency,
  control,
  register,
  errors,
}: PledgeTermsFieldsProps) {
  const { t } = useTranslation('fundraising');
  const fieldError = useFieldErrorText();
  const shown = new Set(kindFields[kind]);
  const money = (name: MoneyField, isRequired: boolean) => (
    <TextInput
      key={name}
      label={t(`form.${name}`, { currency })}
      description={name === 'capMinor' ? t('form.capHint') : undefined}
      required={isRequired}
      inputMode="decimal"
      autoComplete="off"
      error={fieldError(errors[name])}
      {...register(name)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {shown.has('ratePerKmMinor') && money('ratePerKmMinor', true)}
      {shown.has('amountMinor') && money('amountMinor', true)}
      {shown.has('matchPercent') && (
        <Controller
          control={control}
          name="matchPercent"
          render={({ field }) => (
            <NumberInput
              label={t('form.matchPercent')}
              required
              min={1}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.matchPercent)}
            />
          )}
        />
      )}
      {shown.has('capMinor') && money('capMinor', false)}
    </SimpleGrid>
  );
}
