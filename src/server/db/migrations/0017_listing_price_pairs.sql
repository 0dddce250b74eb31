-- hand-written below
-- Issue 25: a listing's price per SF and monthly rent are one figure and its consequence. The figure
-- of the price model is kept (the price per SF for PER_SQUARE_FOOT, the monthly rent for PER_MONTH;
-- when it is missing, the other figure converted) and the other is recomputed from it and the size,
-- with the arithmetic of src/common/listingEdits/listingPrices.ts. A pair that would not fit its
-- columns (nonsense sizes only) is cleared rather than stored wrong. Only rows that change are written.
WITH "given" AS (
  SELECT "id", "price_model" = 'PER_MONTH' AS "per_month", nullif("square_feet", 0) AS "sf",
    CASE WHEN "price_model" = 'PER_MONTH'
      THEN coalesce("accurate_monthly_price", round("accurate_psf" * nullif("square_feet", 0) / 12))
      ELSE coalesce("accurate_psf", round("accurate_monthly_price" * 12 / nullif("square_feet", 0), 2))
    END AS "accurate",
    CASE WHEN "price_model" = 'PER_MONTH'
      THEN coalesce("estimated_monthly_price", round("estimated_psf" * nullif("square_feet", 0) / 12))
      ELSE coalesce("estimated_psf", round("estimated_monthly_price" * 12 / nullif("square_feet", 0), 2))
    END AS "estimated"
  FROM "listings"
), "pairs" AS (
  SELECT "id",
    CASE WHEN "per_month" THEN round("accurate" * 12 / "sf", 2) ELSE "accurate" END AS "a_psf",
    CASE WHEN "per_month" THEN "accurate" ELSE round("accurate" * "sf" / 12) END AS "a_monthly",
    CASE WHEN "per_month" THEN round("estimated" * 12 / "sf", 2) ELSE "estimated" END AS "e_psf",
    CASE WHEN "per_month" THEN "estimated" ELSE round("estimated" * "sf" / 12) END AS "e_monthly"
  FROM "given"
), "fitting" AS (
  SELECT "id",
    CASE WHEN abs("a_psf") < 1000000 AND abs("a_monthly") < 10000000000 THEN "a_psf" END AS "a_psf",
    CASE WHEN abs("a_psf") < 1000000 AND abs("a_monthly") < 10000000000 THEN "a_monthly" END AS "a_monthly",
    CASE WHEN abs("e_psf") < 1000000 AND abs("e_monthly") < 10000000000 THEN "e_psf" END AS "e_psf",
    CASE WHEN abs("e_psf") < 1000000 AND abs("e_monthly") < 10000000000 THEN "e_monthly" END AS "e_monthly"
  FROM "pairs"
)
UPDATE "listings" AS l
SET "accurate_psf" = f."a_psf", "accurate_monthly_price" = f."a_monthly",
  "estimated_psf" = f."e_psf", "estimated_monthly_price" = f."e_monthly"
FROM "fitting" AS f
WHERE f."id" = l."id" AND (
  l."accurate_psf" IS DISTINCT FROM f."a_psf" OR l."accurate_monthly_price" IS DISTINCT FROM f."a_monthly"
  OR l."estimated_psf" IS DISTINCT FROM f."e_psf" OR l."estimated_monthly_price" IS DISTINCT FROM f."e_monthly"
);
--> statement-breakpoint
-- No listing can hold a contradictory pair: the derived figure is exactly what listingPrices.ts
-- computes (round half away from zero, which is JavaScript's Math.round for these positive figures).
-- Not in the Drizzle schema: drizzle-kit would add it before the backfill above could run.
ALTER TABLE "listings" ADD CONSTRAINT "listings_price_pairs_check" CHECK (
  CASE WHEN "price_model" = 'PER_MONTH' THEN
    "accurate_psf" IS NOT DISTINCT FROM round("accurate_monthly_price" * 12 / nullif("square_feet", 0), 2)
    AND "estimated_psf" IS NOT DISTINCT FROM round("estimated_monthly_price" * 12 / nullif("square_feet", 0), 2)
  ELSE
    "accurate_monthly_price" IS NOT DISTINCT FROM round("accurate_psf" * nullif("square_feet", 0) / 12)
    AND "estimated_monthly_price" IS NOT DISTINCT FROM round("estimated_psf" * nullif("square_feet", 0) / 12)
  END
);
