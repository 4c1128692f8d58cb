import type { FairPlaySettings } from '@cc/shared/fair-play/fair-play.rules';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/** A value of a statement: a bound value, a placeholder of a prepared statement, or SQL. */
type Value = string | Placeholder | SQL;

/** One of the participant's other entries of the day. */
export interface SameDayEntry {
  id: string;
  km: number;
}

/**
 * What the fair play checks read with an activity write, as correlated subqueries for a
 * select list (decision 071), so a create learns them in the read it makes anyway:
 * - `fairPlay`: the event's saved settings (null: the defaults);
 * - `activityType`: the owner's profile activity type (the speed limit's);
 * - `sameDay`: the owner's other entries of `date` in the event, but excluded ones;
 * - `medianKmTenths`: the median of the owner's entries in the event, but excluded ones,
 *   once there are at least `minEntries`.
 * `exceptId` leaves the edited activity out. Both use activities_user_event_date_idx.
 */
export function entryFactColumns(opts: {
  eventId: Value;
  userId: Value;
  date: Value;
  exceptId: Value | null;
  minEntries: number;
}) {
  const others = opts.exceptId === null ? sql`true` : sql`a.id <> ${opts.exceptId}::uuid`;
  return {
    fairPlay: sql<FairPlaySettings | null>`(select fp.settings from event_fair_play fp
      where fp.event_id = ${opts.eventId}::uuid)`,
    activityType: sql<string | null>`(select u.activity_type from users u
      where u.id = ${opts.userId}::uuid)`,
    sameDay: sql<SameDayEntry[] | null>`(select json_agg(json_build_object(
        'id', a.id, 'km', a.distance_km_tenths))
      from activities a
      where a.user_id = ${opts.userId}::uuid and a.event_id = ${opts.eventId}::uuid
        and a.date = ${opts.date}::date and a.review_status <> 'excluded' and ${others})`,
    medianKmTenths: sql<number | null>`(select percentile_disc(0.5)
        within group (order by a.distance_km_tenths)
      from activities a
      where a.user_id = ${opts.userId}::uuid and a.event_id = ${opts.eventId}::uuid
        and a.review_status <> 'excluded' and ${others}
      having count(*) >= ${opts.minEntries})`,
  };
}
