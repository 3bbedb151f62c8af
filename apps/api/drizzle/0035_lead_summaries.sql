DROP INDEX "transacoes_company_lead_bought_idx";--> statement-breakpoint
DROP INDEX "comissoes_company_created_idx";--> statement-breakpoint
DROP INDEX "comissoes_company_user_idx";--> statement-breakpoint
DROP INDEX "ordens_pagamento_company_pendentes_idx";--> statement-breakpoint
DROP INDEX "ordens_pagamento_company_pagas_idx";--> statement-breakpoint
DROP INDEX "pre_comissoes_company_situacao_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "compra" text DEFAULT 'nao_comprou' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "origens" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_company_compra_idx" ON "leads" USING btree ("company_id","compra","id") WHERE "leads"."anonimizado_em" is null;--> statement-breakpoint
CREATE INDEX "comissoes_company_created_idx" ON "comissoes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comissoes_company_user_idx" ON "comissoes" USING btree ("company_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ordens_pagamento_company_pendentes_idx" ON "ordens_pagamento" USING btree ("company_id","created_at","id") WHERE "ordens_pagamento"."paga_em" is null;--> statement-breakpoint
CREATE INDEX "ordens_pagamento_company_pagas_idx" ON "ordens_pagamento" USING btree ("company_id","paga_em","id") WHERE "ordens_pagamento"."paga_em" is not null;--> statement-breakpoint
CREATE INDEX "pre_comissoes_company_situacao_idx" ON "pre_comissoes" USING btree ("company_id","situacao","created_at","id");--> statement-breakpoint
-- Where each lead's purchases stand, recomputed for the leads a statement on transacoes touched: bought (approved or
-- completed) wins over a refund (refunded or chargeback) of another purchase.
CREATE FUNCTION "leads_refresh_compra"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" AS l SET "compra" = s."compra"
  FROM (
    SELECT c."lead_id", coalesce((
      SELECT CASE WHEN bool_or(t."status" IN ('approved', 'completed')) THEN 'comprou'
                  WHEN bool_or(t."status" IN ('refunded', 'chargeback')) THEN 'reembolsou' END
      FROM "transacoes" AS t WHERE t."company_id" = c."company_id" AND t."lead_id" = c."lead_id"), 'nao_comprou') AS "compra"
    FROM (SELECT DISTINCT "company_id", "lead_id" FROM "changed") AS c
  ) AS s
  WHERE l."id" = s."lead_id" AND l."compra" <> s."compra";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transacoes_compra_insert" AFTER INSERT ON "transacoes" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "leads_refresh_compra"();
--> statement-breakpoint
CREATE TRIGGER "transacoes_compra_update" AFTER UPDATE ON "transacoes" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "leads_refresh_compra"();
--> statement-breakpoint
CREATE TRIGGER "transacoes_compra_delete" AFTER DELETE ON "transacoes" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "leads_refresh_compra"();
--> statement-breakpoint
-- How each lead reached the company, recomputed for the leads a statement on campanha_contatos or tickets touched:
-- the kinds of campaign it entered, and 'ticket' when a person (not a campaign) opened a ticket for it.
CREATE FUNCTION "leads_refresh_origens"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" AS l SET "origens" = s."origens"
  FROM (
    SELECT c."lead_id", ARRAY(
      SELECT DISTINCT ca."tipo" FROM "campanha_contatos" AS cc JOIN "campanhas" AS ca ON ca."id" = cc."campanha_id"
      WHERE cc."company_id" = c."company_id" AND cc."lead_id" = c."lead_id"
      UNION
      SELECT 'ticket' WHERE EXISTS (
        SELECT 1 FROM "tickets" AS tk
        WHERE tk."company_id" = c."company_id" AND tk."lead_id" = c."lead_id" AND tk."responsavel_type" = 'user')
      ORDER BY 1) AS "origens"
    FROM (SELECT DISTINCT "company_id", "lead_id" FROM "changed") AS c
  ) AS s
  WHERE l."id" = s."lead_id" AND l."origens" <> s."origens";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "campanha_contatos_origens_insert" AFTER INSERT ON "campanha_contatos" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "leads_refresh_origens"();
--> statement-breakpoint
CREATE TRIGGER "campanha_contatos_origens_delete" AFTER DELETE ON "campanha_contatos" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "leads_refresh_origens"();
--> statement-breakpoint
CREATE TRIGGER "tickets_origens_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "leads_refresh_origens"();
--> statement-breakpoint
CREATE TRIGGER "tickets_origens_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "leads_refresh_origens"();
--> statement-breakpoint
-- The leads already there.
UPDATE "leads" AS l SET "compra" = 'comprou'
WHERE EXISTS (SELECT 1 FROM "transacoes" AS t WHERE t."company_id" = l."company_id" AND t."lead_id" = l."id" AND t."status" IN ('approved', 'completed'));
--> statement-breakpoint
UPDATE "leads" AS l SET "compra" = 'reembolsou'
WHERE l."compra" = 'nao_comprou'
  AND EXISTS (SELECT 1 FROM "transacoes" AS t WHERE t."company_id" = l."company_id" AND t."lead_id" = l."id" AND t."status" IN ('refunded', 'chargeback'));
--> statement-breakpoint
UPDATE "leads" AS l SET "origens" = ARRAY(
  SELECT DISTINCT ca."tipo" FROM "campanha_contatos" AS cc JOIN "campanhas" AS ca ON ca."id" = cc."campanha_id"
  WHERE cc."company_id" = l."company_id" AND cc."lead_id" = l."id"
  UNION
  SELECT 'ticket' WHERE EXISTS (
    SELECT 1 FROM "tickets" AS tk WHERE tk."company_id" = l."company_id" AND tk."lead_id" = l."id" AND tk."responsavel_type" = 'user')
  ORDER BY 1)
WHERE EXISTS (SELECT 1 FROM "campanha_contatos" AS cc WHERE cc."company_id" = l."company_id" AND cc."lead_id" = l."id")
   OR EXISTS (SELECT 1 FROM "tickets" AS tk WHERE tk."company_id" = l."company_id" AND tk."lead_id" = l."id" AND tk."responsavel_type" = 'user');
