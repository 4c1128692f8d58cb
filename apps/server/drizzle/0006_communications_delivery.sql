-- The communications table was never written before: its single message column gives way
-- to one per language without carrying anything over.
ALTER TABLE "communications" DROP COLUMN "message";--> statement-breakpoint
CREATE TABLE "communication_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"communication_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text,
	"language" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "communications" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "message_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "message_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "total_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "sender_language" text DEFAULT 'DE' NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communication_recipients" ADD CONSTRAINT "communication_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communication_recipients_user_key" ON "communication_recipients" USING btree ("communication_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "communication_recipients_email_key" ON "communication_recipients" USING btree ("communication_id","email");--> statement-breakpoint
CREATE INDEX "communication_recipients_pending_idx" ON "communication_recipients" USING btree ("communication_id") WHERE "communication_recipients"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_per_model_idx" ON "notifications" USING btree ("model_id","user_id") WHERE "notifications"."type" in (1000, 1001);