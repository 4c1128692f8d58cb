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
-- rather than code at each call site (decision 020). Rows are touched in (level, value)
-- order, so concurrent changes lock them in the same order and cannot deadlock.
CREATE FUNCTION "event_rank_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ev uuid;
  old_total bigint;
  new_total bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    ev := NEW.event_id; new_total := NEW.total_km_tenths;
  ELSIF TG_OP = 'DELETE' THEN
    ev := OLD.event_id; old_total := OLD.total_km_tenths;
    -- The event itself is being deleted: its counts go with it.
    IF NOT EXISTS (SELECT 1 FROM "events" WHERE "id" = ev) THEN RETURN NULL; END IF;
  ELSE
    IF NEW.total_km_tenths = OLD.total_km_tenths AND NEW.event_id = OLD.event_id THEN RETURN NULL; END IF;
    ev := NEW.event_id; old_total := OLD.total_km_tenths; new_total := NEW.total_km_tenths;
  END IF;
  INSERT INTO "event_rank_counts" AS c ("event_id", "level", "value", "n")
  SELECT ev, d.level, d.value, sum(d.delta)::int
  FROM (
    SELECT 0::smallint AS level, old_total AS value, -1 AS delta WHERE old_total IS NOT NULL
    UNION ALL SELECT 1::smallint, old_total / 1000, -1 WHERE old_total IS NOT NULL
    UNION ALL SELECT 0::smallint, new_total, 1 WHERE new_total IS NOT NULL
    UNION ALL SELECT 1::smallint, new_total / 1000, 1 WHERE new_total IS NOT NULL
  ) d
  GROUP BY d.level, d.value
  HAVING sum(d.delta) <> 0
  ORDER BY d.level, d.value
  ON CONFLICT ("event_id", "level", "value") DO UPDATE SET "n" = c."n" + excluded."n";
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
