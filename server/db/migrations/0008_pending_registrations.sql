CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "pending_registrations_phone_idx" ON "pending_registrations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "pending_registrations_expires_idx" ON "pending_registrations" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_registration_id_pending_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."pending_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_challenges_registration_idx" ON "otp_challenges" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "otp_challenges_phone_idx" ON "otp_challenges" USING btree ("phone","consumed_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_owner_check" CHECK (("otp_challenges"."user_id" is null) <> ("otp_challenges"."registration_id" is null));