CREATE TABLE "buy_request_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_request_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buy_request_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"size_id" integer NOT NULL,
	"unit_weight_kg" double precision,
	"municipality_id" integer NOT NULL,
	"delivery" text NOT NULL,
	"needed_by" date NOT NULL,
	"frequency" text NOT NULL,
	"max_price" bigint,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buy_requests_status_check" CHECK ("buy_requests"."status" in ('open', 'closed', 'expired', 'hidden')),
	CONSTRAINT "buy_requests_delivery_check" CHECK ("buy_requests"."delivery" in ('entrega', 'recoge')),
	CONSTRAINT "buy_requests_frequency_check" CHECK ("buy_requests"."frequency" in ('once', 'weekly')),
	CONSTRAINT "buy_requests_closed_check" CHECK ("buy_requests"."closed_reason" is null or "buy_requests"."closed_reason" in ('conseguido', 'ya_no_lo_necesito')),
	CONSTRAINT "buy_requests_quantity_check" CHECK ("buy_requests"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "grown_products" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "harvest_follows" (
	"user_id" integer NOT NULL,
	"harvest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "harvests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "harvests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"expected_on" date NOT NULL,
	"quantity" integer NOT NULL,
	"size_id" integer NOT NULL,
	"unit_weight_kg" double precision,
	"address_id" integer,
	"municipality_id" integer NOT NULL,
	"expected_price" bigint,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"listing_id" integer,
	"closed_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"due_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "harvests_status_check" CHECK ("harvests"."status" in ('open', 'listed', 'closed', 'hidden')),
	CONSTRAINT "harvests_quantity_check" CHECK ("harvests"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "notified_buy_requests" (
	"user_id" integer NOT NULL,
	"buy_request_id" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buy_request_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"listing_id" integer,
	"price" bigint,
	"quantity" integer,
	"available_on" date,
	"contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"harvest_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"cancel_reason" text,
	"reason_accepted_at" timestamp with time zone,
	"buyer_says_seller_kept" boolean,
	"seller_says_buyer_kept" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('requested', 'accepted', 'declined', 'cancelled_by_buyer', 'cancelled_by_seller', 'kept', 'not_kept')),
	CONSTRAINT "reservations_quantity_check" CHECK ("reservations"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_listing_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "buy_request_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "harvest_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "buy_request_jobs" ADD CONSTRAINT "buy_request_jobs_buy_request_id_buy_requests_id_fk" FOREIGN KEY ("buy_request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_requests" ADD CONSTRAINT "buy_requests_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grown_products" ADD CONSTRAINT "grown_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grown_products" ADD CONSTRAINT "grown_products_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_follows" ADD CONSTRAINT "harvest_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_follows" ADD CONSTRAINT "harvest_follows_harvest_id_harvests_id_fk" FOREIGN KEY ("harvest_id") REFERENCES "public"."harvests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvests" ADD CONSTRAINT "harvests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notified_buy_requests" ADD CONSTRAINT "notified_buy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notified_buy_requests" ADD CONSTRAINT "notified_buy_requests_buy_request_id_buy_requests_id_fk" FOREIGN KEY ("buy_request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_answers" ADD CONSTRAINT "request_answers_buy_request_id_buy_requests_id_fk" FOREIGN KEY ("buy_request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_answers" ADD CONSTRAINT "request_answers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_answers" ADD CONSTRAINT "request_answers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_harvest_id_harvests_id_fk" FOREIGN KEY ("harvest_id") REFERENCES "public"."harvests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buy_requests_user_idx" ON "buy_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "buy_requests_open_product_idx" ON "buy_requests" USING btree ("product_id","municipality_id") WHERE "buy_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "buy_requests_open_expiry_idx" ON "buy_requests" USING btree ("expires_on") WHERE "buy_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "grown_products_key" ON "grown_products" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "grown_products_product_idx" ON "grown_products" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "harvest_follows_key" ON "harvest_follows" USING btree ("harvest_id","user_id");--> statement-breakpoint
CREATE INDEX "harvest_follows_user_idx" ON "harvest_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "harvests_seller_idx" ON "harvests" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "harvests_open_idx" ON "harvests" USING btree ("expected_on") WHERE "harvests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "notified_buy_requests_key" ON "notified_buy_requests" USING btree ("user_id","buy_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_answers_seller_key" ON "request_answers" USING btree ("buy_request_id","seller_id");--> statement-breakpoint
CREATE INDEX "request_answers_seller_idx" ON "request_answers" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "reservations_harvest_idx" ON "reservations" USING btree ("harvest_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_buyer_idx" ON "reservations" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_live_key" ON "reservations" USING btree ("harvest_id","buyer_id") WHERE "reservations"."status" in ('requested', 'accepted');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_buy_request_id_buy_requests_id_fk" FOREIGN KEY ("buy_request_id") REFERENCES "public"."buy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_harvest_id_harvests_id_fk" FOREIGN KEY ("harvest_id") REFERENCES "public"."harvests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_product_seller_idx" ON "listings" USING btree ("product_id","address_id","user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_check" CHECK ("notifications"."kind" <> 'request' OR ("notifications"."buy_request_id" IS NOT NULL AND "notifications"."event" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_harvest_check" CHECK ("notifications"."kind" <> 'harvest' OR ("notifications"."harvest_id" IS NOT NULL AND "notifications"."event" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('listing', 'digest', 'price', 'moderation', 'request', 'harvest'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_listing_check" CHECK (CASE WHEN "notifications"."kind" = 'moderation' THEN num_nonnulls("notifications"."listing_id", "notifications"."buy_request_id", "notifications"."harvest_id") = 1 ELSE ("notifications"."kind" = 'listing') = ("notifications"."listing_id" IS NOT NULL) END);