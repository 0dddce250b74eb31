CREATE TYPE "public"."survey_rating" AS ENUM('INTERESTED', 'NOT_INTERESTED');--> statement-breakpoint
ALTER TABLE "survey_listings" ADD COLUMN "client_rating" "survey_rating";--> statement-breakpoint
ALTER TABLE "survey_listings" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_listings" ADD COLUMN "rated_by_id" integer;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_listings" ADD CONSTRAINT "survey_listings_rated_by_id_users_id_fk" FOREIGN KEY ("rated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;