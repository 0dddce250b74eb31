CREATE TABLE "survey_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_listing_id" integer NOT NULL,
	"user_id" integer,
	"rating" "survey_rating",
	"comment" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_survey_listing_id_survey_listings_id_fk" FOREIGN KEY ("survey_listing_id") REFERENCES "public"."survey_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_entry_user_key" ON "survey_answers" USING btree ("survey_listing_id","user_id");--> statement-breakpoint
CREATE INDEX "survey_answers_user_idx" ON "survey_answers" USING btree ("user_id");--> statement-breakpoint
-- hand-written below
-- Every answer kept in survey_listings moves to its respondent: whoever the row recorded as having
-- rated it, else the campaign's client (issue 24). A row whose respondent is unknown keeps its
-- answer with no respondent rather than losing it.
INSERT INTO "survey_answers" ("survey_listing_id", "user_id", "rating", "comment", "answered_at")
SELECT sl."id", coalesce(sl."rated_by_id", c."client_id"), sl."client_rating", sl."client_comment",
       coalesce(sl."rated_at", sl."created_at")
FROM "survey_listings" sl
JOIN "surveys" s ON s."id" = sl."survey_id"
JOIN "campaigns" c ON c."id" = s."campaign_id"
WHERE sl."client_rating" IS NOT NULL OR sl."client_comment" IS NOT NULL;
--> statement-breakpoint
-- The old columns are emptied so nothing can read a stale copy; a later migration drops them.
UPDATE "survey_listings" SET "client_rating" = NULL, "client_comment" = NULL, "rated_at" = NULL, "rated_by_id" = NULL
WHERE "client_rating" IS NOT NULL OR "client_comment" IS NOT NULL OR "rated_at" IS NOT NULL OR "rated_by_id" IS NOT NULL;
