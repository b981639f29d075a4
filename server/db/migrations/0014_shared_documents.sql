DROP INDEX "users_document_unique";--> statement-breakpoint
CREATE INDEX "users_document_idx" ON "users" USING btree ("document");