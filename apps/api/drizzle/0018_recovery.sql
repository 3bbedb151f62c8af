CREATE TABLE "campanha_contatos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"campanha_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"lead_produto_id" integer,
	"transacao" text,
	"situacao" text DEFAULT 'ativo' NOT NULL,
	"ticket_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saiu_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campanha_passos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"campanha_id" integer NOT NULL,
	"canal" text NOT NULL,
	"posicao" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"unidade_tempo" integer NOT NULL,
	"unidade_medida" text NOT NULL,
	"periodo" integer NOT NULL,
	"titulo" text,
	"responder" text,
	"assunto" text,
	"corpo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campanhas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"ticket_policy" text DEFAULT 'nunca' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campanhas_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "descadastros" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"destino" text NOT NULL,
	"envio_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "envio_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"envio_id" integer NOT NULL,
	"evento" text NOT NULL,
	"detalhe" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "envios" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"campanha_id" integer NOT NULL,
	"contato_id" integer NOT NULL,
	"passo_id" integer,
	"canal" text NOT NULL,
	"situacao" text DEFAULT 'agendado' NOT NULL,
	"previsto_para" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	"motivo" text,
	"destino" text,
	"assunto" text,
	"corpo" text,
	"provedor_id" text,
	"rastreio" uuid DEFAULT gen_random_uuid() NOT NULL,
	"enviado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envios_rastreio_unique" UNIQUE("rastreio")
);
--> statement-breakpoint
CREATE TABLE "planos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recuperacao_config" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"max_mensagens_dia" integer DEFAULT 3 NOT NULL,
	"silencio_inicio" text DEFAULT '21:00' NOT NULL,
	"silencio_fim" text DEFAULT '08:00' NOT NULL,
	"janela_atribuicao_dias" integer DEFAULT 5 NOT NULL,
	"atraso_demonstracao" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendas_recuperadas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"transacao_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"origem" text NOT NULL,
	"campanha_id" integer,
	"passo_id" integer,
	"envio_id" integer,
	"usuario_id" integer,
	"ticket_id" integer,
	"recuperada_em" timestamp with time zone NOT NULL,
	"revertida_em" timestamp with time zone,
	"motivo_reversao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_events" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "campanha_contatos" ADD CONSTRAINT "campanha_contatos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_contatos" ADD CONSTRAINT "campanha_contatos_campanha_id_campanhas_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."campanhas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_contatos" ADD CONSTRAINT "campanha_contatos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_contatos" ADD CONSTRAINT "campanha_contatos_lead_produto_id_lead_produtos_id_fk" FOREIGN KEY ("lead_produto_id") REFERENCES "public"."lead_produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_contatos" ADD CONSTRAINT "campanha_contatos_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_passos" ADD CONSTRAINT "campanha_passos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanha_passos" ADD CONSTRAINT "campanha_passos_campanha_id_campanhas_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."campanhas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanhas" ADD CONSTRAINT "campanhas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanhas" ADD CONSTRAINT "campanhas_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanhas" ADD CONSTRAINT "campanhas_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descadastros" ADD CONSTRAINT "descadastros_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descadastros" ADD CONSTRAINT "descadastros_envio_id_envios_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."envios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_eventos" ADD CONSTRAINT "envio_eventos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_eventos" ADD CONSTRAINT "envio_eventos_envio_id_envios_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."envios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios" ADD CONSTRAINT "envios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios" ADD CONSTRAINT "envios_campanha_id_campanhas_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."campanhas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios" ADD CONSTRAINT "envios_contato_id_campanha_contatos_id_fk" FOREIGN KEY ("contato_id") REFERENCES "public"."campanha_contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios" ADD CONSTRAINT "envios_passo_id_campanha_passos_id_fk" FOREIGN KEY ("passo_id") REFERENCES "public"."campanha_passos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planos" ADD CONSTRAINT "planos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperacao_config" ADD CONSTRAINT "recuperacao_config_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD CONSTRAINT "vendas_recuperadas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD CONSTRAINT "vendas_recuperadas_transacao_id_transacoes_id_fk" FOREIGN KEY ("transacao_id") REFERENCES "public"."transacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD CONSTRAINT "vendas_recuperadas_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD CONSTRAINT "vendas_recuperadas_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD CONSTRAINT "vendas_recuperadas_campanha_id_campanhas_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."campanhas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD CONSTRAINT "vendas_recuperadas_passo_id_campanha_passos_id_fk" FOREIGN KEY ("passo_id") REFERENCES "public"."campanha_passos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD CONSTRAINT "vendas_recuperadas_envio_id_envios_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."envios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD CONSTRAINT "vendas_recuperadas_usuario_id_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD CONSTRAINT "vendas_recuperadas_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campanha_contatos_one_active_idx" ON "campanha_contatos" USING btree ("campanha_id","lead_id") WHERE "campanha_contatos"."saiu_em" is null;--> statement-breakpoint
CREATE INDEX "campanha_contatos_campanha_entrou_idx" ON "campanha_contatos" USING btree ("campanha_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "campanha_contatos_lead_idx" ON "campanha_contatos" USING btree ("company_id","lead_id");--> statement-breakpoint
CREATE INDEX "campanha_passos_campanha_idx" ON "campanha_passos" USING btree ("campanha_id","canal","posicao");--> statement-breakpoint
CREATE INDEX "campanhas_company_plano_idx" ON "campanhas" USING btree ("company_id","plano_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campanhas_one_active_per_product_idx" ON "campanhas" USING btree ("produto_id","tipo") WHERE "campanhas"."ativo" and "campanhas"."tipo" in ('carrinho', 'boleto', 'cancelado');--> statement-breakpoint
CREATE UNIQUE INDEX "descadastros_company_destino_unique" ON "descadastros" USING btree ("company_id","destino");--> statement-breakpoint
CREATE INDEX "envio_eventos_envio_idx" ON "envio_eventos" USING btree ("envio_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "envios_contato_passo_unique" ON "envios" USING btree ("contato_id","passo_id");--> statement-breakpoint
CREATE INDEX "envios_due_idx" ON "envios" USING btree ("previsto_para","id") WHERE "envios"."situacao" = 'agendado';--> statement-breakpoint
CREATE INDEX "envios_campanha_previsto_idx" ON "envios" USING btree ("campanha_id","situacao","previsto_para");--> statement-breakpoint
CREATE INDEX "envios_campanha_enviado_idx" ON "envios" USING btree ("campanha_id","enviado_em" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "envios_company_destino_enviado_idx" ON "envios" USING btree ("company_id","destino","enviado_em");--> statement-breakpoint
CREATE INDEX "planos_company_nome_idx" ON "planos" USING btree ("company_id","nome","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_recuperadas_transacao_unique" ON "vendas_recuperadas" USING btree ("transacao_id");--> statement-breakpoint
CREATE INDEX "vendas_recuperadas_campanha_idx" ON "vendas_recuperadas" USING btree ("campanha_id","recuperada_em");--> statement-breakpoint
CREATE INDEX "vendas_recuperadas_company_recuperada_idx" ON "vendas_recuperadas" USING btree ("company_id","recuperada_em");--> statement-breakpoint
CREATE INDEX "vendas_recuperadas_usuario_idx" ON "vendas_recuperadas" USING btree ("company_id","usuario_id","recuperada_em");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_events_conta_external_unique" ON "platform_events" USING btree ("conta_id","external_id") WHERE "platform_events"."outcome" <> 'failed';