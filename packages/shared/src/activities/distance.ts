/** Conversion factors of the spec (§9). */
export const KM_TO_MILE = 0.621371192;
export const MILE_TO_KM = 1.609344;

/** Rounds to one decimal (the activity form) without binary drift (e.g. 1.05 -> 1.1). */
export function round1(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** Rounds to two decimals (the event form). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Miles for a distance in km, one decimal. */
export function kmToMile(km: number): number {
  return round1(km * KM_TO_MILE);
}

/** Km for a distance in miles, one decimal. */
export function mileToKm(mile: number): number {
  return round1(mile * MILE_TO_KM);
}

/** A one-decimal distance as integer tenths, the stored form. */
export function toTenths(value: number): number {
  return Math.round(value * 10);
}

/** Integer tenths back to a decimal distance. */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}

/**
 * The largest whole number of the distance picker's integer wheel (rule 10): the
 * event's maximum in that unit when it is 101 or less, otherwise 100.
 */
export function pickerWholeMax(eventMaximum: number): number {
  return eventMaximum <= 101 ? Math.floor(eventMaximum) : 100;
}

/** The largest distance the picker offers: the integer wheel's maximum plus .9. */
export function pickerMax(eventMaximum: number): number {
  return round1(pickerWholeMax(eventMaximum) + 0.9);
}

/**
 * Whether a distance typed in `unit` is allowed for an event: greater than 0 and at most
 * the picker's maximum in that unit (the server enforces the same rule as the picker).
 */
export function isDistanceAllowed(
  distance: number,
  unit: 'KM' | 'MILE',
  event: { maximumKm: number; maximumMile: number },
): boolean {
  const max = pickerMax(unit === 'KM' ? event.maximumKm : event.maximumMile);
  return distance > 0 && distance <= max;
}

/**
 * Whether km and miles sent together describe the same distance: one must be the other
 * converted and rounded to one decimal (whichever the user typed).
 */
export function areDistancesConsistent(km: number, mile: number): boolean {
  return kmToMile(km) === round1(mile) || mileToKm(mile) === round1(km);
}
