DROP INDEX "listings_building_floor_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "listings_building_floor_slug_key" ON "listings" USING btree ("building_id","floor_slug");