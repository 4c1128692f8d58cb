CREATE TABLE "activity_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"activity_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_fair_play" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "review_status" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "review_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "activity_images" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "activity_images" ADD COLUMN "captured_on" date;--> statement-breakpoint
ALTER TABLE "activity_reviews" ADD CONSTRAINT "activity_reviews_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reviews" ADD CONSTRAINT "activity_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_reviews" ADD CONSTRAINT "activity_reviews_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_fair_play" ADD CONSTRAINT "event_fair_play_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_reviews_activity_idx" ON "activity_reviews" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_review_queue_idx" ON "activities" USING btree ("event_id","review_status","created_at" desc,"id" desc) WHERE "activities"."review_status" in ('flagged', 'held');--> statement-breakpoint
CREATE INDEX "activities_review_all_idx" ON "activities" USING btree ("review_status","created_at" desc,"id" desc) WHERE "activities"."review_status" in ('flagged', 'held');--> statement-breakpoint
CREATE INDEX "activity_images_sha256_idx" ON "activity_images" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_review_status_check" CHECK ("activities"."review_status" in ('ok', 'flagged', 'held', 'approved', 'excluded'));--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_duration_check" CHECK ("activities"."duration_minutes" is null or "activities"."duration_minutes" between 1 and 1440);--> statement-breakpoint
-- Hand-written: the review audit is append-only (decision 071). Rows go only with their event
-- or their owner's account (cascades); the one update allowed is the foreign key clearing a
-- deleted organiser's id.
CREATE FUNCTION "activity_reviews_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.admin_id IS NULL AND OLD.admin_id IS NOT NULL
     AND (NEW.id, NEW.activity_id, NEW.event_id, NEW.user_id, NEW.action, NEW.from_status,
          NEW.to_status, NEW.reason, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.activity_id, OLD.event_id, OLD.user_id, OLD.action, OLD.from_status,
          OLD.to_status, OLD.reason, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'activity_reviews is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_reviews_no_update"
BEFORE UPDATE ON "activity_reviews"
FOR EACH ROW EXECUTE FUNCTION "activity_reviews_append_only"();
