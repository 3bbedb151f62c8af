ALTER TABLE "company_user" ADD COLUMN IF NOT EXISTS "sck" text DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 10) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "company_user_company_sck_unique" ON "company_user" USING btree ("company_id","sck");
