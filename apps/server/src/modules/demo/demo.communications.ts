import type { CreateCommunicationBody } from '@cc/shared/communications/communications.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createCommunication } from '../communications';

/**
 * The demo's communications from the administrator: a bilingual welcome notification to
 * everyone, a bilingual e-mail to the participants of the running event and an English-only
 * thank-you to those of the ended one (German readers get the English text). `event` names
 * a demo event by key.
 */
export const demoCommunications: ReadonlyArray<
  Omit<CreateCommunicationBody, 'data'> & { event?: 'spring' | 'winter' }
> = [
  {
    name: 'Welcome to the Charity Challenge',
    names: { de: 'Willkommen bei der Charity Challenge', en: 'Welcome to the Charity Challenge' },
    select: 'notification',
    type: 'all',
    messages: {
      de: '<p><strong>Willkommen!</strong> Jeder Kilometer zählt: Tragen Sie Ihre Läufe, Spaziergänge und Wanderungen ein und feuern Sie Ihre Kolleginnen und Kollegen an.</p>',
      en: '<p><strong>Welcome!</strong> Every kilometre counts: log your runs, walks and hikes and cheer your colleagues on.</p>',
    },
  },
  {
    name: 'Spring Charity Run: ten days in',
    names: {
      de: 'Frühlings-Spendenlauf: zehn Tage geschafft',
      en: 'Spring Charity Run: ten days in',
    },
    select: 'email',
    type: 'event',
    event: 'spring',
    messages: {
      de: '<p>Zehn Tage sind vorbei, und jeden Tag kommen Kilometer dazu. <em>Danke</em> an alle, die mitmachen!</p><ul><li>Noch 20 Tage</li><li>Ziel: 500 km</li></ul>',
      en: '<p>Ten days are behind us, and every day adds kilometres. <em>Thank you</em> to everyone taking part!</p><ul><li>20 days to go</li><li>Goal: 500 km</li></ul>',
    },
  },
  {
    name: 'Thank you for the Winter Warm-up',
    select: 'notification',
    type: 'event',
    event: 'winter',
    messages: {
      en: '<p>Our first challenge is done: <strong>thank you</strong> for every kilometre!</p>',
    },
  },
];

/**
 * Queues the demo communications through the communications module, as the demo
 * administrator, in the seeding transaction `db`: the job worker delivers them after
 * start-up like any other (recipients, type-1000 notifications, mails).
 */
export async function queueDemoCommunications(
  db: Db,
  log: FastifyBaseLogger,
  admin: { id: string; language: 'DE' | 'EN' },
  eventIds: Map<string, string>,
) {
  for (const { event, ...body } of demoCommunications) {
    await createCommunication(
      { db, log, user: admin },
      { ...body, data: event ? [eventIds.get(event)!] : [] },
    );
  }
}
