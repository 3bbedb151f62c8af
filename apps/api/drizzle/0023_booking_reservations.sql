CREATE TABLE "agendamento_reservas" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"campanha_id" integer NOT NULL,
	"horario" timestamp with time zone NOT NULL,
	"lead_id" integer NOT NULL,
	"contato_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"agendamento_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agendamento_reservas" ADD CONSTRAINT "agendamento_reservas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento_reservas" ADD CONSTRAINT "agendamento_reservas_campanha_id_campanhas_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."campanhas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento_reservas" ADD CONSTRAINT "agendamento_reservas_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento_reservas" ADD CONSTRAINT "agendamento_reservas_contato_id_campanha_contatos_id_fk" FOREIGN KEY ("contato_id") REFERENCES "public"."campanha_contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento_reservas" ADD CONSTRAINT "agendamento_reservas_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento_reservas" ADD CONSTRAINT "agendamento_reservas_agendamento_id_agendamentos_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."agendamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agendamento_reservas_slot_unique" ON "agendamento_reservas" USING btree ("campanha_id","horario");--> statement-breakpoint
CREATE INDEX "agendamento_reservas_contato_idx" ON "agendamento_reservas" USING btree ("contato_id","horario");