DROP INDEX "activities_user_feed_idx";--> statement-breakpoint
CREATE INDEX "activities_user_feed_idx" ON "activities" USING btree ("user_id","created_at" desc,"id" desc);