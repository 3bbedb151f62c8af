CREATE TABLE "campanha_contato_respostas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"contato_id" integer NOT NULL,
	"usuario_id" integer,
	"mensagem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campanha_contato_respostas" ADD CONSTRAINT "campanha_contato_respostas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_contato_respostas" ADD CONSTRAINT "campanha_contato_respostas_contato_id_campanha_contatos_id_fk" FOREIGN KEY ("contato_id") REFERENCES "public"."campanha_contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_contato_respostas" ADD CONSTRAINT "campanha_contato_respostas_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campanha_contato_respostas_contato_idx" ON "campanha_contato_respostas" USING btree ("contato_id","created_at");