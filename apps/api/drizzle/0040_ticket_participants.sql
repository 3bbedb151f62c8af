CREATE TABLE "ticket_participant_counts" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "ticket_participant_counts_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_participants" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_participants_company_id_user_id_ticket_id_pk" PRIMARY KEY("company_id","user_id","ticket_id")
);
--> statement-breakpoint
DROP INDEX "atividades_company_user_created_idx";--> statement-breakpoint
ALTER TABLE "ticket_participant_counts" ADD CONSTRAINT "ticket_participant_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_participants" ADD CONSTRAINT "ticket_participants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_participants" ADD CONSTRAINT "ticket_participants_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_participants_company_user_last_idx" ON "ticket_participants" USING btree ("company_id","user_id","last_at","ticket_id");
--> statement-breakpoint
-- A person's new entries on tickets: each (company, person, ticket) is added, or its last time moved forward.
-- Rows are locked in key order, so two statements adding entries cannot deadlock.
CREATE FUNCTION "atividades_add_participants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ticket_participants" AS p ("company_id", "user_id", "ticket_id", "last_at")
  SELECT "company_id", "causer_id", "ticket_id", max("created_at") FROM "new_rows"
  WHERE "causer_type" = 'user' AND "causer_id" IS NOT NULL AND "ticket_id" IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("company_id", "user_id", "ticket_id") DO UPDATE SET "last_at" = greatest(p."last_at", excluded."last_at");
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Entries removed: each (company, person, ticket) they named takes its last remaining entry's time, or goes. When a
-- ticket or a company is deleted its rows are already gone with it, and nothing is left to do.
CREATE FUNCTION "atividades_drop_participants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "touched" AS (
    SELECT DISTINCT "company_id", "causer_id", "ticket_id" FROM "old_rows"
    WHERE "causer_type" = 'user' AND "causer_id" IS NOT NULL AND "ticket_id" IS NOT NULL
  ), "remaining" AS (
    SELECT t.*, (SELECT max(a."created_at") FROM "atividades" AS a
                 WHERE a."company_id" = t."company_id" AND a."ticket_id" = t."ticket_id"
                   AND a."causer_type" = 'user' AND a."causer_id" = t."causer_id") AS "last_at"
    FROM "touched" AS t
  ), "gone" AS (
    DELETE FROM "ticket_participants" AS p USING "remaining" AS r
    WHERE p."company_id" = r."company_id" AND p."user_id" = r."causer_id" AND p."ticket_id" = r."ticket_id"
      AND r."last_at" IS NULL
  )
  UPDATE "ticket_participants" AS p SET "last_at" = r."last_at" FROM "remaining" AS r
  WHERE p."company_id" = r."company_id" AND p."user_id" = r."causer_id" AND p."ticket_id" = r."ticket_id"
    AND r."last_at" IS NOT NULL AND p."last_at" <> r."last_at";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "atividades_participants_insert" AFTER INSERT ON "atividades" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "atividades_add_participants"();
--> statement-breakpoint
CREATE TRIGGER "atividades_participants_delete" AFTER DELETE ON "atividades" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "atividades_drop_participants"();
--> statement-breakpoint
-- Each person's number of tickets, kept from the rows of ticket_participants that statements add or remove (cascades
-- from a ticket or a company included). A removal only lowers rows that exist: with a company, its counts may be
-- gone first.
CREATE FUNCTION "ticket_participants_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_participant_counts" AS k ("company_id", "user_id", "n")
    SELECT "company_id", "user_id", count(*)::int FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("company_id", "user_id") DO UPDATE SET "n" = k."n" + excluded."n";
  ELSE
    UPDATE "ticket_participant_counts" AS k SET "n" = k."n" - d."n"
    FROM (SELECT "company_id", "user_id", count(*)::int AS "n" FROM "old_rows" GROUP BY 1, 2) AS d
    WHERE k."company_id" = d."company_id" AND k."user_id" = d."user_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ticket_participants_counts_insert" AFTER INSERT ON "ticket_participants" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_participants_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "ticket_participants_counts_delete" AFTER DELETE ON "ticket_participants" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_participants_keep_counts"();
--> statement-breakpoint
-- The rows so far; their counts follow through the trigger above.
INSERT INTO "ticket_participants" ("company_id", "user_id", "ticket_id", "last_at")
SELECT "company_id", "causer_id", "ticket_id", max("created_at") FROM "atividades"
WHERE "causer_type" = 'user' AND "causer_id" IS NOT NULL AND "ticket_id" IS NOT NULL
GROUP BY 1, 2, 3;
