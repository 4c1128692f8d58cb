ALTER TABLE "activity_images" ADD COLUMN "medium_key" text;--> statement-breakpoint
ALTER TABLE "activity_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "activity_images" ADD COLUMN "height" integer;--> statement-breakpoint
CREATE INDEX "activity_images_medium_missing_idx" ON "activity_images" USING btree ("id") WHERE "activity_images"."medium_key" is null;