import {
  type CreatePaymentBody,
  createPaymentBodySchema,
} from '@cc/shared/fundraising/fundraising.schemas';
import { z } from 'zod';
import { parseMinor } from './money-input';

/**
 * The payment form's values, named as the API names the fields: the amount typed in major
 * units (`250,00`), the day it was paid (`YYYY-MM-DD`, null until picked) and a reference.
 */
export interface PaymentFormValues {
  amountMinor: string;
  paidOn: string | null;
  reference: string;
}

/** The fields of the form, for mapping the server's field errors onto it. */
export const paymentFormFields = ['amountMinor', 'paidOn', 'reference'] as const;

export const emptyPaymentFormValues: PaymentFormValues = {
  amountMinor: '',
  paidOn: null,
  reference: '',
};

/**
 * The form's check: the amount converted on its digits to minor units, then the API's own
 * schema (AMOUNT_INVALID, DATE_REQUIRED, INVALID_DATE, TOO_LONG).
 */
export function paymentFormSchema(digits: number) {
  return z
    .custom<PaymentFormValues>()
    .transform(
      (values) =>
        ({
          // An empty amount is no amount: the schema names it AMOUNT_INVALID.
          amountMinor: parseMinor(values.amountMinor, digits) ?? Number.NaN,
          // No day picked is a missing field (DATE_REQUIRED), not an invalid one.
          paidOn: values.paidOn ?? undefined,
          reference: values.reference,
        }) as z.input<typeof createPaymentBodySchema>,
    )
    .pipe(createPaymentBodySchema) as z.ZodType<CreatePaymentBody, PaymentFormValues>;
}
