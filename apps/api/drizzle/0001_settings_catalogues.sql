CREATE TABLE "catalogos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nome" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_usage" (
	"company_id" integer NOT NULL,
	"mes" date NOT NULL,
	"numero_emails" integer DEFAULT 0 NOT NULL,
	"numero_sms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_usage_company_id_mes_pk" PRIMARY KEY("company_id","mes")
);
--> statement-breakpoint
CREATE TABLE "contas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"integracao_id" integer NOT NULL,
	"nome" text NOT NULL,
	"token" text NOT NULL,
	"token2" text,
	"token3" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integracoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"descricao" text NOT NULL,
	"need" integer DEFAULT 1 NOT NULL,
	"checkout_base" text NOT NULL,
	CONSTRAINT "integracoes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"identidade" text NOT NULL,
	"descricao" text NOT NULL,
	"codigo_oferta" text NOT NULL,
	"src" text NOT NULL,
	"split" integer DEFAULT 1 NOT NULL,
	"builder" boolean DEFAULT false NOT NULL,
	"boleto" boolean DEFAULT false NOT NULL,
	"paypal" boolean DEFAULT false NOT NULL,
	"debito" boolean DEFAULT false NOT NULL,
	"two_cart" boolean DEFAULT false NOT NULL,
	"hab_comissao" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensagens_padrao" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"assunto" text,
	"mensagem" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"kind" text NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"planos_campanhas" integer NOT NULL,
	"campanhas" integer NOT NULL,
	"numero_usuarios" integer NOT NULL,
	"numero_conquistas" integer NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"ligacoes_direto_do_dashboard" boolean DEFAULT false NOT NULL,
	"numero_emails_mes" integer NOT NULL,
	"numero_sms_mes" integer NOT NULL,
	CONSTRAINT "plans_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "produto_upsells" (
	"company_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"upsell_id" integer NOT NULL,
	CONSTRAINT "produto_upsells_produto_id_upsell_id_pk" PRIMARY KEY("produto_id","upsell_id")
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"conta_id" integer NOT NULL,
	"nome" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"preco" numeric(12, 2) NOT NULL,
	"cod_produto" text NOT NULL,
	"checkout" text,
	"cor" text NOT NULL,
	"hab_comissao" boolean DEFAULT false NOT NULL,
	"comissao_modo" text,
	"comissao_tipo" text,
	"comissao_insercao" numeric(12, 2),
	"comissao_atendimento" numeric(12, 2),
	"integracao" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_produtos" (
	"company_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	CONSTRAINT "role_produtos_role_id_produto_id_pk" PRIMARY KEY("role_id","produto_id")
);
--> statement-breakpoint
CREATE TABLE "status_de_finalizacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nome" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" text NOT NULL,
	"hab_brinde" boolean DEFAULT false NOT NULL,
	"hab_perda" boolean DEFAULT false NOT NULL,
	"fechamento" integer,
	"espera" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "razao_social" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "nome_fantasia" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cnpj" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "site" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "descricao" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rodape" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "full_products" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogos" ADD CONSTRAINT "catalogos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_usage" ADD CONSTRAINT "company_usage_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contas" ADD CONSTRAINT "contas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contas" ADD CONSTRAINT "contas_integracao_id_integracoes_id_fk" FOREIGN KEY ("integracao_id") REFERENCES "public"."integracoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagens_padrao" ADD CONSTRAINT "mensagens_padrao_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_upsells" ADD CONSTRAINT "produto_upsells_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_upsells" ADD CONSTRAINT "produto_upsells_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_upsells" ADD CONSTRAINT "produto_upsells_upsell_id_produtos_id_fk" FOREIGN KEY ("upsell_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_produtos" ADD CONSTRAINT "role_produtos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_produtos" ADD CONSTRAINT "role_produtos_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_produtos" ADD CONSTRAINT "role_produtos_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_de_finalizacao" ADD CONSTRAINT "status_de_finalizacao_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogos_company_kind_nome_idx" ON "catalogos" USING btree ("company_id","kind","nome","id");--> statement-breakpoint
CREATE INDEX "contas_company_nome_idx" ON "contas" USING btree ("company_id","nome","id");--> statement-breakpoint
CREATE UNIQUE INDEX "links_company_identidade_unique" ON "links" USING btree ("company_id","identidade");--> statement-breakpoint
CREATE INDEX "links_company_produto_idx" ON "links" USING btree ("company_id","produto_id","descricao","id");--> statement-breakpoint
CREATE INDEX "links_company_descricao_idx" ON "links" USING btree ("company_id","descricao","id");--> statement-breakpoint
CREATE INDEX "mensagens_padrao_company_titulo_idx" ON "mensagens_padrao" USING btree ("company_id","titulo","id");--> statement-breakpoint
CREATE INDEX "outbox_company_created_idx" ON "outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to_email");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "produto_upsells_company_idx" ON "produto_upsells" USING btree ("company_id","upsell_id");--> statement-breakpoint
CREATE INDEX "produtos_company_nome_idx" ON "produtos" USING btree ("company_id","nome","id");--> statement-breakpoint
CREATE INDEX "produtos_company_conta_idx" ON "produtos" USING btree ("company_id","conta_id");--> statement-breakpoint
CREATE INDEX "role_produtos_company_idx" ON "role_produtos" USING btree ("company_id","role_id");--> statement-breakpoint
CREATE INDEX "status_de_finalizacao_company_nome_idx" ON "status_de_finalizacao" USING btree ("company_id","nome","id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roles_company_idx" ON "roles" USING btree ("company_id");