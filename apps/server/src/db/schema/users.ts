import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { teams } from './teams';

/** Participants and administrators. Enumerated text columns hold the values of packages/shared. */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    /** Lower-cased, accent-free "first last display email", maintained by the service for search. */
    searchText: text('search_text').notNull().default(''),
    userType: text('user_type'),
    country: text('country').notNull(),
    role: text('role').notNull().default('user'),
    /** Storage key of the re-encoded avatar. */
    avatarKey: text('avatar_key'),
    language: text('language').notNull().default('EN'),
    unit: text('unit').notNull().default('KM'),
    gender: text('gender'),
    company: text('company'),
    activityType: text('activity_type').notNull().default('Running'),
    activityShare: text('activity_share').notNull().default('Public'),
    activityViewPhotoAndComment: text('activity_view_photo_and_comment')
      .notNull()
      .default('Friends'),
    acceptFriendship: boolean('accept_friendship').notNull().default(true),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    /** Active flag: false means deactivated by an administrator. */
    status: boolean('status').notNull().default(true),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_team_idx').on(t.teamId),
    index('users_display_name_idx').on(sql`${t.displayName} collate "und-x-icu"`, t.id),
    index('users_created_at_idx').on(t.createdAt),
    // The report detail's order (last, first name): its pages and download chunks walk it.
    index('users_report_name_idx').on(
      sql`${t.lastName} collate "und-x-icu"`,
      sql`${t.firstName} collate "und-x-icu"`,
      t.id,
    ),
  ],
);

/** Server-side sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** One-time tokens of email links (verification, password reset); only the hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/** Web Push subscriptions, one per browser endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Company sign-ins in progress (decision 090). `start` stores the state's hash with the PKCE
 * verifier and the nonce; the provider's return claims the row once (`used_at`) and, when
 * every check passed, stores the hash of the one-time code that hands the session to the app
 * and whose it is. Rows live minutes; expired ones are deleted by the next start.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    keepLoggedIn: boolean('keep_logged_in').notNull(),
    /** The app path to open once signed in (a checked path, never an address). */
    returnTo: text('return_to'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    handoverHash: text('handover_hash'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sso_logins_handover_hash_key').on(t.handoverHash),
    index('sso_logins_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Which company identity (issuer and subject) an account signs in with (decision 090): one
 * per account. `origin` records how it came about: `created` by the first company sign-in,
 * or `linked` to an account that existed with the same verified address.
 */
export const userSsoLinks = pgTable(
  'user_sso_links',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    origin: text('origin').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('user_sso_links_identity_key').on(t.issuer, t.subject)],
);
