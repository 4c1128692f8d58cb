CREATE TABLE "event_rank_counts" (
	"event_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"value" bigint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "event_rank_counts_event_id_level_value_pk" PRIMARY KEY("event_id","level","value")
);
--> statement-breakpoint
ALTER TABLE "event_rank_counts" ADD CONSTRAINT "event_rank_counts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps event_rank_counts equal to the participants' totals for every writer (activity
-- writes, joins, removals, seeds): a derived index of event_participants, so a trigger
-- rather than code at each call site (decision 020). Plain single-row statements (a
-- grouped upsert cost twice as much on the create path); level 0 before level 1 and the
-- lower value first, so concurrent changes lock count rows in the same order.
CREATE FUNCTION "event_rank_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "event_rank_counts" AS c VALUES (NEW.event_id, 0, NEW.total_km_tenths, 1)
      ON CONFLICT ("event_id", "level", "value") DO UPDATE SET "n" = c."n" + 1;
    INSERT INTO "event_rank_counts" AS c VALUES (NEW.event_id, 1, NEW.total_km_tenths / 1000, 1)
      ON CONFLICT ("event_id", "level", "value") DO UPDATE SET "n" = c."n" + 1;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM "events" WHERE "id" = OLD.event_id) THEN RETURN NULL; END IF;
    UPDATE "event_rank_counts" SET "n" = "n" - 1
      WHERE "event_id" = OLD.event_id AND "level" = 0 AND "value" = OLD.total_km_tenths;
    UPDATE "event_rank_counts" SET "n" = "n" - 1
      WHERE "event_id" = OLD.event_id AND "level" = 1 AND "value" = OLD.total_km_tenths / 1000;
    RETURN NULL;
  END IF;
  IF NEW.total_km_tenths = OLD.total_km_tenths THEN RETURN NULL; END IF;
  ev := NEW.event_id;
  -- Lower value first, level 0 before level 1: every writer locks count rows in one order.
  IF OLD.total_km_tenths < NEW.total_km_tenths THEN
    UPDATE "event_rank_counts" SET "n" = "n" - 1
      WHERE "event_id" = ev AND "level" = 0 AND "value" = OLD.total_km_tenths;
    INSERT INTO "event_rank_counts" AS c VALUES (ev, 0, NEW.total_km_tenths, 1)
      ON CONFLICT ("event_id", "level", "value") DO UPDATE SET "n" = c."n" + 1;
  ELSE
    INSERT INTO "event_rank_counts" AS c VALUES (ev, 0, NEW.total_km_tenths, 1)
      ON CONFLICT ("event_id", "level", "value") DO UPDATE SET "n" = c."n" + 1;
    UPDATE "event_rank_counts" SET "n" = "n" - 1
      WHERE "event_id" = ev AND "level" = 0 AND "value" = OLD.total_km_tenths;
  END IF;
  IF OLD.total_km_tenths / 1000 <> NEW.total_km_tenths / 1000 THEN
    IF OLD.total_km_tenths < NEW.total_km_tenths THEN
      UPDATE "event_rank_counts" SET "n" = "n" - 1
        WHERE "event_id" = ev AND "level" = 1 AND "value" = OLD.total_km_tenths / 1000;
      INSERT INTO "event_rank_counts" AS c VALUES (ev, 1, NEW.total_km_tenths / 1000, 1)
        ON CONFLICT ("event_id", "level", "value") DO UPDATE SET "n" = c."n" + 1;
    ELSE
      INSERT INTO "event_rank_counts" AS c VALUES (ev, 1, NEW.total_km_tenths / 1000, 1)
        ON CONFLICT ("event_id", "level", "value") DO UPDATE SET "n" = c."n" + 1;
      UPDATE "event_rank_counts" SET "n" = "n" - 1
        WHERE "event_id" = ev AND "level" = 1 AND "value" = OLD.total_km_tenths / 1000;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "event_participants_rank_counts"
AFTER INSERT OR DELETE OR UPDATE OF "total_km_tenths" ON "event_participants"
FOR EACH ROW EXECUTE FUNCTION "event_rank_counts_apply"();
--> statement-breakpoint
INSERT INTO "event_rank_counts" ("event_id", "level", "value", "n")
SELECT "event_id", 0, "total_km_tenths", count(*)::int FROM "event_participants" GROUP BY 1, 3
UNION ALL
SELECT "event_id", 1, "total_km_tenths" / 1000, count(*)::int FROM "event_participants" GROUP BY 1, 3;
