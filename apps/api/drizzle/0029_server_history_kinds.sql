ALTER TABLE "atividades" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "atividades" ADD COLUMN "acao" text;--> statement-breakpoint
ALTER TABLE "atividades" ADD COLUMN "valores" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "acao" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "valores" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Entries written before kinds: each sentence the server wrote becomes its kind and values; a sentence not
-- recognised keeps acao null and its text, which the app shows as written.
UPDATE "atividades" SET "acao" = CASE "description"
    WHEN 'Ticket criado' THEN 'ticket_created'
    WHEN 'Ticket criado pelo agendamento do lead' THEN 'ticket_created_by_booking'
    WHEN 'Atendimento iniciado' THEN 'attendance_started'
    WHEN 'Mensagem enviada por WhatsApp' THEN 'whatsapp_sent'
    WHEN 'E-mail enviado' THEN 'email_sent'
    WHEN 'Chamada realizada' THEN 'call_made'
    WHEN 'Ticket reaberto' THEN 'ticket_reopened'
    WHEN 'Ticket editado' THEN 'ticket_edited'
    WHEN 'Retorno reagendado' THEN 'return_rescheduled'
    WHEN 'Retorno agendado a partir da lista do WhatsApp' THEN 'return_scheduled_from_list'
    WHEN 'Horário agendado pelo lead' THEN 'time_booked_by_lead'
  END, "description" = NULL
  WHERE "description" IN ('Ticket criado', 'Ticket criado pelo agendamento do lead', 'Atendimento iniciado',
    'Mensagem enviada por WhatsApp', 'E-mail enviado', 'Chamada realizada', 'Ticket reaberto', 'Ticket editado',
    'Retorno reagendado', 'Retorno agendado a partir da lista do WhatsApp', 'Horário agendado pelo lead');--> statement-breakpoint
UPDATE "atividades" SET "acao" = 'whatsapp_sent_from_list',
    "valores" = jsonb_build_object('campanha', substring("description" from '^Mensagem enviada por WhatsApp \(lista do WhatsApp, (.*)\)$')),
    "description" = NULL
  WHERE "description" ~ '^Mensagem enviada por WhatsApp \(lista do WhatsApp, .*\)$';--> statement-breakpoint
UPDATE "atividades" SET "acao" = 'ticket_transferred',
    "valores" = jsonb_build_object('usuario', substring("description" from '^Ticket transferido para (.+)$')),
    "description" = NULL
  WHERE "description" ~ '^Ticket transferido para .+$';--> statement-breakpoint
UPDATE "atividades" SET "acao" = 'attendance_finished_closed',
    "valores" = jsonb_build_object(
      'resultado', CASE substring("description" from '^Atendimento finalizado: (.*) — ')
        WHEN 'venda ganha' THEN 'ganhou' WHEN 'aguardando retorno' THEN 'aguardando' ELSE 'perdeu' END,
      'retornos', substring("description" from 'ao atingir (\d+) retornos$')::int),
    "description" = NULL
  WHERE "description" ~ '^Atendimento finalizado: (venda ganha|aguardando retorno|venda perdida) — ticket fechado ao atingir \d+ retornos$';--> statement-breakpoint
UPDATE "atividades" SET "acao" = 'attendance_finished',
    "valores" = jsonb_build_object('resultado', CASE substring("description" from '^Atendimento finalizado: (.*)$')
      WHEN 'venda ganha' THEN 'ganhou' WHEN 'aguardando retorno' THEN 'aguardando' ELSE 'perdeu' END),
    "description" = NULL
  WHERE "description" ~ '^Atendimento finalizado: (venda ganha|aguardando retorno|venda perdida)$';--> statement-breakpoint
-- Notifications likewise: the ticket is ticket_id; who acted and the lead are taken from the text.
UPDATE "notifications" SET "acao" = 'ticket_transferred',
    "valores" = jsonb_strip_nulls(jsonb_build_object(
      'usuario', substring("message" from '^(.*) transferiu o ticket #\d+'),
      'lead', substring("message" from '^.* transferiu o ticket #\d+ \((.*)\) para você\.$'))),
    "title" = NULL, "message" = NULL
  WHERE "title" = 'Ticket transferido para você' AND "message" ~ '^.* transferiu o ticket #\d+( \(.*\))? para você\.$';--> statement-breakpoint
UPDATE "notifications" SET "acao" = 'ticket_reopened',
    "valores" = jsonb_strip_nulls(jsonb_build_object(
      'usuario', substring("message" from '^(.*) reabriu o ticket #\d+'),
      'lead', substring("message" from '^.* reabriu o ticket #\d+ \((.*)\), que você atendeu\.$'))),
    "title" = NULL, "message" = NULL
  WHERE "title" = 'Ticket reaberto' AND "message" ~ '^.* reabriu o ticket #\d+( \(.*\))?, que você atendeu\.$';--> statement-breakpoint
UPDATE "notifications" SET "acao" = 'return_due',
    "valores" = jsonb_strip_nulls(jsonb_build_object('lead', substring("message" from '^Chegou a hora do retorno ao ticket #\d+ \((.*)\)\.$'))),
    "title" = NULL, "message" = NULL
  WHERE "title" = 'Retorno agendado' AND "message" ~ '^Chegou a hora do retorno ao ticket #\d+( \(.*\))?\.$';
