DROP INDEX "listings_square_feet_idx";--> statement-breakpoint
DROP INDEX "listings_accurate_psf_idx";--> statement-breakpoint
DROP INDEX "listings_estimated_psf_idx";--> statement-breakpoint
DROP INDEX "listings_psf_idx";--> statement-breakpoint
CREATE INDEX "buildings_market_address_idx" ON "buildings" USING btree ("market_id","address","id");--> statement-breakpoint
CREATE INDEX "buildings_neighborhood_address_idx" ON "buildings" USING btree ("neighborhood_id","address","id");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("market_id","property_type","neighborhood_id","id","square_feet","psf","monthly_price","lease_type","date_available","lat","lng","accurate_psf","created_at") WHERE "listings"."status" = 'AVAILABLE';--> statement-breakpoint
CREATE INDEX "listings_available_id_idx" ON "listings" USING btree ("id") WHERE "listings"."status" = 'AVAILABLE';