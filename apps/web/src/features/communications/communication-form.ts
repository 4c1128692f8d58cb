import {
  type AudienceType,
  audienceTypes,
  audienceTypesOf,
  COMMUNICATION_MESSAGE_MAX,
  COMMUNICATION_NAME_MAX,
  type CommunicationChannel,
  type CreateCommunicationBody,
  communicationChannels,
  createCommunicationBodySchema,
} from '@cc/shared/communications/communications.schemas';
import { hasText } from '@cc/shared/communications/rich-text-plain';
import { z } from 'zod';

/** The languages a message can be written in, in the order of the form's tabs. */
export const messageLanguages = ['de', 'en'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

/**
 * The values of the communication form: the channel (`select`), the audience (`type`) with
 * its chosen events, users or addresses (`data`), and the message as the editor's HTML in
 * each language ('' when nothing is written).
 */
export interface CommunicationFormValues {
  name: string;
  /** Optional titles in German and English (decision 075), each recipient's in their message's language. */
  names: Record<MessageLanguage, string>;
  select: CommunicationChannel;
  type: AudienceType;
  data: string[];
  messages: Record<MessageLanguage, string>;
}

/** A new communication: notification to everyone, nothing written (admin spec §4). */
export const emptyCommunicationFormValues: CommunicationFormValues = {
  name: '',
  names: { de: '', en: '' },
  select: 'notification',
  type: 'all',
  data: [],
  messages: { de: '', en: '' },
};

/** Fields of the form, for mapping the server's field errors onto it. */
export const communicationFormFields = [
  'name',
  'names.de',
  'names.en',
  'select',
  'type',
  'data',
  'messages',
] as const;

/**
 * The form field a server field error belongs to: the message in either language and each
 * entry of `data` are shown on the whole message and the whole audience.
 */
export function communicationFieldOf(serverField: string): string {
  if (serverField === 'message' || serverField.startsWith('messages')) return 'messages';
  if (serverField.startsWith('data.')) return 'data';
  return serverField;
}

/** Whether a message is written in at least one language (what MESSAGE_REQUIRED asks). */
export function hasMessage(messages: Record<MessageLanguage, string>): boolean {
  return messageLanguages.some((lang) => hasText(messages[lang]));
}

/** The audience types a channel offers (admin spec §4: email only for the e-mail channel). */
export function audienceTypesFor(channel: CommunicationChannel): readonly AudienceType[] {
  return audienceTypesOf[channel];
}

/** The written languages of a message, each as the editor's HTML. */
function writtenMessages(
  messages: Record<MessageLanguage, string>,
): Partial<Record<MessageLanguage, string>> {
  return Object.fromEntries(
    messageLanguages.filter((l) => hasText(messages[l])).map((l) => [l, messages[l]]),
  );
}

/**
 * The form's rules, the server's in the browser (admin spec §5, rule 22): a name; a message
 * in at least one language (MESSAGE_REQUIRED); recipients unless everyone is addressed
 * (RECIPIENTS_REQUIRED); typed addresses only on the e-mail channel (EMAIL_CHANNEL_ONLY).
 * The output is the request body: only the written languages, no `data` for everyone.
 */
export const communicationFormSchema = z
  .object({
    name: createCommunicationBodySchema.shape.name,
    names: z.object({
      de: z.string().trim().max(COMMUNICATION_NAME_MAX, { error: 'TOO_LONG' }),
      en: z.string().trim().max(COMMUNICATION_NAME_MAX, { error: 'TOO_LONG' }),
    }),
    select: z.enum(communicationChannels, { error: 'INVALID' }),
    type: z.enum(audienceTypes, { error: 'INVALID' }),
    data: z.array(z.string()),
    messages: z.object({
      de: z.string().max(COMMUNICATION_MESSAGE_MAX, { error: 'TOO_LONG' }),
      en: z.string().max(COMMUNICATION_MESSAGE_MAX, { error: 'TOO_LONG' }),
    }),
  })
  .superRefine((values, ctx) => {
    if (!hasMessage(values.messages)) {
      ctx.addIssue({ code: 'custom', path: ['messages'], message: 'MESSAGE_REQUIRED' });
    }
    if (!audienceTypesFor(values.select).includes(values.type)) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'EMAIL_CHANNEL_ONLY' });
    }
    if (values.type !== 'all' && values.data.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'RECIPIENTS_REQUIRED' });
    }
  })
  .transform(
    (values): CreateCommunicationBody => ({
      name: values.name,
      // Only when a title per language is written: the single name serves otherwise.
      ...(values.names.de || values.names.en ? { names: values.names } : {}),
      messages: writtenMessages(values.messages),
      select: values.select,
      type: values.type,
      data: values.type === 'all' ? [] : values.data,
    }),
  );

/** What the form hands to the send call: the request body. */
export type CommunicationFormOutput = CreateCommunicationBody;

/** Well-formed e-mail address, as the server checks it (`z.email()`'s pattern). */
export function isEmailAddress(text: string): boolean {
  return z.regexes.email.test(text);
}
