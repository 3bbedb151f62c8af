DROP INDEX "comissoes_company_to_order_idx";--> statement-breakpoint
CREATE INDEX "lead_produtos_company_produto_idx" ON "lead_produtos" USING btree ("company_id","produto_id","lead_id");--> statement-breakpoint
CREATE INDEX "transacoes_company_lead_bought_idx" ON "transacoes" USING btree ("company_id","lead_id") WHERE "transacoes"."status" in ('approved', 'completed');--> statement-breakpoint
CREATE INDEX "comissoes_company_lead_idx" ON "comissoes" USING btree ("company_id","lead_id");--> statement-breakpoint
CREATE INDEX "comissoes_company_produto_idx" ON "comissoes" USING btree ("company_id","produto_id");--> statement-breakpoint
CREATE INDEX "comissoes_company_to_order_idx" ON "comissoes" USING btree ("company_id","user_id","retida_ate","valor") WHERE "comissoes"."ordem_id" is null and "comissoes"."estornada_em" is null;