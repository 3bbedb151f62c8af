DROP INDEX "vendas_recuperadas_company_recuperada_idx";--> statement-breakpoint
CREATE INDEX "agendamentos_company_pendentes_idx" ON "agendamentos" USING btree ("company_id","data_agendamento") WHERE "agendamentos"."concluido_em" is null;--> statement-breakpoint
CREATE INDEX "atendimentos_company_created_idx" ON "atendimentos" USING btree ("company_id","created_at","tipo","atendente_id","produto_id","ticket_id","tipo_de_perda_id");--> statement-breakpoint
CREATE INDEX "campanha_contatos_company_entrou_idx" ON "campanha_contatos" USING btree ("company_id","created_at","campanha_id");--> statement-breakpoint
CREATE INDEX "envio_eventos_company_ocorrido_idx" ON "envio_eventos" USING btree ("company_id","created_at","envio_id","evento");--> statement-breakpoint
CREATE INDEX "envios_company_enviado_idx" ON "envios" USING btree ("company_id","enviado_em","campanha_id","passo_id") WHERE "envios"."enviado_em" is not null;--> statement-breakpoint
CREATE INDEX "vendas_recuperadas_company_recuperada_idx" ON "vendas_recuperadas" USING btree ("company_id","recuperada_em","produto_id","usuario_id","origem","campanha_id","passo_id","valor","revertida_em","transacao_id");