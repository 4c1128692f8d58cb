CREATE TABLE "event_totals" (
	"event_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"total_km_tenths" bigint DEFAULT 0 NOT NULL,
	"total_mile_tenths" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_totals_event_id_shard_pk" PRIMARY KEY("event_id","shard")
);
--> statement-breakpoint
ALTER TABLE "event_totals" ADD CONSTRAINT "event_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing collective totals move to shard 0 before their columns go.
INSERT INTO "event_totals" ("event_id", "shard", "total_km_tenths", "total_mile_tenths") SELECT "id", 0, "total_km_tenths", "total_mile_tenths" FROM "events";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "total_km_tenths";--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "total_mile_tenths";