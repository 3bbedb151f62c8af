CREATE TABLE "agendamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"atendimento_id" integer,
	"lead_id" integer NOT NULL,
	"responsavel_id" integer,
	"data_agendamento" timestamp with time zone NOT NULL,
	"concluido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atendimentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"atendente_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"lead_produto_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"follow_up" text NOT NULL,
	"status_atendimento_id" integer NOT NULL,
	"tipo_de_perda_id" integer,
	"data_agendamento" timestamp with time zone,
	"tem_brinde" boolean DEFAULT false NOT NULL,
	"brinde_id" integer,
	"nome_destinatario" text,
	"email_destinatario" text,
	"has_upsell" boolean DEFAULT false NOT NULL,
	"upsell_produto_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atividades" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"ticket_id" integer,
	"evento" text NOT NULL,
	"description" text NOT NULL,
	"causer_type" text NOT NULL,
	"causer_id" integer,
	"causer_nome" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chamadas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"identificacao" text NOT NULL,
	"status" text DEFAULT 'em_andamento' NOT NULL,
	"encerrada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text,
	"ddi" text DEFAULT '55' NOT NULL,
	"ddd" text DEFAULT '' NOT NULL,
	"telefone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"lead_produto_id" integer NOT NULL,
	"origem_id" integer,
	"tipo_duvida_id" integer,
	"detalhamento" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"responsavel_type" text NOT NULL,
	"responsavel_id" integer NOT NULL,
	"responsavel_nome" text,
	"atendente_id" integer,
	"atendente_desde" timestamp with time zone,
	"designado_id" integer,
	"reaberto_em" timestamp with time zone,
	"fechado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"lead_produto_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"transaction" text NOT NULL,
	"status" text NOT NULL,
	"payment_type" text NOT NULL,
	"installments_number" integer DEFAULT 1 NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"full_price" numeric(12, 2) NOT NULL,
	"cms_vendor" numeric(12, 2) NOT NULL,
	"cms_marketplace" numeric(12, 2) NOT NULL,
	"off" text,
	"coupon_code" text,
	"purchase_date" timestamp with time zone,
	"confirmation_purchase_date" timestamp with time zone,
	"warranty_date" timestamp with time zone,
	"sck" text,
	"src" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_atendimento_id_atendimentos_id_fk" FOREIGN KEY ("atendimento_id") REFERENCES "public"."atendimentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_responsavel_id_users_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_atendente_id_users_id_fk" FOREIGN KEY ("atendente_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_lead_produto_id_lead_produtos_id_fk" FOREIGN KEY ("lead_produto_id") REFERENCES "public"."lead_produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_status_atendimento_id_status_de_finalizacao_id_fk" FOREIGN KEY ("status_atendimento_id") REFERENCES "public"."status_de_finalizacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_tipo_de_perda_id_catalogos_id_fk" FOREIGN KEY ("tipo_de_perda_id") REFERENCES "public"."catalogos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendimentos" ADD CONSTRAINT "atendimentos_upsell_produto_id_produtos_id_fk" FOREIGN KEY ("upsell_produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividades" ADD CONSTRAINT "atividades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividades" ADD CONSTRAINT "atividades_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividades" ADD CONSTRAINT "atividades_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamadas" ADD CONSTRAINT "chamadas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamadas" ADD CONSTRAINT "chamadas_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamadas" ADD CONSTRAINT "chamadas_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chamadas" ADD CONSTRAINT "chamadas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_produtos" ADD CONSTRAINT "lead_produtos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_produtos" ADD CONSTRAINT "lead_produtos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_produtos" ADD CONSTRAINT "lead_produtos_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_lead_produto_id_lead_produtos_id_fk" FOREIGN KEY ("lead_produto_id") REFERENCES "public"."lead_produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_origem_id_catalogos_id_fk" FOREIGN KEY ("origem_id") REFERENCES "public"."catalogos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_tipo_duvida_id_catalogos_id_fk" FOREIGN KEY ("tipo_duvida_id") REFERENCES "public"."catalogos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_atendente_id_users_id_fk" FOREIGN KEY ("atendente_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_designado_id_users_id_fk" FOREIGN KEY ("designado_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes" ADD CONSTRAINT "transacoes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes" ADD CONSTRAINT "transacoes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes" ADD CONSTRAINT "transacoes_lead_produto_id_lead_produtos_id_fk" FOREIGN KEY ("lead_produto_id") REFERENCES "public"."lead_produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes" ADD CONSTRAINT "transacoes_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agendamentos_company_responsavel_data_idx" ON "agendamentos" USING btree ("company_id","responsavel_id","data_agendamento");--> statement-breakpoint
CREATE INDEX "agendamentos_company_data_idx" ON "agendamentos" USING btree ("company_id","data_agendamento");--> statement-breakpoint
CREATE INDEX "agendamentos_company_ticket_idx" ON "agendamentos" USING btree ("company_id","ticket_id");--> statement-breakpoint
CREATE INDEX "atendimentos_company_ticket_idx" ON "atendimentos" USING btree ("company_id","ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "atividades_company_ticket_idx" ON "atividades" USING btree ("company_id","ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "atividades_company_lead_idx" ON "atividades" USING btree ("company_id","lead_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chamadas_company_identificacao_unique" ON "chamadas" USING btree ("company_id","identificacao");--> statement-breakpoint
CREATE INDEX "chamadas_company_ticket_idx" ON "chamadas" USING btree ("company_id","ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_produtos_company_lead_produto_unique" ON "lead_produtos" USING btree ("company_id","lead_id","produto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_company_email_unique" ON "leads" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "leads_company_nome_idx" ON "leads" USING btree ("company_id","nome","id");--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_nome_trgm_idx" ON "leads" USING gin ("nome" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_telefone_trgm_idx" ON "leads" USING gin ("telefone" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_company_atendente_unique" ON "tickets" USING btree ("company_id","atendente_id") WHERE "tickets"."atendente_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_company_open_lead_produto_unique" ON "tickets" USING btree ("company_id","lead_produto_id") WHERE "tickets"."status" <> 2;--> statement-breakpoint
CREATE INDEX "tickets_company_created_idx" ON "tickets" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_company_open_created_idx" ON "tickets" USING btree ("company_id","created_at","id") WHERE "tickets"."status" <> 2;--> statement-breakpoint
CREATE INDEX "tickets_company_closed_created_idx" ON "tickets" USING btree ("company_id","created_at","id") WHERE "tickets"."status" = 2;--> statement-breakpoint
CREATE INDEX "tickets_company_produto_idx" ON "tickets" USING btree ("company_id","produto_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_company_lead_idx" ON "tickets" USING btree ("company_id","lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transacoes_company_transaction_unique" ON "transacoes" USING btree ("company_id","transaction");--> statement-breakpoint
CREATE INDEX "transacoes_company_lead_idx" ON "transacoes" USING btree ("company_id","lead_id","created_at");