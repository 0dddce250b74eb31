ALTER TABLE "listings" ADD COLUMN "floor_slug" text GENERATED ALWAYS AS (coalesce(nullif(trim(both '-' from regexp_replace(regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(translate(lower(regexp_replace(normalize("listings"."floor_and_suite", NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')), 'øłđðØŁĐÐ', 'olddoldd'), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th'), '&', ' and '), '[''’.]', '', 'g'), '[^a-z0-9]+', '-', 'g')), ''), 'space')) STORED NOT NULL;--> statement-breakpoint
-- hand-written below
-- Issue 25: before floor_slug becomes unique per building (the next migration), listings that
-- already share a URL in their building are told apart. The one the listing page served (AVAILABLE
-- first, then the oldest) keeps its label; each other gets " (duplicate <id>)" appended (its page
-- could not be opened anyway) and a CHANGE row in its history, so the research team can see and fix it.
WITH "ranked" AS (
  SELECT "id", "floor_and_suite",
    row_number() OVER (PARTITION BY "building_id", "floor_slug" ORDER BY ("status" = 'AVAILABLE') DESC, "id") AS "n"
  FROM "listings"
), "renamed" AS (
  UPDATE "listings" l SET "floor_and_suite" = r."floor_and_suite" || ' (duplicate ' || r."id" || ')', "updated_at" = now()
  FROM "ranked" r WHERE r."id" = l."id" AND r."n" > 1
  RETURNING l."id"
)
INSERT INTO "listing_history" ("listing_id", "kind", "source_name", "fields")
SELECT r."id", 'CHANGE', 'migration', jsonb_build_array(jsonb_build_object(
  'field', 'floorAndSuite', 'oldValue', r."floor_and_suite",
  'newValue', r."floor_and_suite" || ' (duplicate ' || r."id" || ')'))
FROM "ranked" r JOIN "renamed" USING ("id");
