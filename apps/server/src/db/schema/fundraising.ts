import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { events } from './events';
import { teams } from './teams';
import { users } from './users';

/**
 * Fundraising (decision 070). Money is an integer number of minor units (cents) in bigint
 * columns, never a float; what a pledge owes is computed from the maintained totals on each
 * read, and frozen into statement lines by a settlement.
 */

/** An event's cause and currency; an event without a row shows no fundraising anywhere. */
export const eventFundraising = pgTable('event_fundraising', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** ISO 4217. */
  currency: text('currency').notNull().default('EUR'),
  charityName: text('charity_name').notNull(),
  charityUrl: text('charity_url'),
  description: text('description').notNull().default(''),
  /**
   * Set by a settlement, cleared by a reopen: while set, the event's activities and pledges
   * are final (EVENT_SETTLED) and the answer shows the latest statement.
   */
  settledAt: timestamp('settled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A sponsor's promise: per km of a scope, a fixed amount, or a match of the others. */
export const pledges = pgTable(
  'pledges',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sponsorName: text('sponsor_name').notNull(),
    sponsorEmail: text('sponsor_email'),
    /** perKm | fixed | match */
    kind: text('kind').notNull(),
    /** event | team | participant */
    scope: text('scope').notNull(),
    /** A deleted team leaves the pledge counting nothing (its lines keep the name once settled). */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** A deleted participant likewise. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ratePerKmMinor: bigint('rate_per_km_minor', { mode: 'number' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    matchPercent: integer('match_percent'),
    capMinor: bigint('cap_minor', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pledges_event_idx').on(t.eventId, t.createdAt),
    check('pledges_kind_check', sql`${t.kind} in ('perKm', 'fixed', 'match')`),
    check('pledges_scope_check', sql`${t.scope} in ('event', 'team', 'participant')`),
  ],
);

/** Money a sponsor paid towards a pledge, as the organiser recorded it. */
export const pledgePayments = pgTable(
  'pledge_payments',
  {
    id: id(),
    pledgeId: uuid('pledge_id')
      .notNull()
      .references(() => pledges.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('pledge_payments_pledge_idx').on(t.pledgeId),
    index('pledge_payments_event_idx').on(t.eventId),
  ],
);

/** One frozen settlement of an event; a reopen and a new settle write the next version. */
export const fundraisingStatements = pgTable(
  'fundraising_statements',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    currency: text('currency').notNull(),
    charityName: text('charity_name').notNull(),
    raisedMinor: bigint('raised_minor', { mode: 'number' }).notNull(),
    /** The event's counted kilometres at the settlement, in tenths. */
    kmTenths: bigint('km_tenths', { mode: 'number' }).notNull(),
    settledBy: uuid('settled_by').references(() => users.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fundraising_statements_version_key').on(t.eventId, t.version)],
);

/**
 * A pledge's line of a statement, copied at the settlement so it stays as it was: the
 * terms, the sponsor and team names and the kilometres it counted. A later change of the
 * pledge or its team does not change it; the participant is named from their account, so
 * a deleted participant's line keeps its amounts and loses the name (decision 070).
 */
export const fundraisingStatementLines = pgTable(
  'fundraising_statement_lines',
  {
    statementId: uuid('statement_id')
      .notNull()
      .references(() => fundraisingStatements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    pledgeId: uuid('pledge_id').references(() => pledges.id, { onDelete: 'set null' }),
    sponsorName: text('sponsor_name').notNull(),
    sponsorEmail: text('sponsor_email'),
    kind: text('kind').notNull(),
    scope: text('scope').notNull(),
    teamName: text('team_name'),
    /** The participant of a participant pledge: named from the account as it is now. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ratePerKmMinor: bigint('rate_per_km_minor', { mode: 'number' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    matchPercent: integer('match_percent'),
    capMinor: bigint('cap_minor', { mode: 'number' }),
    kmTenths: bigint('km_tenths', { mode: 'number' }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    owedMinor: bigint('owed_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.statementId, t.position] })],
);

/**
 * The milestones (percent of the total of caps) an event's fundraising has reached. The
 * row is claimed in the transaction that queues its notifications, so each milestone is
 * told once, whichever process or request sees it first.
 */
export const fundraisingMilestones = pgTable(
  'fundraising_milestones',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    percent: smallint('percent').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.percent] })],
);
