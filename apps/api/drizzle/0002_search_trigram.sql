-- Trigram operators for the lists' substring search (ILIKE %term%), which a btree cannot serve. Bundled with PGlite
-- (loaded by the client) and in PostgreSQL's contrib; trusted, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "links_descricao_trgm_idx" ON "links" USING gin ("descricao" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "links_codigo_oferta_trgm_idx" ON "links" USING gin ("codigo_oferta" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "produtos_nome_trgm_idx" ON "produtos" USING gin ("nome" gin_trgm_ops);