CREATE TABLE "event_fundraising" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"charity_name" text NOT NULL,
	"charity_url" text,
	"description" text DEFAULT '' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fundraising_milestones" (
	"event_id" uuid NOT NULL,
	"percent" smallint NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fundraising_milestones_event_id_percent_pk" PRIMARY KEY("event_id","percent")
);
--> statement-breakpoint
CREATE TABLE "fundraising_statement_lines" (
	"statement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pledge_id" uuid,
	"sponsor_name" text NOT NULL,
	"sponsor_email" text,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"team_name" text,
	"user_id" uuid,
	"rate_per_km_minor" bigint,
	"amount_minor" bigint,
	"match_percent" integer,
	"cap_minor" bigint,
	"km_tenths" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"owed_minor" bigint NOT NULL,
	CONSTRAINT "fundraising_statement_lines_statement_id_position_pk" PRIMARY KEY("statement_id","position")
);
--> statement-breakpoint
CREATE TABLE "fundraising_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"currency" text NOT NULL,
	"charity_name" text NOT NULL,
	"raised_minor" bigint NOT NULL,
	"km_tenths" bigint NOT NULL,
	"settled_by" uuid,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledge_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pledge_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"sponsor_name" text NOT NULL,
	"sponsor_email" text,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"team_id" uuid,
	"user_id" uuid,
	"rate_per_km_minor" bigint,
	"amount_minor" bigint,
	"match_percent" integer,
	"cap_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledges_kind_check" CHECK ("pledges"."kind" in ('perKm', 'fixed', 'match')),
	CONSTRAINT "pledges_scope_check" CHECK ("pledges"."scope" in ('event', 'team', 'participant'))
);
--> statement-breakpoint
ALTER TABLE "event_fundraising" ADD CONSTRAINT "event_fundraising_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraising_milestones" ADD CONSTRAINT "fundraising_milestones_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraising_statement_lines" ADD CONSTRAINT "fundraising_statement_lines_statement_id_fundraising_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."fundraising_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraising_statement_lines" ADD CONSTRAINT "fundraising_statement_lines_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraising_statement_lines" ADD CONSTRAINT "fundraising_statement_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraising_statements" ADD CONSTRAINT "fundraising_statements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fundraising_statements" ADD CONSTRAINT "fundraising_statements_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_payments" ADD CONSTRAINT "pledge_payments_pledge_id_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."pledges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_payments" ADD CONSTRAINT "pledge_payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fundraising_statements_version_key" ON "fundraising_statements" USING btree ("event_id","version");--> statement-breakpoint
CREATE INDEX "pledge_payments_pledge_idx" ON "pledge_payments" USING btree ("pledge_id");--> statement-breakpoint
CREATE INDEX "pledge_payments_event_idx" ON "pledge_payments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "pledges_event_idx" ON "pledges" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_per_milestone_idx" ON "notifications" USING btree ("model_id","user_id","message") WHERE "notifications"."type" = 1008;