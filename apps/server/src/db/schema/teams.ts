import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Teams (departments) a participant may join, one at a time. */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_name_key').on(t.name)],
);
