CREATE TABLE "ticket_counts" (
	"company_id" integer NOT NULL,
	"produto_id" integer NOT NULL,
	"closed" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "ticket_counts_company_id_produto_id_closed_pk" PRIMARY KEY("company_id","produto_id","closed")
);
--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What a statement on tickets changed, per company, product and open/closed: +1 for each row as it is now, -1 for
-- each as it was. Rows are locked in key order, so two statements touching the same counters cannot deadlock.
-- A removal only lowers rows that exist: when a company or a product is deleted, its counters may already be gone.
CREATE FUNCTION "tickets_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "ticket_counts" AS k SET "n" = k."n" - d."n"
    FROM (SELECT "company_id", "produto_id", "status" = 2 AS "closed", count(*)::int AS "n"
          FROM "old_rows" GROUP BY 1, 2, 3) AS d
    WHERE k."company_id" = d."company_id" AND k."produto_id" = d."produto_id" AND k."closed" = d."closed";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "ticket_counts" AS k ("company_id", "produto_id", "closed", "n")
    SELECT "company_id", "produto_id", "status" = 2, count(*)::int FROM "new_rows" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("company_id", "produto_id", "closed") DO UPDATE SET "n" = k."n" + excluded."n";
  ELSE
    INSERT INTO "ticket_counts" AS k ("company_id", "produto_id", "closed", "n")
    SELECT "company_id", "produto_id", "closed", sum("d")::int FROM (
      SELECT "company_id", "produto_id", "status" = 2 AS "closed", 1 AS "d" FROM "new_rows"
      UNION ALL
      SELECT "company_id", "produto_id", "status" = 2, -1 FROM "old_rows"
    ) AS c GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("company_id", "produto_id", "closed") DO UPDATE SET "n" = k."n" + excluded."n";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tickets_counts_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tickets_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "tickets_counts_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tickets_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "tickets_counts_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "tickets_keep_counts"();
--> statement-breakpoint
INSERT INTO "ticket_counts" ("company_id", "produto_id", "closed", "n")
SELECT "company_id", "produto_id", "status" = 2, count(*)::int FROM "tickets" GROUP BY 1, 2, 3;
