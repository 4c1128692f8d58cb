import type { PledgeKind, PledgeScope } from '@cc/shared/fundraising/fundraising.money';
import {
  type CreatePledgeBody,
  createPledgeBodySchema,
  type Pledge,
} from '@cc/shared/fundraising/fundraising.schemas';
import { z } from 'zod';
import { formatMinorInput, parseMinor } from './money-input';

/**
 * The pledge form's values, named as the API names the fields so a server's field error
 * lands on the field it concerns. Amounts are the text typed in major units (`1,50`), the
 * percent what the number input holds.
 */
export interface PledgeFormValues {
  sponsorName: string;
  sponsorEmail: string;
  kind: PledgeKind;
  scope: PledgeScope;
  teamId: string;
  userId: string;
  ratePerKmMinor: string;
  amountMinor: string;
  matchPercent: number | string;
  capMinor: string;
}

/** The fields of the form, for mapping the server's field errors onto it. */
export const pledgeFormFields = [
  'sponsorName',
  'sponsorEmail',
  'kind',
  'scope',
  'teamId',
  'userId',
  'ratePerKmMinor',
  'amountMinor',
  'matchPercent',
  'capMinor',
] as const satisfies readonly (keyof PledgeFormValues)[];

/** Which terms a kind takes: the form shows only these and sends the others empty. */
export const kindFields: Record<PledgeKind, readonly (keyof PledgeFormValues)[]> = {
  perKm: ['ratePerKmMinor', 'capMinor'],
  fixed: ['amountMinor'],
  match: ['matchPercent', 'capMinor'],
};

/** A new pledge: per km for the whole event. */
export const emptyPledgeFormValues: PledgeFormValues = {
  sponsorName: '',
  sponsorEmail: '',
  kind: 'perKm',
  scope: 'event',
  teamId: '',
  userId: '',
  ratePerKmMinor: '',
  amountMinor: '',
  matchPercent: '',
  capMinor: '',
};

/** A pledge's terms as the form shows them for editing. */
export function toPledgeFormValues(
  pledge: Pledge,
  digits: number,
  language: string,
): PledgeFormValues {
  const money = (minor: number | undefined) =>
    minor === undefined ? '' : formatMinorInput(minor, digits, language);
  return {
    sponsorName: pledge.sponsorName,
    sponsorEmail: pledge.sponsorEmail ?? '',
    kind: pledge.kind,
    scope: pledge.scope,
    teamId: pledge.teamId ?? '',
    userId: pledge.userId ?? '',
    ratePerKmMinor: money(pledge.ratePerKmMinor),
    amountMinor: money(pledge.amountMinor),
    matchPercent: pledge.matchPercent ?? '',
    capMinor: money(pledge.capMinor),
  };
}

/**
 * The body the form sends: the terms of its kind and the team or participant of its scope,
 * the amounts in minor units; every other term `null`, so an edit that changes the kind
 * clears the old kind's terms.
 */
export function toPledgeBody(values: PledgeFormValues, digits: number): CreatePledgeBody {
  const shown = new Set(kindFields[values.kind]);
  const money = (field: 'ratePerKmMinor' | 'amountMinor' | 'capMinor') =>
    shown.has(field) ? parseMinor(values[field], digits) : null;
  const percent = values.matchPercent;
  return {
    sponsorName: values.sponsorName,
    sponsorEmail: values.sponsorEmail.trim() || null,
    kind: values.kind,
    scope: values.scope,
    teamId: values.scope === 'team' ? values.teamId || null : null,
    userId: values.scope === 'participant' ? values.userId || null : null,
    ratePerKmMinor: money('ratePerKmMinor'),
    amountMinor: money('amountMinor'),
    matchPercent: shown.has('matchPercent') && percent !== '' ? Number(percent) : null,
    capMinor: money('capMinor'),
  };
}

/**
 * The form's check: its values turned into the body, then the API's own create schema, so
 * the same codes reach the fields whether the browser or the server objected (RATE_INVALID,
 * AMOUNT_INVALID, PERCENT_INVALID, CAP_INVALID, REQUIRED for a missing term).
 */
export function pledgeFormSchema(digits: number) {
  return z
    .custom<PledgeFormValues>()
    .transform((values) => toPledgeBody(values, digits))
    .pipe(createPledgeBodySchema);
}
