ALTER TABLE "leads" ADD COLUMN "anonimizado_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_cpf_trgm_idx" ON "leads" USING gin ("cpf" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_company_created_idx" ON "leads" USING btree ("company_id","created_at","id");