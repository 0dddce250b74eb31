CREATE TYPE "public"."csv_import_status" AS ENUM('RECEIVING', 'PROCESSING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TABLE "csv_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csv_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" integer NOT NULL,
	"filename" text NOT NULL,
	"status" "csv_import_status" DEFAULT 'RECEIVING' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD COLUMN "record_type" "note_record_type";--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD COLUMN "record_id" integer;--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD COLUMN "input" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD COLUMN "csv_import_id" integer;--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD COLUMN "line_number" integer;--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "tour3d_model_id" text;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD COLUMN "card_key" text;--> statement-breakpoint
ALTER TABLE "image_uploads" ADD COLUMN "card_key" text;--> statement-breakpoint
ALTER TABLE "image_uploads" ADD COLUMN "is_cover" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_imports_vendor_idx" ON "csv_imports" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "csv_imports_uuid_key" ON "csv_imports" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_slug_key" ON "vendors" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD CONSTRAINT "importer_jobs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD CONSTRAINT "importer_jobs_csv_import_id_csv_imports_id_fk" FOREIGN KEY ("csv_import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importer_jobs_status_created_idx" ON "importer_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "importer_jobs_vendor_created_idx" ON "importer_jobs" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "importer_jobs_csv_line_key" ON "importer_jobs" USING btree ("csv_import_id","line_number");