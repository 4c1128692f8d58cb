import type { FairPlaySettings } from '@cc/shared/fair-play/fair-play.rules';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/** A value of a statement: a bound value, a placeholder of a prepared statement, or SQL. */
type Value = string | Placeholder | SQL;

/**
 * What the fair play checks read with an activity write, as correlated subqueries for a
 * select list (decision 071), so a create learns them in the read it makes anyway:
 * - `fairPlay`: the event's saved settings (null: the defaults);
 * - `activityType`: the owner's profile activity type (the speed limit's);
 * - `sameDayKmTenths`: the sum of the owner's other entries of `date` in the event, but
 *   excluded ones;
 * - `duplicateOfId`: one of those within `duplicateTenths` of `kmTenths`, if any;
 * `exceptId` leaves the edited activity out. All use activities_user_event_date_idx, and
 * answer scalars: nothing per entry travels back. The median an outlier is measured by is
 * read apart (medianKmTenthsColumn), only for an entry long enough to be one: inside the
 * create's prepared statement, a placeholder deciding whether to read it made PostgreSQL
 * plan the statement again on every call.
 */
export function entryFactColumns(opts: {
  eventId: Value;
  userId: Value;
  date: Value;
  kmTenths: Value | number;
  exceptId: Value | null;
  duplicateTenths: number;
}) {
  const others = opts.exceptId === null ? sql`true` : sql`a.id <> ${opts.exceptId}::uuid`;
  const mine = sql`a.user_id = ${opts.userId}::uuid and a.event_id = ${opts.eventId}::uuid
    and a.review_status <> 'excluded' and ${others}`;
  return {
    fairPlay: sql<FairPlaySettings | null>`(select fp.settings from event_fair_play fp
      where fp.event_id = ${opts.eventId}::uuid)`,
    activityType: sql<string | null>`(select u.activity_type from users u
      where u.id = ${opts.userId}::uuid)`,
    sameDayKmTenths: sql<number | string>`(select coalesce(sum(a.distance_km_tenths), 0)
      from activities a where ${mine} and a.date = ${opts.date}::date)`,
    duplicateOfId: sql<string | null>`(select a.id from activities a
      where ${mine} and a.date = ${opts.date}::date
        and abs(a.distance_km_tenths - ${opts.kmTenths}::int) <= ${opts.duplicateTenths}
      limit 1)`,
  };
}

/**
 * The median of the owner's entries in the event (tenths), but excluded ones and
 * `exceptId`, once there are at least `minEntries`; null before.
 */
export function medianKmTenthsColumn(opts: {
  eventId: string;
  userId: string;
  exceptId: string | null;
  minEntries: number;
}) {
  const others = opts.exceptId === null ? sql`true` : sql`a.id <> ${opts.exceptId}::uuid`;
  return sql<number | string | null>`(select percentile_disc(0.5)
      within group (order by a.distance_km_tenths)
    from activities a
    where a.user_id = ${opts.userId}::uuid and a.event_id = ${opts.eventId}::uuid
      and a.review_status <> 'excluded' and ${others}
    having count(*) >= ${opts.minEntries})`;
}
