CREATE TABLE "extensao_zenvia" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"remetente" text NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "extensao_zenvia" ADD CONSTRAINT "extensao_zenvia_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensao_zenvia" ADD CONSTRAINT "extensao_zenvia_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;