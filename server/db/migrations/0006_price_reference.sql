CREATE TABLE "price_refresh_queue" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_stats" (
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"day" date NOT NULL,
	"listing_count" integer NOT NULL,
	"outliers" integer NOT NULL,
	"median" double precision,
	"p25" double precision,
	"p75" double precision,
	"min" double precision,
	"max" double precision
);
--> statement-breakpoint
CREATE TABLE "sipsa_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sipsa_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"city" text NOT NULL,
	"market" text NOT NULL,
	"period" text NOT NULL,
	"day" date NOT NULL,
	"min_price" double precision NOT NULL,
	"max_price" double precision NOT NULL,
	"mean_price" double precision NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sipsa_prices_period_check" CHECK ("sipsa_prices"."period" IN ('semana', 'dia'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "unit_weight_kg" double precision;--> statement-breakpoint
ALTER TABLE "price_stats" ADD CONSTRAINT "price_stats_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_stats" ADD CONSTRAINT "price_stats_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sipsa_prices" ADD CONSTRAINT "sipsa_prices_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_stats_key" ON "price_stats" USING btree ("product_id","size_id","department_id","day");--> statement-breakpoint
CREATE INDEX "price_stats_department_day_idx" ON "price_stats" USING btree ("department_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "sipsa_prices_key" ON "sipsa_prices" USING btree ("product_id","city","market","period","day");--> statement-breakpoint
CREATE INDEX "sipsa_prices_product_day_idx" ON "sipsa_prices" USING btree ("product_id","day");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_unit_weight_kg_check" CHECK ("listings"."unit_weight_kg" IS NULL OR ("listings"."unit_weight_kg" >= 0.1 AND "listings"."unit_weight_kg" <= 2000));--> statement-breakpoint
-- Every change to a listing that can move its product's price figures queues the product for
-- the price reference, whoever makes it (seller, admin, account deletion): the figures are
-- recomputed off the request path (server/features/prices/price-refresh.ts).
CREATE FUNCTION queue_price_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO price_refresh_queue (product_id) VALUES (OLD.product_id) ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO price_refresh_queue (product_id) VALUES (NEW.product_id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_queue_price_refresh
  AFTER INSERT OR DELETE OR UPDATE OF price, is_active, sold_at, hidden_at, product_id, size_id, address_id, unit_weight_kg
  ON listings FOR EACH ROW EXECUTE FUNCTION queue_price_refresh();
