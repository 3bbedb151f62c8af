-- Idempotent: first generated as 0011 while other migrations of the same hour were generated beside it.
CREATE TABLE IF NOT EXISTS "platform_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"conta_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "contas" ADD COLUMN IF NOT EXISTS "webhook_key" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "platform_events" ADD CONSTRAINT "platform_events_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION
 WHEN duplicate_object THEN null;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "platform_events_conta_received_idx" ON "platform_events" USING btree ("conta_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "produtos_company_cod_produto_unique" ON "produtos" USING btree ("company_id","cod_produto");--> statement-breakpoint
DO $$ BEGIN
 ALTER TABLE "contas" ADD CONSTRAINT "contas_webhook_key_unique" UNIQUE("webhook_key");
EXCEPTION
 WHEN duplicate_object OR duplicate_table THEN null;
END $$;
