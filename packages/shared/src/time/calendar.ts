/**
 * Calendar days in the platform time zone (rule 8). Dates are `YYYY-MM-DD` strings;
 * arithmetic on them is done in UTC so daylight-saving changes never shift a day.
 */

const DAY_MS = 86_400_000;

// Building an Intl.DateTimeFormat costs far more than using one; hot paths (every activity
// write, every event mapped) ask for the same few zones, so each formatter is built once.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const instantFormats = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  zone: string,
  make: () => Intl.DateTimeFormat,
) {
  let format = cache.get(zone);
  if (!format) {
    format = make();
    cache.set(zone, format);
  }
  return format;
}

/** The last day dayIn answered per time zone, and the minute it answered it for. */
const lastDays = new Map<string, { minute: number; day: string }>();

/**
 * The calendar day of `instant` in `timeZone`, as `YYYY-MM-DD`. Every time zone's days
 * begin on a whole minute of UTC, so the answer for a minute is kept: the server asks on
 * nearly every request, and formatting with Intl costs more than the rest of a feed page's
 * date work.
 */
export function dayIn(timeZone: string, instant: Date = new Date()): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = formatDay(timeZone, instant);
  lastDays.set(timeZone, { minute, day });
  return day;
}

function formatDay(timeZone: string, instant: Date): string {
  const parts = cached(
    dayFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whether a string is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day `n` days after `date`. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The earlier of two days. */
export function minDay(a: string, b: string): string {
  return a <= b ? a : b;
}

/**
 * The instant a calendar day begins in `timeZone` (midnight local time), found from the
 * zone's offset at that day, so countdowns end exactly at the end of the event's last day.
 */
export function startOfDayInstant(date: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  // The zone's offset at the guess; a second pass corrects days where the offset changes.
  let instant = guess - offsetMs(timeZone, new Date(guess));
  instant = guess - offsetMs(timeZone, new Date(instant));
  return new Date(instant);
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds. */
function offsetMs(timeZone: string, instant: Date): number {
  const parts = cached(
    instantFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  ).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
