-- Hand-written (decision 034): status had no effect before, so every existing event stays
-- visible to participants; hiding one is a new, explicit act of an administrator.
UPDATE "events" SET "status" = 1 WHERE "status" <> 1;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("events"."status" in (0, 1));
