CREATE TABLE "building_aliases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "building_aliases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"building_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"slug" text NOT NULL,
	"identity" text NOT NULL,
	"former_building_id" integer NOT NULL,
	"merged_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "building_aliases" ADD CONSTRAINT "building_aliases_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_aliases" ADD CONSTRAINT "building_aliases_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_aliases" ADD CONSTRAINT "building_aliases_merged_by_id_users_id_fk" FOREIGN KEY ("merged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "building_aliases_market_slug_key" ON "building_aliases" USING btree ("market_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "building_aliases_identity_key" ON "building_aliases" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "building_aliases_building_idx" ON "building_aliases" USING btree ("building_id");