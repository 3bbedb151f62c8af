-- The reports read two facts from their own rows instead of joining for them on every request (issue 18: a year of
-- data, p95 ≤ 200 ms): a send's first open and click, and a credit's payment method. Triggers keep them, whoever
-- writes the event or the credit (the tracking routes, the opt-out, the seeds).
ALTER TABLE "envios" ADD COLUMN "aberto_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "envios" ADD COLUMN "clicado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendas_recuperadas" ADD COLUMN "payment_type" text;--> statement-breakpoint
UPDATE "envios" SET "aberto_em" = "eventos"."aberto", "clicado_em" = "eventos"."clicado"
FROM (
  SELECT "envio_id",
    min("created_at") FILTER (WHERE "evento" = 'aberto') AS "aberto",
    min("created_at") FILTER (WHERE "evento" = 'clicou') AS "clicado"
  FROM "envio_eventos" WHERE "evento" IN ('aberto', 'clicou') GROUP BY "envio_id"
) AS "eventos"
WHERE "eventos"."envio_id" = "envios"."id";--> statement-breakpoint
UPDATE "vendas_recuperadas" SET "payment_type" = "transacoes"."payment_type"
FROM "transacoes" WHERE "transacoes"."id" = "vendas_recuperadas"."transacao_id";--> statement-breakpoint
CREATE FUNCTION "envio_marca_abertura_clique"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- least() skips a null: the first event sets the time, an earlier one recorded late moves it back.
  IF NEW."evento" = 'aberto' THEN
    UPDATE "envios" SET "aberto_em" = least("aberto_em", NEW."created_at") WHERE "id" = NEW."envio_id";
  ELSE
    UPDATE "envios" SET "clicado_em" = least("clicado_em", NEW."created_at") WHERE "id" = NEW."envio_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "envio_eventos_marca_envio" AFTER INSERT ON "envio_eventos"
FOR EACH ROW WHEN (NEW."evento" IN ('aberto', 'clicou')) EXECUTE FUNCTION "envio_marca_abertura_clique"();--> statement-breakpoint
CREATE FUNCTION "venda_recuperada_copia_pagamento"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "payment_type" INTO NEW."payment_type" FROM "transacoes" WHERE "id" = NEW."transacao_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "vendas_recuperadas_copia_pagamento" BEFORE INSERT ON "vendas_recuperadas"
FOR EACH ROW EXECUTE FUNCTION "venda_recuperada_copia_pagamento"();--> statement-breakpoint
CREATE FUNCTION "transacao_pagamento_nas_vendas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vendas_recuperadas" SET "payment_type" = NEW."payment_type" WHERE "transacao_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transacoes_pagamento_nas_vendas" AFTER UPDATE OF "payment_type" ON "transacoes"
FOR EACH ROW WHEN (OLD."payment_type" IS DISTINCT FROM NEW."payment_type") EXECUTE FUNCTION "transacao_pagamento_nas_vendas"();--> statement-breakpoint
DROP INDEX "envio_eventos_company_ocorrido_idx";--> statement-breakpoint
DROP INDEX "envios_company_enviado_idx";--> statement-breakpoint
DROP INDEX "vendas_recuperadas_company_recuperada_idx";--> statement-breakpoint
CREATE INDEX "envios_company_enviado_idx" ON "envios" USING btree ("company_id","enviado_em","campanha_id","passo_id","aberto_em","clicado_em") WHERE "envios"."enviado_em" is not null;--> statement-breakpoint
CREATE INDEX "vendas_recuperadas_company_recuperada_idx" ON "vendas_recuperadas" USING btree ("company_id","recuperada_em","produto_id","usuario_id","origem","campanha_id","passo_id","valor","revertida_em","payment_type");
