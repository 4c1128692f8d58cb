import { type Paged, toPaged } from '@cc/shared/common/paging';
import type {
  Communication,
  CreateCommunicationBody,
  ListCommunicationsQuery,
} from '@cc/shared/communications/communications.schemas';
import { hasText } from '@cc/shared/communications/rich-text-plain';
import { AppError } from '@cc/shared/errors/app-error';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import type { AdminContext } from '../../platform/context';
import { recordAudit } from '../audit';
import { enqueueDelivery } from './communications.delivery';
import { sanitizeMessage } from './communications.html';
import { toCommunication } from './communications.mapper';
import * as repo from './communications.repository';

/** The administrators' list (GET /api/communications): by name, newest first. */
export async function listCommunications(
  ctx: AdminContext,
  query: ListCommunicationsQuery,
): Promise<Paged<Communication>> {
  const where = repo.nameSearchCondition(query.filter ?? query.search);
  const [rows, total] = await Promise.all([
    repo.findCommunicationPage(ctx.db, {
      where,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countCommunications(ctx.db, where),
  ]);
  return toPaged(rows.map(toCommunication), total, query);
}

/**
 * The message per language, sanitized; a language without visible text is empty. `message`
 * (the form's single editor) is the sending administrator's language unless `messages`
 * gives that language.
 */
function resolveMessages(body: CreateCommunicationBody, senderLanguage: 'DE' | 'EN') {
  const given = {
    de: body.messages?.de ?? (senderLanguage === 'DE' ? body.message : undefined),
    en: body.messages?.en ?? (senderLanguage === 'EN' ? body.message : undefined),
  };
  const clean = (html: string | undefined) => {
    const sanitized = sanitizeMessage(html ?? '');
    return hasText(sanitized) ? sanitized : '';
  };
  return { de: clean(given.de), en: clean(given.en) };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emailSchema = z.email();

/**
 * `data` checked against `type` (rule 22): nothing for `all`; existing events or users;
 * well-formed addresses, each once (lower-cased), and only on the e-mail channel. Answers
 * the audience's entries, or the field errors.
 */
async function checkAudience(
  db: Db,
  body: CreateCommunicationBody,
): Promise<{ data: string[] } | { fields: Record<string, string[]> }> {
  if (body.type === 'email' && body.select !== 'email') {
    return { fields: { type: ['EMAIL_CHANNEL_ONLY'] } };
  }
  if (body.type === 'all') {
    return body.data.length > 0 ? { fields: { data: ['INVALID'] } } : { data: [] };
  }
  if (body.data.length === 0) return { fields: { data: ['RECIPIENTS_REQUIRED'] } };
  if (body.type === 'email') {
    const data = [...new Set(body.data.map((a) => a.toLowerCase()))];
    const wellFormed = data.every((a) => emailSchema.safeParse(a).success);
    return wellFormed ? { data } : { fields: { data: ['EMAIL_INVALID'] } };
  }
  const data = [...new Set(body.data.map((id) => id.toLowerCase()))];
  if (!data.every((id) => uuidPattern.test(id))) return { fields: { data: ['UNKNOWN_RECIPIENT'] } };
  const found =
    body.type === 'event'
      ? await repo.findExistingEventIds(db, data)
      : await repo.findExistingUserIds(db, data);
  return data.every((id) => found.has(id)) ? { data } : { fields: { data: ['UNKNOWN_RECIPIENT'] } };
}

/**
 * What creating a communication reads of the context: the database, the log and who sends
 * it (an administrator's request, or the demo content at start-up, which has no session).
 */
export type SenderContext = Pick<AdminContext, 'db' | 'log'> & {
  user: Pick<AdminContext['user'], 'id' | 'language'>;
};

/**
 * Stores a communication and queues its delivery in the same transaction
 * (POST /api/communications): it answers at once with status queued; the job lists the
 * recipients and sends. Every refusal is one VALIDATION_FAILED with the fields concerned.
 */
export async function createCommunication(
  ctx: SenderContext,
  body: CreateCommunicationBody,
): Promise<Communication> {
  const messages = resolveMessages(body, ctx.user.language);
  const audience = await checkAudience(ctx.db, body);
  const fields: Record<string, string[]> = 'fields' in audience ? { ...audience.fields } : {};
  if (!messages.de && !messages.en) fields.message = ['MESSAGE_REQUIRED'];
  if (Object.keys(fields).length > 0 || !('data' in audience)) {
    throw new AppError('VALIDATION_FAILED', fields);
  }
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const values = {
      id,
      name: body.name,
      nameDe: body.names?.de ?? '',
      nameEn: body.names?.en ?? '',
      messageDe: messages.de,
      messageEn: messages.en,
      channel: body.select,
      audience: body.type,
      data: audience.data,
      senderLanguage: ctx.user.language,
      createdBy: ctx.user.id,
    };
    await repo.insertCommunication(tx, values);
    await enqueueDelivery(tx, id);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'communication.send',
      objectType: 'communication',
      objectId: id,
      after: values,
    });
  });
  ctx.log.info({ communicationId: id, by: ctx.user.id, type: body.type }, 'communication queued');
  return getCommunication(ctx, id);
}

/** One communication; NOT_FOUND when missing. */
async function getCommunication(ctx: Pick<AdminContext, 'db'>, id: string): Promise<Communication> {
  const row = await repo.findCommunicationById(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toCommunication(row);
}

/**
 * Deletes a communication (DELETE /api/communications/:id). One still sending stops: its
 * unsent recipients go with it; notifications and mails already delivered stay.
 */
export async function deleteCommunication(ctx: AdminContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findCommunicationById(tx, id);
    if (!before || !(await repo.deleteCommunicationRow(tx, id))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'communication.delete',
      objectType: 'communication',
      objectId: id,
      before,
    });
  });
  ctx.log.info({ communicationId: id, by: ctx.user.id }, 'communication deleted');
  return { msg: 'DELETED' as const };
}
