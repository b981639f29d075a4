CREATE TABLE "limit_cooldowns" (
	"key" text PRIMARY KEY NOT NULL,
	"until" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "limit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_events_key_at_idx" ON "limit_events" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "limit_events_expires_idx" ON "limit_events" USING btree ("expires_at");--> statement-breakpoint
-- One round trip per counted event (platform/limits/postgres-limit-store.ts): the key's advisory
-- lock is held to the end of the caller's transaction, and each statement here reads what the
-- previous holder committed, so events recorded at once are numbered one after the other.
CREATE FUNCTION limit_record(p_key text, p_now bigint, p_window bigint) RETURNS SETOF bigint
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_key, 0));
  DELETE FROM limit_events WHERE key = p_key AND at <= p_now - p_window;
  INSERT INTO limit_events (key, at, expires_at) VALUES (p_key, p_now, p_now + p_window);
  RETURN QUERY
    SELECT e.at FROM limit_events e WHERE e.key = p_key AND e.at > p_now - p_window
    ORDER BY e.at, e.id;
END
$$;
