ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_listing_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('listing', 'digest', 'price', 'moderation'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_listing_check" CHECK (("notifications"."kind" in ('listing', 'moderation')) = ("notifications"."listing_id" IS NOT NULL));