CREATE TABLE "listing_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"subcategory_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"previous_price" bigint,
	"price_changed_at" timestamp with time zone,
	"stock" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"sold_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"shuffle" double precision DEFAULT random() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_price_check" CHECK ("listings"."price" >= 0),
	CONSTRAINT "listings_stock_check" CHECK ("listings"."stock" >= 0),
	CONSTRAINT "listings_description_check" CHECK (char_length("listings"."description") <= 500)
);
--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_prices" ADD CONSTRAINT "listing_prices_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_images_listing_idx" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_prices_listing_idx" ON "listing_prices" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_address_idx" ON "listings" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "listings_public_category_price_idx" ON "listings" USING btree ("category_id","price","id") WHERE "listings"."is_active" AND "listings"."sold_at" IS NULL AND "listings"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "listings_public_category_shuffle_idx" ON "listings" USING btree ("category_id","shuffle","id") WHERE "listings"."is_active" AND "listings"."sold_at" IS NULL AND "listings"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "listings_public_price_idx" ON "listings" USING btree ("price","id") WHERE "listings"."is_active" AND "listings"."sold_at" IS NULL AND "listings"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "listings_public_shuffle_idx" ON "listings" USING btree ("shuffle","id") WHERE "listings"."is_active" AND "listings"."sold_at" IS NULL AND "listings"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "listings_description_search_idx" ON "listings" USING gin (immutable_unaccent(lower("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_public_product_idx" ON "listings" USING btree ("product_id") WHERE "listings"."is_active" AND "listings"."sold_at" IS NULL AND "listings"."hidden_at" IS NULL;