ALTER TABLE "listings" ADD COLUMN "whatsapp_message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_whatsapp_message_unique" ON "listings" USING btree ("whatsapp_message_id");