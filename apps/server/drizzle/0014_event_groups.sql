CREATE TABLE "event_daily_totals" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"km_tenths" bigint DEFAULT 0 NOT NULL,
	"activities" integer DEFAULT 0 NOT NULL,
	"new_participants" integer DEFAULT 0 NOT NULL,
	"last_active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_daily_totals_event_id_day_shard_pk" PRIMARY KEY("event_id","day","shard")
);
--> statement-breakpoint
CREATE TABLE "event_segment_rank_counts" (
	"event_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"segment" text NOT NULL,
	"level" smallint NOT NULL,
	"value" bigint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "event_segment_rank_counts_event_id_dimension_segment_level_value_pk" PRIMARY KEY("event_id","dimension","segment","level","value")
);
--> statement-breakpoint
CREATE TABLE "event_segment_totals" (
	"event_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"segment" text NOT NULL,
	"shard" smallint NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	"total_km_tenths" bigint DEFAULT 0 NOT NULL,
	"total_mile_tenths" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_segment_totals_event_id_dimension_segment_shard_pk" PRIMARY KEY("event_id","dimension","segment","shard")
);
--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "user_type" text;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "joined_on" date;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "last_active_date" date;--> statement-breakpoint
ALTER TABLE "event_daily_totals" ADD CONSTRAINT "event_daily_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_segment_rank_counts" ADD CONSTRAINT "event_segment_rank_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_segment_totals" ADD CONSTRAINT "event_segment_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 072): the groups and days of an event, kept by triggers for every
-- writer (joins, activity writes, reviews, removals, seeds, corrections) as the rank counts
-- (0002) and team totals (0012) are. A participation copies its user's type and country
-- when it is made; later profile edits leave it (only an administrator corrects it).
UPDATE "event_participants" AS ep SET "user_type" = u."user_type", "country" = u."country",
  "joined_on" = (ep."joined_at" AT TIME ZONE 'Europe/Berlin')::date
FROM "users" AS u WHERE u."id" = ep."user_id";
--> statement-breakpoint
UPDATE "event_participants" AS ep SET "last_active_date" = a.last
FROM (SELECT "event_id", "user_id", max("date") AS last FROM "activities"
      WHERE "review_status" IN ('ok', 'flagged', 'approved') GROUP BY 1, 2) AS a
WHERE a."event_id" = ep."event_id" AND a."user_id" = ep."user_id";
--> statement-breakpoint
INSERT INTO "event_segment_totals"
SELECT "event_id", d.dimension, d.segment, 0, count(*)::int, count(*) FILTER (WHERE "activity_count" > 0)::int,
       sum("total_km_tenths"), sum("total_mile_tenths")
FROM "event_participants"
CROSS JOIN LATERAL (VALUES ('userType', coalesce("user_type", '')), ('country', coalesce("country", '')),
                           ('team', "team_id"::text)) AS d(dimension, segment)
WHERE d.segment IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "event_segment_rank_counts"
SELECT "event_id", d.dimension, d.segment, l.level, l.value, count(*)::int
FROM "event_participants"
CROSS JOIN LATERAL (VALUES ('userType', coalesce("user_type", '')), ('country', coalesce("country", '')))
  AS d(dimension, segment)
CROSS JOIN LATERAL (VALUES (0::smallint, "total_km_tenths"), (1::smallint, "total_km_tenths" / 1000)) AS l(level, value)
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "event_daily_totals" ("event_id", "day", "shard", "km_tenths", "activities", "new_participants", "last_active")
SELECT "event_id", day, 0, sum(km), sum(n)::int, sum(joined)::int, sum(last)::int FROM (
  SELECT "event_id", "date" AS day, sum("distance_km_tenths") AS km, count(*) AS n, 0 AS joined, 0 AS last
  FROM "activities" WHERE "review_status" IN ('ok', 'flagged', 'approved') GROUP BY 1, 2
  UNION ALL
  SELECT "event_id", "joined_on", 0, 0, count(*), 0 FROM "event_participants" GROUP BY 1, 2
  UNION ALL
  SELECT "event_id", "last_active_date", 0, 0, 0, count(*) FROM "event_participants"
  WHERE "last_active_date" IS NOT NULL GROUP BY 1, 2
) AS parts GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "event_participants_copy_groups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "user_type", "country" INTO NEW.user_type, NEW.country FROM "users" WHERE "id" = NEW.user_id;
  -- The app passes the day in its time zone; other writers get the session's.
  NEW.joined_on := coalesce(NEW.joined_on, NEW.joined_at::date);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "event_participants_groups"
BEFORE INSERT ON "event_participants"
FOR EACH ROW EXECUTE FUNCTION "event_participants_copy_groups"();
--> statement-breakpoint
-- Adds to a random one of 8 shards of a group's sums (as event_team_totals_add).
CREATE FUNCTION "event_segment_add"(ev uuid, dim text, seg text, reg int, act int, km bigint, mile bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF seg IS NULL OR (reg = 0 AND act = 0 AND km = 0 AND mile = 0) THEN RETURN; END IF;
  INSERT INTO "event_segment_totals" AS t VALUES (ev, dim, seg, floor(random() * 8)::smallint, reg, act, km, mile)
    ON CONFLICT ("event_id", "dimension", "segment", "shard") DO UPDATE SET
      "registered" = t."registered" + excluded."registered", "active" = t."active" + excluded."active",
      "total_km_tenths" = t."total_km_tenths" + excluded."total_km_tenths",
      "total_mile_tenths" = t."total_mile_tenths" + excluded."total_mile_tenths";
END
$$;
--> statement-breakpoint
-- Counts `d` participants at a total in a group's rank counts, at both levels (joins,
-- removals and corrections).
CREATE FUNCTION "event_segment_rank_add"(ev uuid, dim text, seg text, total bigint, d int)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "event_segment_rank_counts" AS c VALUES (ev, dim, seg, 0, total, d)
    ON CONFLICT ("event_id", "dimension", "segment", "level", "value") DO UPDATE SET "n" = c."n" + excluded."n";
  INSERT INTO "event_segment_rank_counts" AS c VALUES (ev, dim, seg, 1, total / 1000, d)
    ON CONFLICT ("event_id", "dimension", "segment", "level", "value") DO UPDATE SET "n" = c."n" + excluded."n";
END
$$;
--> statement-breakpoint
-- Adds to one of 8 shards of an event's day, the same one for every change of one
-- transaction: a create moves today's row twice (its km, then its participant's latest day),
-- and two random shards each could make two creates wait for each other.
CREATE FUNCTION "event_daily_add"(ev uuid, d date, km bigint, n int, joined int, last int)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d IS NULL OR (km = 0 AND n = 0 AND joined = 0 AND last = 0) THEN RETURN; END IF;
  INSERT INTO "event_daily_totals" AS t VALUES (ev, d, (txid_current() % 8)::smallint, km, n, joined, last)
    ON CONFLICT ("event_id", "day", "shard") DO UPDATE SET
      "km_tenths" = t."km_tenths" + excluded."km_tenths", "activities" = t."activities" + excluded."activities",
      "new_participants" = t."new_participants" + excluded."new_participants",
      "last_active" = t."last_active" + excluded."last_active";
END
$$;
--> statement-breakpoint
-- A participation's part in its groups and days: what it adds (sign 1) or takes away (-1).
CREATE FUNCTION "event_participation_groups_add"(p "event_participants", sign int)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  act int := sign * (p.activity_count > 0)::int;
  km bigint := sign * p.total_km_tenths;
  mile bigint := sign * p.total_mile_tenths;
BEGIN
  PERFORM "event_segment_add"(p.event_id, 'userType', coalesce(p.user_type, ''), sign, act, km, mile);
  PERFORM "event_segment_add"(p.event_id, 'country', coalesce(p.country, ''), sign, act, km, mile);
  PERFORM "event_segment_add"(p.event_id, 'team', p.team_id::text, sign, act, km, mile);
  PERFORM "event_segment_rank_add"(p.event_id, 'userType', coalesce(p.user_type, ''), p.total_km_tenths, sign);
  PERFORM "event_segment_rank_add"(p.event_id, 'country', coalesce(p.country, ''), p.total_km_tenths, sign);
  PERFORM "event_daily_add"(p.event_id, p.joined_on, 0, 0, sign, 0);
  PERFORM "event_daily_add"(p.event_id, p.last_active_date, 0, 0, 0, sign);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "event_groups_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  act int;
  km bigint;
  mile bigint;
  lo bigint;
  hi bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "event_participation_groups_add"(NEW, 1);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- The event itself is going: its groups and days go with it (foreign key).
    IF NOT EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD.event_id) THEN RETURN NULL; END IF;
    PERFORM "event_participation_groups_add"(OLD, -1);
    RETURN NULL;
  END IF;
  IF OLD.user_type IS DISTINCT FROM NEW.user_type OR OLD.country IS DISTINCT FROM NEW.country
     OR OLD.team_id IS DISTINCT FROM NEW.team_id OR OLD.joined_on IS DISTINCT FROM NEW.joined_on THEN
    -- A correction or a team change: move the whole participation.
    PERFORM "event_participation_groups_add"(OLD, -1);
    PERFORM "event_participation_groups_add"(NEW, 1);
    RETURN NULL;
  END IF;
  -- The hot path, an activity written: add the differences, one statement for the three
  -- groups' sums and one for their rank counts (a statement per row cost a third more).
  act := (NEW.activity_count > 0)::int - (OLD.activity_count > 0)::int;
  km := NEW.total_km_tenths - OLD.total_km_tenths;
  mile := NEW.total_mile_tenths - OLD.total_mile_tenths;
  IF act <> 0 OR km <> 0 OR mile <> 0 THEN
    INSERT INTO "event_segment_totals" AS t
    SELECT NEW.event_id, g.dimension, g.segment, floor(random() * 8)::smallint, 0, act, km, mile
    FROM (VALUES ('country', coalesce(NEW.country, '')), ('team', NEW.team_id::text),
                 ('userType', coalesce(NEW.user_type, ''))) AS g(dimension, segment)
    WHERE g.segment IS NOT NULL
    ON CONFLICT ("event_id", "dimension", "segment", "shard") DO UPDATE SET
      "active" = t."active" + excluded."active",
      "total_km_tenths" = t."total_km_tenths" + excluded."total_km_tenths",
      "total_mile_tenths" = t."total_mile_tenths" + excluded."total_mile_tenths";
  END IF;
  IF km <> 0 THEN
    lo := least(OLD.total_km_tenths, NEW.total_km_tenths);
    hi := greatest(OLD.total_km_tenths, NEW.total_km_tenths);
    -- As event_rank_counts_apply (0002): the bucket rows only when the bucket changes (a
    -- group's few buckets are rows every create would queue on), and every create locks count
    -- rows in one order (by dimension, level, value), so no two wait for each other.
    INSERT INTO "event_segment_rank_counts" AS c
    SELECT NEW.event_id, g.dimension, g.segment, r.level, r.value,
           CASE WHEN r.old THEN -1 ELSE 1 END
    FROM (VALUES (1, 'country', coalesce(NEW.country, '')), (2, 'userType', coalesce(NEW.user_type, '')))
      AS g(k, dimension, segment)
    CROSS JOIN (VALUES (1, 0::smallint, lo, lo = OLD.total_km_tenths), (2, 0::smallint, hi, hi = OLD.total_km_tenths),
                       (3, 1::smallint, lo / 1000, lo = OLD.total_km_tenths),
                       (4, 1::smallint, hi / 1000, hi = OLD.total_km_tenths)) AS r(o, level, value, old)
    WHERE r.level = 0 OR lo / 1000 <> hi / 1000
    ORDER BY g.k, r.o
    ON CONFLICT ("event_id", "dimension", "segment", "level", "value") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  IF OLD.last_active_date IS DISTINCT FROM NEW.last_active_date THEN
    PERFORM "event_daily_add"(NEW.event_id, OLD.last_active_date, 0, 0, 0, -1);
    PERFORM "event_daily_add"(NEW.event_id, NEW.last_active_date, 0, 0, 0, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "event_participants_groups_totals"
AFTER INSERT OR DELETE OR UPDATE OF "total_km_tenths", "total_mile_tenths", "activity_count",
  "user_type", "country", "team_id", "joined_on", "last_active_date" ON "event_participants"
FOR EACH ROW EXECUTE FUNCTION "event_groups_apply"();
--> statement-breakpoint
-- The latest counted activity date of one participation, from its activities.
CREATE FUNCTION "event_participation_last_active"(ev uuid, usr uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last date := (SELECT max("date") FROM "activities" WHERE "user_id" = usr AND "event_id" = ev
                AND "review_status" IN ('ok', 'flagged', 'approved'));
BEGIN
  UPDATE "event_participants" SET "last_active_date" = last
  WHERE "event_id" = ev AND "user_id" = usr AND "last_active_date" IS DISTINCT FROM last;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "activities_daily_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- The participant's latest day is moved by the create's own statement (which updates
    -- the participation anyway); a writer of activities that bypasses it sets it itself.
    IF NEW.review_status IN ('ok', 'flagged', 'approved') THEN
      PERFORM "event_daily_add"(NEW.event_id, NEW.date, NEW.distance_km_tenths, 1, 0, 0);
    END IF;
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD.event_id) THEN RETURN NULL; END IF;
  IF OLD.review_status IN ('ok', 'flagged', 'approved') THEN
    PERFORM "event_daily_add"(OLD.event_id, OLD.date, -OLD.distance_km_tenths, -1, 0, 0);
  END IF;
  PERFORM "event_participation_last_active"(OLD.event_id, OLD.user_id);
  IF TG_OP = 'UPDATE' THEN
    IF NEW.review_status IN ('ok', 'flagged', 'approved') THEN
      PERFORM "event_daily_add"(NEW.event_id, NEW.date, NEW.distance_km_tenths, 1, 0, 0);
    END IF;
    IF NEW.event_id <> OLD.event_id THEN
      PERFORM "event_participation_last_active"(NEW.event_id, NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_daily"
AFTER INSERT OR DELETE ON "activities"
FOR EACH ROW EXECUTE FUNCTION "activities_daily_apply"();
--> statement-breakpoint
CREATE TRIGGER "activities_daily_changed"
AFTER UPDATE OF "date", "distance_km_tenths", "review_status", "event_id" ON "activities"
FOR EACH ROW WHEN (OLD.date IS DISTINCT FROM NEW.date
  OR OLD.distance_km_tenths IS DISTINCT FROM NEW.distance_km_tenths
  OR OLD.review_status IS DISTINCT FROM NEW.review_status
  OR OLD.event_id IS DISTINCT FROM NEW.event_id)
EXECUTE FUNCTION "activities_daily_apply"();
