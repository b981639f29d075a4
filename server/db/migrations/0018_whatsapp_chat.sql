CREATE TABLE "whatsapp_conversations" (
	"wa_id" text PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_message_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"wa_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"message" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_message_id_unique" ON "whatsapp_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_pending_idx" ON "whatsapp_messages" USING btree ("wa_id","sent_at") WHERE "whatsapp_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_received_idx" ON "whatsapp_messages" USING btree ("received_at");