CREATE TABLE "known_devices" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_document_unique";--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "code_id" uuid;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_user_idx" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_document_idx" ON "users" USING btree ("document");