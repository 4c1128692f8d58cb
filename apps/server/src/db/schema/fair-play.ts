import type { FairPlaySettings } from '@cc/shared/fair-play/fair-play.rules';
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { events } from './events';

/**
 * An event's fair play settings (decision 071), as the organiser last saved them; an event
 * without a row checks with the defaults (FAIR_PLAY_DEFAULTS). One JSON value, validated by
 * the shared schema on the way in, read with the event by every activity write.
 */
export const eventFairPlay = pgTable('event_fair_play', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<FairPlaySettings>().notNull(),
  updatedAt: updatedAt(),
});
