CREATE TABLE "comissoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"pre_comissao_id" integer,
	"lead_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"natureza" text NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"bonus" numeric(12, 2) DEFAULT 0 NOT NULL,
	"retida_ate" timestamp with time zone,
	"ordem_id" integer,
	"estornada_em" timestamp with time zone,
	"motivo_estorno" text,
	"estorno_de_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ordens_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"gerada_por" integer,
	"paga_em" timestamp with time zone,
	"paga_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_comissao_anexos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"pre_comissao_id" integer NOT NULL,
	"token" text NOT NULL,
	"mime" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_comissao_anexos_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "pre_comissao_transacoes" (
	"company_id" integer NOT NULL,
	"pre_comissao_id" integer NOT NULL,
	"transacao_id" integer NOT NULL,
	CONSTRAINT "pre_comissao_transacoes_pre_comissao_id_transacao_id_pk" PRIMARY KEY("pre_comissao_id","transacao_id")
);
--> statement-breakpoint
CREATE TABLE "pre_comissoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"venda_id" integer,
	"transacao_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"lead_produto_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"ticket_id" integer,
	"criador_type" text NOT NULL,
	"criador_id" integer NOT NULL,
	"criador_nome" text NOT NULL,
	"criador_user_id" integer,
	"atendente_id" integer,
	"valor_venda" numeric(12, 2) NOT NULL,
	"comissao_criador" numeric(12, 2) NOT NULL,
	"comissao_atendente" numeric(12, 2) NOT NULL,
	"bonus_criador" numeric(12, 2) DEFAULT 0 NOT NULL,
	"bonus_atendente" numeric(12, 2) DEFAULT 0 NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"descricao" text,
	"email_secundario" text,
	"diagnostico" jsonb,
	"diagnosticado_em" timestamp with time zone,
	"decidido_por" integer,
	"decidido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_pre_comissao_id_pre_comissoes_id_fk" FOREIGN KEY ("pre_comissao_id") REFERENCES "public"."pre_comissoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comissoes" ADD CONSTRAINT "comissoes_ordem_id_ordens_pagamento_id_fk" FOREIGN KEY ("ordem_id") REFERENCES "public"."ordens_pagamento"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_gerada_por_users_id_fk" FOREIGN KEY ("gerada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordens_pagamento" ADD CONSTRAINT "ordens_pagamento_paga_por_users_id_fk" FOREIGN KEY ("paga_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissao_anexos" ADD CONSTRAINT "pre_comissao_anexos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissao_anexos" ADD CONSTRAINT "pre_comissao_anexos_pre_comissao_id_pre_comissoes_id_fk" FOREIGN KEY ("pre_comissao_id") REFERENCES "public"."pre_comissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissao_transacoes" ADD CONSTRAINT "pre_comissao_transacoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissao_transacoes" ADD CONSTRAINT "pre_comissao_transacoes_pre_comissao_id_pre_comissoes_id_fk" FOREIGN KEY ("pre_comissao_id") REFERENCES "public"."pre_comissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissao_transacoes" ADD CONSTRAINT "pre_comissao_transacoes_transacao_id_transacoes_id_fk" FOREIGN KEY ("transacao_id") REFERENCES "public"."transacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_venda_id_vendas_recuperadas_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas_recuperadas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_transacao_id_transacoes_id_fk" FOREIGN KEY ("transacao_id") REFERENCES "public"."transacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_lead_produto_id_lead_produtos_id_fk" FOREIGN KEY ("lead_produto_id") REFERENCES "public"."lead_produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_criador_user_id_users_id_fk" FOREIGN KEY ("criador_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_atendente_id_users_id_fk" FOREIGN KEY ("atendente_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_comissoes" ADD CONSTRAINT "pre_comissoes_decidido_por_users_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comissoes_company_created_idx" ON "comissoes" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comissoes_company_user_idx" ON "comissoes" USING btree ("company_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comissoes_company_to_order_idx" ON "comissoes" USING btree ("company_id","user_id") WHERE "comissoes"."ordem_id" is null and "comissoes"."estornada_em" is null;--> statement-breakpoint
CREATE INDEX "comissoes_ordem_idx" ON "comissoes" USING btree ("ordem_id");--> statement-breakpoint
CREATE INDEX "comissoes_pre_comissao_idx" ON "comissoes" USING btree ("pre_comissao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comissoes_estorno_de_unique" ON "comissoes" USING btree ("estorno_de_id");--> statement-breakpoint
CREATE INDEX "ordens_pagamento_company_pendentes_idx" ON "ordens_pagamento" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ordens_pagamento"."paga_em" is null;--> statement-breakpoint
CREATE INDEX "ordens_pagamento_company_pagas_idx" ON "ordens_pagamento" USING btree ("company_id","paga_em" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "ordens_pagamento"."paga_em" is not null;--> statement-breakpoint
CREATE INDEX "ordens_pagamento_company_user_idx" ON "ordens_pagamento" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_comissao_anexos_pre_comissao_idx" ON "pre_comissao_anexos" USING btree ("pre_comissao_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_comissoes_venda_unique" ON "pre_comissoes" USING btree ("venda_id");--> statement-breakpoint
CREATE INDEX "pre_comissoes_company_situacao_idx" ON "pre_comissoes" USING btree ("company_id","situacao","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pre_comissoes_company_atendente_idx" ON "pre_comissoes" USING btree ("company_id","atendente_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_comissoes_company_criador_user_idx" ON "pre_comissoes" USING btree ("company_id","criador_user_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_comissoes_lead_produto_idx" ON "pre_comissoes" USING btree ("lead_produto_id");