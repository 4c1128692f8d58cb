CREATE TABLE "event_team_totals" (
	"event_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"total_km_tenths" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_team_totals_event_id_team_id_shard_pk" PRIMARY KEY("event_id","team_id","shard")
);
--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "event_team_totals" ADD CONSTRAINT "event_team_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 070): the participations' teams and the team totals, kept by
-- triggers for every writer (joins, activity writes, team changes, removals, seeds), as
-- the rank counts are (0002). A participation copies its user's team when it is made and
-- whenever the user changes team; its total moves with it.
UPDATE "event_participants" AS ep SET "team_id" = u."team_id"
FROM "users" AS u WHERE u."id" = ep."user_id" AND u."team_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "event_team_totals" ("event_id", "team_id", "shard", "total_km_tenths")
SELECT "event_id", "team_id", 0, sum("total_km_tenths") FROM "event_participants"
WHERE "team_id" IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
-- Adds km to a random one of 8 shards of a team's total: concurrent activity writes of one
-- team's members wait for each other only when they pick the same shard.
CREATE FUNCTION "event_team_totals_add"(ev uuid, team uuid, km bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF team IS NULL OR km = 0 THEN RETURN; END IF;
  INSERT INTO "event_team_totals" AS t VALUES (ev, team, floor(random() * 8)::smallint, km)
    ON CONFLICT ("event_id", "team_id", "shard")
    DO UPDATE SET "total_km_tenths" = t."total_km_tenths" + excluded."total_km_tenths";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "event_participants_copy_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.team_id := (SELECT "team_id" FROM "users" WHERE "id" = NEW.user_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "event_participants_team"
BEFORE INSERT ON "event_participants"
FOR EACH ROW EXECUTE FUNCTION "event_participants_copy_team"();
--> statement-breakpoint
CREATE FUNCTION "event_team_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "event_team_totals_add"(NEW.event_id, NEW.team_id, NEW.total_km_tenths);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- The event itself is going: its team totals go with it (foreign key).
    IF NOT EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD.event_id) THEN RETURN NULL; END IF;
    PERFORM "event_team_totals_add"(OLD.event_id, OLD.team_id, -OLD.total_km_tenths);
    RETURN NULL;
  END IF;
  IF OLD.team_id IS NOT DISTINCT FROM NEW.team_id THEN
    PERFORM "event_team_totals_add"(NEW.event_id, NEW.team_id,
      NEW.total_km_tenths - OLD.total_km_tenths);
  ELSE
    PERFORM "event_team_totals_add"(OLD.event_id, OLD.team_id, -OLD.total_km_tenths);
    PERFORM "event_team_totals_add"(NEW.event_id, NEW.team_id, NEW.total_km_tenths);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "event_participants_team_totals"
AFTER INSERT OR DELETE OR UPDATE OF "total_km_tenths", "team_id" ON "event_participants"
FOR EACH ROW EXECUTE FUNCTION "event_team_totals_apply"();
--> statement-breakpoint
CREATE FUNCTION "users_team_to_participations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "event_participants" SET "team_id" = NEW.team_id WHERE "user_id" = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_team_changed"
AFTER UPDATE OF "team_id" ON "users"
FOR EACH ROW WHEN (OLD.team_id IS DISTINCT FROM NEW.team_id)
EXECUTE FUNCTION "users_team_to_participations"();
