ALTER TABLE "otp_challenges" ADD COLUMN "link_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_link_unique" ON "otp_challenges" USING btree ("link_hash");