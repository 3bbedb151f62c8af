ALTER TABLE "tickets" ADD COLUMN "primeiro_atendimento_em" timestamp with time zone;
--> statement-breakpoint
-- Tickets attended before the column existed: their first attendance, once.
UPDATE "tickets" SET "primeiro_atendimento_em" = "primeiro"."em"
FROM (SELECT "ticket_id", min("created_at") AS "em" FROM "atendimentos" GROUP BY "ticket_id") AS "primeiro"
WHERE "tickets"."id" = "primeiro"."ticket_id";
