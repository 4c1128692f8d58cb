import { z } from 'zod';
import { isIsoDate } from '../time/calendar';
import {
  isCurrencyCode,
  OWED_CEILING,
  type PledgeKind,
  type PledgeScope,
  pledgeKinds,
  pledgeScopes,
} from './fundraising.money';

/**
 * Fundraising of an event (issue 24, decision 070): a cause and a currency, sponsors'
 * pledges, the money raised computed live from the counted kilometres, a settlement that
 * freezes a statement, and the payments recorded against it. Money is always an integer
 * number of minor units (cents).
 */

/** The largest amount of minor units a field takes: safe integers with room for sums. */
export const MONEY_MAX = OWED_CEILING;
/** The largest match, in percent (ten times what the matched pledges give). */
export const MATCH_PERCENT_MAX = 1000;
export const SPONSOR_NAME_MAX = 100;
export const CHARITY_NAME_MAX = 100;
export const FUNDRAISING_DESCRIPTION_MAX = 2000;
export const PAYMENT_REFERENCE_MAX = 200;

/** An amount of minor units that must be above 0; `code` when it is not. */
const positiveMinor = (code: string) =>
  z
    .number({ error: code })
    .int({ error: code })
    .positive({ error: code })
    .max(MONEY_MAX, { error: code });

/** A web address (http or https). */
const urlField = z
  .string()
  .trim()
  .max(500, { error: 'TOO_LONG' })
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: 'URL_INVALID' });

/** PUT /api/events/:id/fundraising (admin): the event's cause and currency. */
export const fundraisingBodySchema = z.strictObject({
  currency: z
    .string({ error: 'CURRENCY_INVALID' })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, { error: 'CURRENCY_INVALID' })
    .default('EUR'),
  charityName: z
    .string({ error: 'CHARITY_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'CHARITY_NAME_REQUIRED' })
    .max(CHARITY_NAME_MAX, { error: 'TOO_LONG' }),
  charityUrl: urlField.nullable().optional(),
  description: z.string().trim().max(FUNDRAISING_DESCRIPTION_MAX, { error: 'TOO_LONG' }).optional(),
});
export type FundraisingBody = z.infer<typeof fundraisingBodySchema>;

/** The terms of a pledge as the admin sends them; which are needed depends on its kind. */
const pledgeFields = {
  sponsorName: z
    .string({ error: 'SPONSOR_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'SPONSOR_NAME_REQUIRED' })
    .max(SPONSOR_NAME_MAX, { error: 'TOO_LONG' }),
  sponsorEmail: z
    .union([z.literal(''), z.email({ error: 'EMAIL_INVALID' })])
    .nullable()
    .optional(),
  kind: z.enum(pledgeKinds, { error: 'INVALID' }),
  scope: z.enum(pledgeScopes, { error: 'INVALID' }),
  teamId: z.uuid({ error: 'TEAM_NOT_IN_EVENT' }).nullable().optional(),
  userId: z.uuid({ error: 'USER_NOT_IN_EVENT' }).nullable().optional(),
  ratePerKmMinor: positiveMinor('RATE_INVALID').nullable().optional(),
  amountMinor: positiveMinor('AMOUNT_INVALID').nullable().optional(),
  matchPercent: z
    .number({ error: 'PERCENT_INVALID' })
    .int({ error: 'PERCENT_INVALID' })
    .positive({ error: 'PERCENT_INVALID' })
    .max(MATCH_PERCENT_MAX, { error: 'PERCENT_INVALID' })
    .nullable()
    .optional(),
  capMinor: z
    .number({ error: 'CAP_INVALID' })
    .int({ error: 'CAP_INVALID' })
    .min(0, { error: 'CAP_INVALID' })
    .max(MONEY_MAX, { error: 'CAP_INVALID' })
    .nullable()
    .optional(),
};

/** The fields of a pledge whatever its kind, before the per-kind check. */
export interface PledgeInput {
  sponsorName: string;
  sponsorEmail?: string | null;
  kind: PledgeKind;
  scope: PledgeScope;
  teamId?: string | null;
  userId?: string | null;
  ratePerKmMinor?: number | null;
  amountMinor?: number | null;
  matchPercent?: number | null;
  capMinor?: number | null;
}

/**
 * The field a pledge of its kind and scope misses, as `[field, code]` pairs: a perKm pledge
 * needs its rate, a fixed one its amount, a match its percent; a team pledge its team, a
 * participant pledge its participant. Shared by the create check, the merged edit and the
 * form.
 */
export function missingPledgeFields(p: PledgeInput): Array<[keyof PledgeInput, string]> {
  const missing: Array<[keyof PledgeInput, string]> = [];
  if (p.kind === 'perKm' && p.ratePerKmMinor == null) missing.push(['ratePerKmMinor', 'REQUIRED']);
  if (p.kind === 'fixed' && p.amountMinor == null) missing.push(['amountMinor', 'REQUIRED']);
  if (p.kind === 'match' && p.matchPercent == null) missing.push(['matchPercent', 'REQUIRED']);
  if (p.scope === 'team' && !p.teamId) missing.push(['teamId', 'REQUIRED']);
  if (p.scope === 'participant' && !p.userId) missing.push(['userId', 'REQUIRED']);
  return missing;
}

/** POST /api/events/:id/pledges (admin). */
export const createPledgeBodySchema = z.strictObject(pledgeFields).superRefine((p, ctx) => {
  for (const [field, code] of missingPledgeFields(p)) {
    ctx.addIssue({ code: 'custom', path: [field], message: code });
  }
});
export type CreatePledgeBody = z.infer<typeof createPledgeBodySchema>;

/**
 * PATCH /api/events/:id/pledges/:pledgeId (admin): the fields to change; the merged pledge
 * must pass the create check. `null` clears an optional term (a cap, an e-mail).
 */
export const updatePledgeBodySchema = z.strictObject({
  ...pledgeFields,
  sponsorName: pledgeFields.sponsorName.optional(),
  kind: pledgeFields.kind.optional(),
  scope: pledgeFields.scope.optional(),
});
export type UpdatePledgeBody = z.infer<typeof updatePledgeBodySchema>;

/** Params of one pledge of one event. */
export const pledgeParamsSchema = z.object({
  id: z.uuid({ error: 'NOT_FOUND' }),
  pledgeId: z.uuid({ error: 'NOT_FOUND' }),
});

/** Params of one payment of one pledge. */
export const paymentParamsSchema = pledgeParamsSchema.extend({
  paymentId: z.uuid({ error: 'NOT_FOUND' }),
});

/** POST /api/events/:id/pledges/:pledgeId/payments (admin): money a sponsor paid. */
export const createPaymentBodySchema = z.strictObject({
  amountMinor: positiveMinor('AMOUNT_INVALID'),
  paidOn: z.string({ error: 'DATE_REQUIRED' }).trim().refine(isIsoDate, { error: 'INVALID_DATE' }),
  reference: z.string().trim().max(PAYMENT_REFERENCE_MAX, { error: 'TOO_LONG' }).default(''),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBodySchema>;

const minor = z.number().int();

/** A payment as admins see it. */
export const paymentSchema = z.object({
  id: z.string(),
  pledgeId: z.string(),
  amountMinor: minor,
  paidOn: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * A pledge as the fundraising answer shows it: its terms, what it owes now and whether its
 * cap stops it. `sponsorEmail`, `paidMinor` and `payments` reach administrators only. A
 * participant pledge names its participant as rankings would (Private: `anonymous`).
 */
export const pledgeSchema = z.object({
  id: z.string(),
  sponsorName: z.string(),
  sponsorEmail: z.string().nullable().optional(),
  kind: z.enum(pledgeKinds),
  scope: z.enum(pledgeScopes),
  teamId: z.string().optional(),
  teamName: z.string().optional(),
  userId: z.string().nullable().optional(),
  participantName: z.string().optional(),
  ratePerKmMinor: minor.optional(),
  amountMinor: minor.optional(),
  matchPercent: z.number().int().optional(),
  capMinor: minor.optional(),
  /** The counted kilometres of the pledge's scope (perKm pledges). */
  countedKm: z.number().optional(),
  owedMinor: minor,
  capReached: z.boolean(),
  paidMinor: minor.optional(),
  payments: z.array(paymentSchema).optional(),
});
export type Pledge = z.infer<typeof pledgeSchema>;

/** GET /api/events/:id/fundraising: the money raised, live (or final once settled). */
export const fundraisingSchema = z.object({
  eventId: z.string(),
  currency: z.string(),
  charityName: z.string(),
  charityUrl: z.string().nullable(),
  description: z.string(),
  raisedMinor: minor,
  /** The sum of every pledge's maximum; null when one has none. */
  capTotalMinor: minor.nullable(),
  /** The event's counted kilometres, one decimal. */
  countedKm: z.number(),
  /** When the figures were frozen by a settlement; null while they are live. */
  settledAt: z.string().nullable(),
  /**
   * What the asker's own kilometres added at the event-wide per-km rates; null for an asker
   * who has not joined the event.
   */
  myContributionMinor: minor.nullable(),
  pledges: z.array(pledgeSchema),
});
export type Fundraising = z.infer<typeof fundraisingSchema>;

/** One line of a settlement statement: a pledge, its basis and what it owes. */
export const statementLineSchema = z.object({
  pledgeId: z.string().nullable(),
  sponsorName: z.string(),
  sponsorEmail: z.string().nullable(),
  kind: z.enum(pledgeKinds),
  scope: z.enum(pledgeScopes),
  teamName: z.string().nullable(),
  participantName: z.string().nullable(),
  ratePerKmMinor: minor.nullable(),
  amountMinor: minor.nullable(),
  matchPercent: z.number().int().nullable(),
  capMinor: minor.nullable(),
  /** The counted kilometres of a per-km line; null for fixed and match lines. */
  countedKm: z.number().nullable(),
  grossMinor: minor,
  owedMinor: minor,
  paidMinor: minor,
  outstandingMinor: minor,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** GET /api/events/:id/fundraising/statement (admin): one frozen version, the latest unless asked. */
export const statementSchema = z.object({
  eventId: z.string(),
  eventName: z.string(),
  version: z.number().int(),
  settledAt: z.string(),
  /** Whether a later reopen unfroze the figures again (a newer settle writes a new version). */
  isCurrent: z.boolean(),
  currency: z.string(),
  charityName: z.string(),
  raisedMinor: minor,
  paidMinor: minor,
  outstandingMinor: minor,
  lines: z.array(statementLineSchema),
  payments: z.array(paymentSchema.extend({ sponsorName: z.string() })),
  versions: z.array(z.object({ version: z.number().int(), settledAt: z.string() })),
});
export type Statement = z.infer<typeof statementSchema>;

/** Query of the statement: a version (the latest unless given) and the format. */
export const statementQuerySchema = z.object({
  version: z.coerce.number({ error: 'INVALID' }).int({ error: 'INVALID' }).min(1).optional(),
  format: z.enum(['json', 'xlsx'], { error: 'INVALID' }).default('json'),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;
