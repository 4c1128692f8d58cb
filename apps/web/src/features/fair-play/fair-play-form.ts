import {
  type FairPlaySettingsBody,
  fairPlaySettingsSchema,
} from '@cc/shared/fair-play/fair-play.schemas';
import { z } from 'zod';

/** A number as its input holds it: a number, or text while typed or when emptied. */
type Typed = number | string;

/**
 * The settings form's values, named as the API names the fields (`speedFlagKmh.walking`)
 * so a server's field error lands on the field it concerns.
 */
export interface FairPlayFormValues {
  enabled: boolean;
  dailyFlagKm: Typed;
  dailyHoldKm: Typed;
  speedFlagKmh: { walking: Typed; hiking: Typed; running: Typed };
  lateEntryDays: Typed;
  outlierFactor: Typed;
  checkDuplicates: boolean;
  checkPhotoReuse: boolean;
  checkPhotoDate: boolean;
}

/** The number fields, for mapping the server's field errors onto the form. */
export const fairPlayNumberFields = [
  'dailyFlagKm',
  'dailyHoldKm',
  'speedFlagKmh.walking',
  'speedFlagKmh.hiking',
  'speedFlagKmh.running',
  'lateEntryDays',
  'outlierFactor',
] as const;

/** Every field the server may name in a refusal. */
export const fairPlayFormFields = [
  'enabled',
  ...fairPlayNumberFields,
  'checkDuplicates',
  'checkPhotoReuse',
  'checkPhotoDate',
] as const;

/** An emptied or half-typed number is no number: the schema then says THRESHOLD_INVALID. */
const toNumber = (value: Typed): number => (value === '' ? Number.NaN : Number(value));

/** The body the form sends: every setting, each number as a number. */
export function toFairPlayBody(values: FairPlayFormValues): FairPlaySettingsBody {
  return {
    ...values,
    dailyFlagKm: toNumber(values.dailyFlagKm),
    dailyHoldKm: toNumber(values.dailyHoldKm),
    speedFlagKmh: {
      walking: toNumber(values.speedFlagKmh.walking),
      hiking: toNumber(values.speedFlagKmh.hiking),
      running: toNumber(values.speedFlagKmh.running),
    },
    lateEntryDays: toNumber(values.lateEntryDays),
    outlierFactor: toNumber(values.outlierFactor),
  };
}

/**
 * The form's check: its values as the body, then the API's own schema, so the same codes
 * reach the fields whether the browser or the server objected (THRESHOLD_INVALID,
 * HOLD_BELOW_FLAG).
 */
export const fairPlayFormSchema = z
  .custom<FairPlayFormValues>()
  .transform(toFairPlayBody)
  .pipe(fairPlaySettingsSchema);
