CREATE TABLE "conquista_imagens" (
	"conquista_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"mime" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conquista_imagens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "conquistas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"produto_id" integer,
	"perfil" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" numeric(12, 2),
	"porcentagem" numeric(5, 2),
	"quantidade" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channels" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "conquista_imagens" ADD CONSTRAINT "conquista_imagens_conquista_id_conquistas_id_fk" FOREIGN KEY ("conquista_id") REFERENCES "public"."conquistas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conquistas" ADD CONSTRAINT "conquistas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conquistas" ADD CONSTRAINT "conquistas_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conquistas_company_nome_idx" ON "conquistas" USING btree ("company_id","nome","id");