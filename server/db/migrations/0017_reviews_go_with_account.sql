ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reviews of accounts deleted before the cascade were kept without their author ("Usuario
-- eliminado"); the deletion promised "tus datos", so they go too.
DELETE FROM "reviews" WHERE "user_id" IS NULL;
