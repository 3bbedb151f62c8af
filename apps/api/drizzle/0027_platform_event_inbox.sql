ALTER TABLE "platform_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "platform_events" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "platform_events_pending_idx" ON "platform_events" USING btree ("received_at","id") WHERE "platform_events"."outcome" = 'pending';