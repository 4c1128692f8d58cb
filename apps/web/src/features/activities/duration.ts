import { DURATION_MAX_MINUTES } from '@cc/shared/activities/activities.schemas';

/** A NumberInput's value: a number, or a string while empty or half typed. */
type Part = number | string;

/** A duration as the form holds it: hours and minutes, each empty or (half) typed. */
export interface DurationValue {
  hours: Part;
  minutes: Part;
}

/** The most hours the field offers: a duration is at most a day (issue 25). */
export const DURATION_MAX_HOURS = DURATION_MAX_MINUTES / 60;

/** The duration of an activity without one. */
export const noDuration: DurationValue = { hours: '', minutes: '' };

function isBlank(value: Part): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/** A part as a number: blank is 0 (an hour alone is 1:00); text that is no number is NaN. */
function partOf(value: Part): number {
  if (isBlank(value)) return 0;
  const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : Number.NaN;
}

/**
 * What the typed duration means: `null` when both parts are empty (no duration), its whole
 * minutes when valid, or `'DURATION_INVALID'` — the server's code for anything but 1 to 1440
 * whole minutes, and also for a minutes part of 60 or more, which a person did not mean.
 */
export function readDuration(value: DurationValue): number | null | 'DURATION_INVALID' {
  if (isBlank(value.hours) && isBlank(value.minutes)) return null;
  const hours = partOf(value.hours);
  const minutes = partOf(value.minutes);
  const total = hours * 60 + minutes;
  const isWhole = Number.isInteger(hours) && Number.isInteger(minutes);
  const isInRange = hours >= 0 && minutes >= 0 && minutes < 60;
  if (!isWhole || !isInRange || total < 1 || total > DURATION_MAX_MINUTES) {
    return 'DURATION_INVALID';
  }
  return total;
}

/** The form's parts of a stored duration; empty parts when there is none. */
export function toDurationValue(minutes: number | null | undefined): DurationValue {
  if (!minutes) return noDuration;
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
