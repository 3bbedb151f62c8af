CREATE TABLE "whatsapplist_remocoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contato_id" integer NOT NULL,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapplist_remocoes" ADD CONSTRAINT "whatsapplist_remocoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapplist_remocoes" ADD CONSTRAINT "whatsapplist_remocoes_contato_id_campanha_contatos_id_fk" FOREIGN KEY ("contato_id") REFERENCES "public"."campanha_contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapplist_remocoes" ADD CONSTRAINT "whatsapplist_remocoes_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapplist_remocoes_contato_unique" ON "whatsapplist_remocoes" USING btree ("contato_id");--> statement-breakpoint
CREATE INDEX "transacoes_company_created_idx" ON "transacoes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transacoes_transaction_trgm_idx" ON "transacoes" USING gin ("transaction" gin_trgm_ops);