ALTER TABLE "listings" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_vendor_idx" ON "listings" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "listings_vendor_review_idx" ON "listings" USING btree ("created_at","id") WHERE "listings"."status" = 'VETTING' and "listings"."vendor_id" is not null;--> statement-breakpoint
-- hand-written below
-- A listing a vendor's CSV created before this column existed: its ORIGIN row names the importer job
-- (a CSV row, csv_import_id set) whose vendor sent it. Listings with no such row stay unowned: no
-- vendor file may change them, as for a broker's or the research team's listings.
UPDATE "listings" AS l SET "vendor_id" = j."vendor_id"
FROM "listing_history" AS h JOIN "importer_jobs" AS j ON j."id" = h."importer_job_id"
WHERE h."listing_id" = l."id" AND h."kind" = 'ORIGIN' AND j."csv_import_id" IS NOT NULL
  AND j."vendor_id" IS NOT NULL AND l."vendor_id" IS NULL;
