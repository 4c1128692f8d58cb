import { KM_TO_MILE, MILE_TO_KM, round2 } from '@cc/shared/activities/distance';
import {
  type CreateEventBody,
  createEventBodySchema,
  type Event,
  eventDefaults,
} from '@cc/shared/events/events.schemas';

/**
 * The admin event form's values. Dates are `YYYY-MM-DD` (the date pickers' value) or null
 * while unset; the distances are what the number inputs hold (a number, or '' when empty).
 */
export interface EventFormValues {
  name: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  status: number;
  maximumKm: number | string;
  maximumMile: number | string;
}

/**
 * The form is checked by the API's own create schema: the same codes reach the fields
 * whether the browser or the server objected (EVENT_NAME_REQUIRED, START_DATE_REQUIRED,
 * END_DATE_REQUIRED, END_BEFORE_START, DISTANCE_INVALID).
 */
export const eventFormSchema = createEventBodySchema;

/** Fields of the form, for mapping the server's field errors onto it. */
export const eventFormFields = [
  'name',
  'description',
  'startDate',
  'endDate',
  'status',
  'maximumKm',
  'maximumMile',
] as const satisfies readonly (keyof EventFormValues)[];

/** Starting values of a new event (admin spec §3): 100 km / 62.14 miles, status 1. */
export const emptyEventFormValues: EventFormValues = {
  name: '',
  description: '',
  startDate: null,
  endDate: null,
  status: eventDefaults.status,
  maximumKm: eventDefaults.maximumKm,
  maximumMile: eventDefaults.maximumMile,
};

/** Starting values when editing: the event's data. */
export function toEventFormValues(event: Event): EventFormValues {
  return {
    name: event.name,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    status: event.status,
    maximumKm: event.maximumKm,
    maximumMile: event.maximumMile,
  };
}

/** Miles for a target in km, two decimals (mile = km x 0.621371192). */
export function targetKmToMile(km: number): number {
  return round2(km * KM_TO_MILE);
}

/** Km for a target in miles, two decimals (km = mile x 1.609344). */
export function targetMileToKm(mile: number): number {
  return round2(mile * MILE_TO_KM);
}

/** The body of a create or an update: the whole form, checked and trimmed. */
export type EventFormOutput = CreateEventBody;
