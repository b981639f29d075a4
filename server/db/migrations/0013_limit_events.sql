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
CREATE INDEX "limit_events_expires_idx" ON "limit_events" USING btree ("expires_at");