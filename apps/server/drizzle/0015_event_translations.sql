ALTER TABLE "events" ADD COLUMN "name_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "name_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_notices" ADD COLUMN "title_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_notices" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_notices" ADD COLUMN "notice_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_notices" ADD COLUMN "notice_en" text DEFAULT '' NOT NULL;