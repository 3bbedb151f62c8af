-- Custom SQL migration file, put your code below! --
-- Trigram operators for the substring search of list endpoints (GIN indexes in the next migration).
-- Bundled with PGlite (loaded by the client) and in PostgreSQL's contrib; trusted, so a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
