import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from '../common/paging';
import { translationsBodySchema, translationsSchema } from '../common/translations';

/**
 * Communications (admin spec §2-§7, rule 22): an administrator tells an audience something,
 * by in-app notification (type 1000, with a web push) or by e-mail. Sending runs in the
 * background; the list shows the status and how many were sent.
 */

/** The channel, the spec's `select`. */
export const communicationChannels = ['notification', 'email'] as const;
export type CommunicationChannel = (typeof communicationChannels)[number];

/**
 * The audience, the spec's `type`: every active participant; the participants of the events
 * in `data`; the users in `data`; the addresses in `data` (e-mail channel only).
 */
export const audienceTypes = ['all', 'event', 'user', 'email'] as const;
export type AudienceType = (typeof audienceTypes)[number];

/** Audience types each channel offers (admin spec §4: email only for the e-mail channel). */
export const audienceTypesOf: Record<CommunicationChannel, readonly AudienceType[]> = {
  notification: ['all', 'event', 'user'],
  email: ['all', 'event', 'user', 'email'],
};

/** Where a communication's delivery stands. */
export const communicationStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type CommunicationStatus = (typeof communicationStatuses)[number];

export const COMMUNICATION_NAME_MAX = 200;
/** Upper bound of one message's HTML, before sanitizing. */
export const COMMUNICATION_MESSAGE_MAX = 50_000;
/** Most entries of `data` (event ids, user ids or addresses) one communication may name. */
export const COMMUNICATION_DATA_MAX = 10_000;

/** The message in each language; each recipient reads the one of their profile. */
export const communicationMessagesSchema = z.object({
  de: z.string().describe('Sanitized HTML, or empty when not written in German'),
  en: z.string().describe('Sanitized HTML, or empty when not written in English'),
});
export type CommunicationMessages = z.infer<typeof communicationMessagesSchema>;

/** A communication as the administrators' list shows it. */
export const communicationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  message: z
    .string()
    .describe('Sanitized HTML of the message (the German one when both were written)'),
  messages: communicationMessagesSchema,
  names: translationsSchema
    .optional()
    .describe(
      "German and English titles (decision 075): a recipient's title is in the language of their message, else `name`",
    ),
  select: z.enum(communicationChannels),
  type: z.enum(audienceTypes),
  data: z.array(z.string()).describe('Event ids, user ids or addresses, by `type`'),
  status: z.enum(communicationStatuses),
  sentCount: z.number().int().describe('Recipients reached so far'),
  failedCount: z.number().int().describe('Recipients that could not be reached'),
  totalCount: z.number().int().describe('Recipients in all (known once queued)'),
  createdAt: z.string(),
  sentAt: z.string().nullable().describe('When the last recipient was handled'),
});
export type Communication = z.infer<typeof communicationSchema>;

export const communicationPageSchema = pagedSchema(communicationSchema);

/** GET /api/communications: search by name (`filter`, or `search`), paged 10/25/50. */
export const listCommunicationsQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(100).optional(),
  search: z.string().trim().max(100).optional().describe('Same as filter'),
});
export type ListCommunicationsQuery = z.infer<typeof listCommunicationsQuerySchema>;

const messageText = z.string().max(COMMUNICATION_MESSAGE_MAX, { error: 'TOO_LONG' });

/**
 * POST /api/communications. The message is `message` (read in either language) or
 * `messages.de` / `messages.en` (each optional, at least one with text: MESSAGE_REQUIRED).
 * `data` must match `type`: empty for all; existing events, existing users, or well-formed
 * addresses otherwise (RECIPIENTS_REQUIRED when empty, UNKNOWN_RECIPIENT, EMAIL_INVALID);
 * type email on the notification channel is EMAIL_CHANNEL_ONLY. The service checks what
 * needs the database; this schema checks the shape.
 */
export const createCommunicationBodySchema = z.strictObject({
  name: z
    .string({ error: 'NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'NAME_REQUIRED' })
    .max(COMMUNICATION_NAME_MAX, { error: 'TOO_LONG' }),
  /** Optional German and English titles (decision 075). */
  names: translationsBodySchema(
    z.string({ error: 'INVALID' }).trim().max(COMMUNICATION_NAME_MAX, { error: 'TOO_LONG' }),
  ).optional(),
  message: messageText.optional(),
  messages: z.strictObject({ de: messageText.optional(), en: messageText.optional() }).optional(),
  select: z.enum(communicationChannels, { error: 'INVALID' }),
  type: z.enum(audienceTypes, { error: 'INVALID' }),
  data: z
    .array(z.string().trim().max(254, { error: 'TOO_LONG' }), { error: 'INVALID' })
    .max(COMMUNICATION_DATA_MAX, { error: 'TOO_LONG' })
    .default([]),
});
export type CreateCommunicationBody = z.infer<typeof createCommunicationBodySchema>;
