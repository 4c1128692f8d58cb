CREATE TABLE "feed_inbox" (
	"viewer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activity_id" uuid NOT NULL,
	CONSTRAINT "feed_inbox_viewer_id_created_at_activity_id_pk" PRIMARY KEY("viewer_id","created_at","activity_id")
);
--> statement-breakpoint
CREATE INDEX "feed_inbox_activity_idx" ON "feed_inbox" USING btree ("activity_id");--> statement-breakpoint
-- Hand-written (decision 089): the friends tab's inbox, kept by triggers for every writer
-- (the service, the demo, the tests' factories), as the totals are (0002, 0012).
--
-- A post and a befriending that commit at the same time could each miss the other (neither
-- statement sees the other's uncommitted row), so both take a transaction-level advisory
-- lock per user before they write: a post takes its author's in shared mode, a change of
-- friendship takes both people's exclusively. In READ COMMITTED each statement of these
-- functions reads with a new snapshot, so whichever waits sees what the other committed.
-- Keys are taken in their own order (no deadlock between two changes of friendship); a
-- statement touching more than 200 users takes one exclusive key for all instead, so a
-- bulk write cannot fill the lock table. Every writer takes the shared "all" key first.
CREATE FUNCTION "feed_inbox_lock"(people uuid[], exclusive boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  k integer;
BEGIN
  IF (SELECT count(DISTINCT p) FROM unnest(people) p) > 200 THEN
    PERFORM pg_advisory_xact_lock(8901, 0);
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(8901, 0);
  FOR k IN SELECT DISTINCT hashtext(p::text) FROM unnest(people) p ORDER BY 1 LOOP
    IF exclusive THEN
      PERFORM pg_advisory_xact_lock(8902, k);
    ELSE
      PERFORM pg_advisory_xact_lock_shared(8902, k);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- New posts: a row for the author and one for each of their friends.
CREATE FUNCTION "feed_inbox_posts_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "feed_inbox_lock"(ARRAY(SELECT "user_id" FROM added), false);
  INSERT INTO "feed_inbox" ("viewer_id", "created_at", "activity_id")
  SELECT v.id, a."created_at", a."id"
  FROM added a
  CROSS JOIN LATERAL (
    SELECT a."user_id" AS id
    UNION ALL
    SELECT f."receiver_id" FROM "friendships" f
    WHERE f."sender_id" = a."user_id" AND f."status" = 'accepted'
    UNION ALL
    SELECT f."sender_id" FROM "friendships" f
    WHERE f."receiver_id" = a."user_id" AND f."status" = 'accepted'
  ) v
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_feed_inbox_insert"
AFTER INSERT ON "activities" REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION "feed_inbox_posts_added"();
--> statement-breakpoint
-- No foreign keys (two checks per row tripled the cost of a post): a deleted post's rows
-- and a deleted user's inbox go here. A row written for a post or a viewer deleted at the
-- same moment can outlive them; the friends tab joins every row to its post, so such a
-- row is never shown, and ids are never reused.
CREATE FUNCTION "feed_inbox_posts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "feed_inbox" i USING removed r WHERE i."activity_id" = r."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_feed_inbox_delete"
AFTER DELETE ON "activities" REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION "feed_inbox_posts_deleted"();
--> statement-breakpoint
CREATE FUNCTION "feed_inbox_viewers_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "feed_inbox" i USING removed r WHERE i."viewer_id" = r."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_feed_inbox_delete"
AFTER DELETE ON "users" REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION "feed_inbox_viewers_deleted"();
--> statement-breakpoint
-- A post's created_at never changes in the app; should a script move it, its rows follow.
CREATE FUNCTION "feed_inbox_post_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "feed_inbox" SET "created_at" = NEW."created_at" WHERE "activity_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_feed_inbox_moved"
AFTER UPDATE OF "created_at" ON "activities"
FOR EACH ROW WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "feed_inbox_post_moved"();
--> statement-breakpoint
-- Friends from now on (a[i] and b[i]): each gets the other's posts.
CREATE FUNCTION "feed_inbox_link"(a uuid[], b uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(a), 0) = 0 THEN RETURN; END IF;
  PERFORM "feed_inbox_lock"(a || b, true);
  INSERT INTO "feed_inbox" ("viewer_id", "created_at", "activity_id")
  SELECT p.viewer, x."created_at", x."id"
  FROM (SELECT * FROM unnest(a, b) AS t(viewer, author)
        UNION ALL SELECT * FROM unnest(b, a)) p
  JOIN "activities" x ON x."user_id" = p.author
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Friends no longer (a[i] and b[i]): each loses the other's posts.
CREATE FUNCTION "feed_inbox_unlink"(a uuid[], b uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(a), 0) = 0 THEN RETURN; END IF;
  PERFORM "feed_inbox_lock"(a || b, true);
  DELETE FROM "feed_inbox" i
  USING (SELECT * FROM unnest(a, b) AS t(viewer, author)
         UNION ALL SELECT * FROM unnest(b, a)) p,
        "activities" x
  WHERE x."user_id" = p.author AND i."viewer_id" = p.viewer
    AND i."created_at" = x."created_at" AND i."activity_id" = x."id";
END
$$;
--> statement-breakpoint
-- Friendships that began (inserted or updated to accepted) are linked, those that ended
-- (deleted, or updated from accepted) unlinked; `before` and `after` are the statement's
-- transition tables, each pair's two people aggregated in the same order.
CREATE FUNCTION "feed_inbox_friendships_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ended_a uuid[];
  ended_b uuid[];
  begun_a uuid[];
  begun_b uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."sender_id" ORDER BY n."id"), array_agg(n."receiver_id" ORDER BY n."id")
    INTO begun_a, begun_b FROM after n WHERE n."status" = 'accepted';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."sender_id" ORDER BY o."id"), array_agg(o."receiver_id" ORDER BY o."id")
    INTO ended_a, ended_b FROM before o WHERE o."status" = 'accepted';
  ELSE
    SELECT
      array_agg(o."sender_id" ORDER BY o."id") FILTER (WHERE o."status" = 'accepted' AND n."status" <> 'accepted'),
      array_agg(o."receiver_id" ORDER BY o."id") FILTER (WHERE o."status" = 'accepted' AND n."status" <> 'accepted'),
      array_agg(n."sender_id" ORDER BY n."id") FILTER (WHERE o."status" <> 'accepted' AND n."status" = 'accepted'),
      array_agg(n."receiver_id" ORDER BY n."id") FILTER (WHERE o."status" <> 'accepted' AND n."status" = 'accepted')
    INTO ended_a, ended_b, begun_a, begun_b
    FROM before o JOIN after n ON n."id" = o."id";
  END IF;
  PERFORM "feed_inbox_unlink"(ended_a, ended_b);
  PERFORM "feed_inbox_link"(begun_a, begun_b);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "friendships_feed_inbox_insert"
AFTER INSERT ON "friendships" REFERENCING NEW TABLE AS after
FOR EACH STATEMENT EXECUTE FUNCTION "feed_inbox_friendships_changed"();
--> statement-breakpoint
CREATE TRIGGER "friendships_feed_inbox_update"
AFTER UPDATE ON "friendships" REFERENCING OLD TABLE AS before NEW TABLE AS after
FOR EACH STATEMENT EXECUTE FUNCTION "feed_inbox_friendships_changed"();
--> statement-breakpoint
CREATE TRIGGER "friendships_feed_inbox_delete"
AFTER DELETE ON "friendships" REFERENCING OLD TABLE AS before
FOR EACH STATEMENT EXECUTE FUNCTION "feed_inbox_friendships_changed"();
--> statement-breakpoint
-- Every inbox from scratch: the backfill below, and seeds that write with triggers off.
CREATE FUNCTION "feed_inbox_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(8901, 0);
  TRUNCATE "feed_inbox";
  INSERT INTO "feed_inbox" ("viewer_id", "created_at", "activity_id")
  SELECT x."user_id", x."created_at", x."id" FROM "activities" x
  UNION ALL
  SELECT f."receiver_id", x."created_at", x."id"
  FROM "friendships" f JOIN "activities" x ON x."user_id" = f."sender_id"
  WHERE f."status" = 'accepted' AND f."receiver_id" <> f."sender_id"
  UNION ALL
  SELECT f."sender_id", x."created_at", x."id"
  FROM "friendships" f JOIN "activities" x ON x."user_id" = f."receiver_id"
  WHERE f."status" = 'accepted' AND f."receiver_id" <> f."sender_id";
END
$$;
--> statement-breakpoint
SELECT "feed_inbox_rebuild"();
