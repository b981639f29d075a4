DROP INDEX "listings_public_product_idx";--> statement-breakpoint
CREATE INDEX "addresses_municipality_idx" ON "addresses" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "addresses_department_idx" ON "addresses" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "listings_public_address_idx" ON "listings" USING btree ("address_id","id") WHERE "listings"."is_active" AND "listings"."sold_at" IS NULL AND "listings"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "municipalities_position_idx" ON "municipalities" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "listings_public_product_idx" ON "listings" USING btree ("product_id","id") WHERE "listings"."is_active" AND "listings"."sold_at" IS NULL AND "listings"."hidden_at" IS NULL;