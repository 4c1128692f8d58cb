-- Hand-written (decision 026): before the unique index can exist, the unread like
-- notifications that repeated likes already stored go, keeping the first of each liker
-- and post (the record of the first like).
DELETE FROM "notifications" AS n
USING "notifications" AS k
WHERE n."type" = 1002 AND n."read_at" IS NULL
  AND k."type" = 1002 AND k."read_at" IS NULL
  AND k."model_id" = n."model_id" AND k."sender_id" = n."sender_id"
  AND (k."created_at", k."id") < (n."created_at", n."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_like_idx" ON "notifications" USING btree ("model_id","sender_id") WHERE "notifications"."type" = 1002 and "notifications"."read_at" is null;
