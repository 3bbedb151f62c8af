CREATE TABLE "brindes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"logistica" text NOT NULL,
	"contrato_id" integer,
	"tipo_de_caixa" text NOT NULL,
	"altura" numeric(8, 2),
	"largura" numeric(8, 2),
	"comprimento" numeric(8, 2),
	"diametro" numeric(8, 2),
	"peso" numeric(8, 3) NOT NULL,
	"embalagem_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brindes" ADD CONSTRAINT "brindes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brindes" ADD CONSTRAINT "brindes_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brindes_company_produto_idx" ON "brindes" USING btree ("company_id","produto_id","nome");--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_brinde_id_brindes_id_fk" FOREIGN KEY ("brinde_id") REFERENCES "public"."brindes"("id") ON DELETE no action ON UPDATE no action;