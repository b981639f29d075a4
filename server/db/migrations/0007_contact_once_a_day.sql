-- A buyer counts once per listing per day (Bogotá): the day of each contact, and one row per
-- buyer, listing and day. Rows already there get the day they were made (Colombia is UTC-5 all
-- year, as domain/dates.ts computes it); repeats of the same day are the inflation this stops,
-- so only the first of each day is kept.
ALTER TABLE "contacts" ADD COLUMN "contacted_on" date;--> statement-breakpoint
UPDATE "contacts" SET "contacted_on" = (("created_at" AT TIME ZONE 'UTC') - interval '5 hours')::date;--> statement-breakpoint
DELETE FROM "contacts" AS "later" USING "contacts" AS "first"
  WHERE "later"."user_id" = "first"."user_id"
    AND "later"."listing_id" = "first"."listing_id"
    AND "later"."contacted_on" = "first"."contacted_on"
    AND "later"."id" > "first"."id";--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "contacted_on" SET NOT NULL;--> statement-breakpoint
DROP INDEX "contacts_user_listing_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_user_listing_day_unique" ON "contacts" USING btree ("user_id","listing_id","contacted_on");
