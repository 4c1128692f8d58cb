-- Hand-written (decision 060): before the unique index can exist, the unread comment
-- notifications that repeated comments already stored go, keeping the newest of each
-- recipient, post and type (the one a later comment would have updated).
DELETE FROM "notifications" AS n
USING "notifications" AS k
WHERE n."type" IN (1003, 1004) AND n."read_at" IS NULL
  AND k."type" = n."type" AND k."read_at" IS NULL
  AND k."user_id" = n."user_id" AND k."model_id" = n."model_id"
  AND (k."created_at", k."id") > (n."created_at", n."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_comment_idx" ON "notifications" USING btree ("user_id","model_id","type") WHERE "notifications"."type" in (1003, 1004) and "notifications"."read_at" is null;