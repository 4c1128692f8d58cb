import { IMAGE_MAX_BYTES, imageMimeTypes } from '@cc/shared/activities/activities.schemas';
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
  /** The optional German and English texts (decision 075), empty when not written. */
  names: { de: string; en: string };
  descriptions: { de: string; en: string };
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
  'names.de',
  'names.en',
  'descriptions.de',
  'descriptions.en',
  'startDate',
  'endDate',
  'status',
  'maximumKm',
  'maximumMile',
] as const;

/** Starting values of a new event (admin spec §3): 100 km / 62.14 miles, status 1. */
export const emptyEventFormValues: EventFormValues = {
  name: '',
  description: '',
  names: { de: '', en: '' },
  descriptions: { de: '', en: '' },
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
    names: { de: event.names?.de ?? '', en: event.names?.en ?? '' },
    descriptions: { de: event.descriptions?.de ?? '', en: event.descriptions?.en ?? '' },
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

/** The image types the event image accepts (checked again by their bytes on the server). */
export const eventImageAccept = imageMimeTypes.join(',');

/**
 * Why a chosen image cannot be sent, as an error code of the shared list, or null: the
 * type (INVALID_IMAGE) and size (PAYLOAD_TOO_LARGE) the server would refuse.
 */
export function eventImageProblem(file: File): 'INVALID_IMAGE' | 'PAYLOAD_TOO_LARGE' | null {
  if (!(imageMimeTypes as readonly string[]).includes(file.type)) return 'INVALID_IMAGE';
  if (file.size > IMAGE_MAX_BYTES) return 'PAYLOAD_TOO_LARGE';
  return null;
}
