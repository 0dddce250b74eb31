ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "tour_listings" ADD COLUMN "duration_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_listings" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;