import {
  type Activity,
  imageMimeTypes,
  NOTICE_MAX,
} from '@cc/shared/activities/activities.schemas';
import {
  isDistanceAllowed,
  kmToMile,
  mileToKm,
  pickerMax,
  round1,
} from '@cc/shared/activities/distance';
import type { MyEvent } from '@cc/shared/events/events.schemas';
import { minDay } from '@cc/shared/time/calendar';
import { z } from 'zod';
import type { DistanceUnit } from '../../entities/profile/profile';
import type { ActivityRequestFields } from './api/send-activity';
import { type DurationValue, readDuration, toDurationValue } from './duration';

/** A NumberInput's value: a number, or a string while empty or half typed. */
export type NumberFieldValue = number | string;

/** Values the activity form edits. */
export interface ActivityFormValues {
  date: string | null;
  distanceKm: NumberFieldValue;
  distanceMile: NumberFieldValue;
  notice: string;
  /** Optional (issue 25): both parts empty means none. */
  duration: DurationValue;
}

/** Fields of the form, for mapping the server's field errors onto it. */
export const activityFormFields = [
  'date',
  'distanceKm',
  'distanceMile',
  'notice',
  'duration',
] as const;

/** The server's names of fields the form calls otherwise: its total minutes are our duration. */
export const activityServerFieldMap = { durationMinutes: 'duration' } as const;

/** The field a unit's distance is typed into. */
export function distanceFieldOf(unit: DistanceUnit): 'distanceKm' | 'distanceMile' {
  return unit === 'KM' ? 'distanceKm' : 'distanceMile';
}

/** A field value as a finite number, or `null` when empty or not a number. */
export function toNumber(value: NumberFieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Miles for typed km, one decimal; empty when km is not a number. */
export function milesFor(km: NumberFieldValue): NumberFieldValue {
  const value = toNumber(km);
  return value === null ? '' : kmToMile(value);
}

/** Km for typed miles, one decimal; empty when miles is not a number. */
export function kmFor(miles: NumberFieldValue): NumberFieldValue {
  const value = toNumber(miles);
  return value === null ? '' : mileToKm(value);
}

/** The date window of a new or edited activity: event start to min(today, event end). */
export function activityDateRange(event: Pick<MyEvent, 'startDate' | 'endDate'>, today: string) {
  return { minDate: event.startDate, maxDate: minDay(today, event.endDate) };
}

/** The largest distance the form accepts in the user's unit (rule 10). */
export function maxDistanceFor(
  event: Pick<MyEvent, 'maximumKm' | 'maximumMile'>,
  unit: DistanceUnit,
) {
  return pickerMax(unit === 'KM' ? event.maximumKm : event.maximumMile);
}

function checkDistance(value: NumberFieldValue): string | null {
  if (typeof value === 'string' && value.trim() === '') return 'DISTANCE_REQUIRED';
  return toNumber(value) === null ? 'DISTANCE_INVALID' : null;
}

/**
 * The form's rules (participant spec §5, rules 9-11): a date inside the window, both
 * distances given and numeric, the user's unit within the event's range, notice at most 200,
 * and a duration, when given, of 1 to 1440 whole minutes as the server takes it (issue 25).
 * Messages are field codes, translated by the form.
 */
export function buildActivityFormSchema(options: {
  event: Pick<MyEvent, 'maximumKm' | 'maximumMile'>;
  unit: DistanceUnit;
  minDate: string;
  maxDate: string;
}) {
  const { event, unit, minDate, maxDate } = options;
  return z
    .object({
      date: z.string().nullable(),
      distanceKm: z.union([z.number(), z.string()]),
      distanceMile: z.union([z.number(), z.string()]),
      notice: z.string(),
      duration: z.object({
        hours: z.union([z.number(), z.string()]),
        minutes: z.union([z.number(), z.string()]),
      }),
    })
    .superRefine((values, ctx) => {
      if (!values.date) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'DATE_REQUIRED' });
      } else if (values.date < minDate || values.date > maxDate) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'DATE_OUT_OF_RANGE' });
      }
      for (const field of ['distanceKm', 'distanceMile'] as const) {
        const problem = checkDistance(values[field]);
        if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
      }
      const field = distanceFieldOf(unit);
      const typed = toNumber(values[field]);
      if (typed !== null && !isDistanceAllowed(typed, unit, event)) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'DISTANCE_OUT_OF_RANGE' });
      }
      if (values.notice.length > NOTICE_MAX) {
        ctx.addIssue({ code: 'custom', path: ['notice'], message: 'NOTICE_TOO_LONG' });
      }
      if (readDuration(values.duration) === 'DURATION_INVALID') {
        ctx.addIssue({ code: 'custom', path: ['duration'], message: 'DURATION_INVALID' });
      }
    });
}

/**
 * The form's starting values: `defaultDate` and empty fields for a new activity, the stored
 * ones when editing an activity or an offline draft.
 */
export function toActivityFormValues(
  activity?: Pick<Activity, 'date' | 'distanceKm' | 'distanceMile' | 'notice'> & {
    /** Drafts stored before durations existed have none. */
    durationMinutes?: number | null;
  },
  defaultDate: string | null = null,
): ActivityFormValues {
  if (!activity) {
    return {
      date: defaultDate,
      distanceKm: '',
      distanceMile: '',
      notice: '',
      duration: toDurationValue(null),
    };
  }
  return {
    date: activity.date,
    distanceKm: activity.distanceKm,
    distanceMile: activity.distanceMile,
    notice: activity.notice,
    duration: toDurationValue(activity.durationMinutes),
  };
}

/**
 * The request fields from valid values: both distances to one decimal, the duration in
 * minutes or `null` (which also clears a stored one on an edit).
 */
export function toActivityRequestFields(values: ActivityFormValues): ActivityRequestFields {
  const duration = readDuration(values.duration);
  return {
    date: values.date ?? '',
    distanceKm: round1(toNumber(values.distanceKm) ?? 0),
    distanceMile: round1(toNumber(values.distanceMile) ?? 0),
    notice: values.notice,
    durationMinutes: typeof duration === 'number' ? duration : null,
  };
}

/** What the photo picker offers: JPEG, PNG and WebP. */
export const photoAccept = [...imageMimeTypes, '.jpg', '.jpeg', '.png', '.webp'].join(',');

/** Whether a chosen file is one of the accepted photo types (the server checks content). */
export function isAcceptedPhoto(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (imageMimeTypes as readonly string[]).includes(file.type);
  return typeOk || (file.type === '' && ['jpg', 'jpeg', 'png', 'webp'].includes(extension));
}
