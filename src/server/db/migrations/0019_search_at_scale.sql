CREATE TABLE "listing_counts" (
	"market_id" integer NOT NULL,
	"property_type" "property_type" NOT NULL,
	"neighborhood_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_counts_market_id_property_type_neighborhood_id_pk" PRIMARY KEY("market_id","property_type","neighborhood_id")
);
--> statement-breakpoint
-- hand-written below
-- Issue 26: search at 1,000,000 listings. One index per sort the search offers, read in order so a
-- page is a range scan with LIMIT: (market, type, the sort's keys, id), then the filter columns, which
-- the scan checks inside the index (src/server/services/search/searchSql.ts). SIZE_LARGE_TO_SMALL
-- reads listings_search_size_idx backwards; each price direction has its own index (NULL last both ways).
-- accurate_psf itself is a key too: without the column the planner cannot read the expression's
-- order from the index alone (an Index Scan with a heap fetch per row passed, 3.5 ms on page 40).
CREATE INDEX "listings_search_recommended_idx" ON "listings" ("market_id", "property_type", ("accurate_psf" IS NULL), "created_at" DESC, "id" DESC, "neighborhood_id", "square_feet", "psf", "monthly_price", "lease_type", "date_available", "accurate_psf") WHERE "status" = 'AVAILABLE';
--> statement-breakpoint
CREATE INDEX "listings_search_newest_idx" ON "listings" ("market_id", "property_type", "created_at" DESC, "id" DESC, "neighborhood_id", "square_feet", "psf", "monthly_price", "lease_type", "date_available") WHERE "status" = 'AVAILABLE';
--> statement-breakpoint
CREATE INDEX "listings_search_size_idx" ON "listings" ("market_id", "property_type", "square_feet", "id", "neighborhood_id", "psf", "monthly_price", "lease_type", "date_available") WHERE "status" = 'AVAILABLE';
--> statement-breakpoint
CREATE INDEX "listings_search_psf_asc_idx" ON "listings" ("market_id", "property_type", "psf" ASC NULLS LAST, "id", "neighborhood_id", "square_feet", "monthly_price", "lease_type", "date_available") WHERE "status" = 'AVAILABLE';
--> statement-breakpoint
CREATE INDEX "listings_search_psf_desc_idx" ON "listings" ("market_id", "property_type", "psf" DESC NULLS LAST, "id" DESC, "neighborhood_id", "square_feet", "monthly_price", "lease_type", "date_available") WHERE "status" = 'AVAILABLE';
--> statement-breakpoint
CREATE INDEX "listings_search_monthly_asc_idx" ON "listings" ("market_id", "property_type", "monthly_price" ASC NULLS LAST, "id", "neighborhood_id", "square_feet", "psf", "lease_type", "date_available") WHERE "status" = 'AVAILABLE';
--> statement-breakpoint
CREATE INDEX "listings_search_monthly_desc_idx" ON "listings" ("market_id", "property_type", "monthly_price" DESC NULLS LAST, "id" DESC, "neighborhood_id", "square_feet", "psf", "lease_type", "date_available") WHERE "status" = 'AVAILABLE';
--> statement-breakpoint
-- listing_counts follows every write of listings, one statement at a time (transition tables, so a
-- 2,000-row insert or a COPY costs one grouped upsert, not 2,000 triggers). Keys are upserted in
-- order, so two transactions touching the same counts wait for each other rather than deadlock
-- within a statement. A write that leaves a listing's market, type, neighbourhood and availability
-- alone nets to zero and writes nothing.
CREATE FUNCTION "listing_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_counts" AS c ("market_id", "property_type", "neighborhood_id", "n")
    SELECT "market_id", "property_type", coalesce("neighborhood_id", 0), count(*)::int
    FROM "new_rows" WHERE "status" = 'AVAILABLE' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("market_id", "property_type", "neighborhood_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "listing_counts" AS c ("market_id", "property_type", "neighborhood_id", "n")
    SELECT "market_id", "property_type", coalesce("neighborhood_id", 0), -count(*)::int
    FROM "old_rows" WHERE "status" = 'AVAILABLE' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("market_id", "property_type", "neighborhood_id") DO UPDATE SET "n" = c."n" + excluded."n";
  ELSE
    INSERT INTO "listing_counts" AS c ("market_id", "property_type", "neighborhood_id", "n")
    SELECT "market_id", "property_type", "neighborhood_id", sum("d")::int FROM (
      SELECT "market_id", "property_type", coalesce("neighborhood_id", 0) AS "neighborhood_id", 1 AS "d"
      FROM "new_rows" WHERE "status" = 'AVAILABLE'
      UNION ALL
      SELECT "market_id", "property_type", coalesce("neighborhood_id", 0), -1
      FROM "old_rows" WHERE "status" = 'AVAILABLE'
    ) AS "changes" GROUP BY 1, 2, 3 HAVING sum("d") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("market_id", "property_type", "neighborhood_id") DO UPDATE SET "n" = c."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_counts_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "listings_counts_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "listings_counts_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_apply"();
--> statement-breakpoint
CREATE FUNCTION "listing_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "listing_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_counts_truncate" AFTER TRUNCATE ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_clear"();
--> statement-breakpoint
INSERT INTO "listing_counts" ("market_id", "property_type", "neighborhood_id", "n")
SELECT "market_id", "property_type", coalesce("neighborhood_id", 0), count(*)::int
FROM "listings" WHERE "status" = 'AVAILABLE' GROUP BY 1, 2, 3;
