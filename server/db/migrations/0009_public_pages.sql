CREATE TABLE "share_opens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_opens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"listing_id" integer,
	"visitor" text NOT NULL,
	"opened_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "storefront_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_opens" ADD CONSTRAINT "share_opens_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_opens" ADD CONSTRAINT "share_opens_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_opens_once_a_day_unique" ON "share_opens" USING btree ("seller_id",coalesce("listing_id", 0),"opened_on","visitor");--> statement-breakpoint
CREATE INDEX "share_opens_seller_day_idx" ON "share_opens" USING btree ("seller_id","opened_on");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_storefront_description_check" CHECK (char_length("users"."storefront_description") <= 300);