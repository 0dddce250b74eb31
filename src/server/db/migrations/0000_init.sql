CREATE TYPE "public"."analytics_event_type" AS ENUM('track', 'identify', 'page');--> statement-breakpoint
CREATE TYPE "public"."auth_token_kind" AS ENUM('confirm', 'reset', 'change_email');--> statement-breakpoint
CREATE TYPE "public"."availability_option" AS ENUM('YES', 'NO', 'PARTIALLY', 'NEGOTIABLE', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."campaign_listing_stage" AS ENUM('SUGGESTED', 'SAVED', 'TOUR_REQUESTED', 'TOURED', 'OFFER', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."contact_type" AS ENUM('BUILDING_AGENT', 'LISTING_DEPARTMENT', 'LANDLORD', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."floor_material" AS ENUM('CONCRETE', 'HARDWOOD', 'CARPET');--> statement-breakpoint
CREATE TYPE "public"."image_attachment_kind" AS ENUM('LISTING', 'BUILDING');--> statement-breakpoint
CREATE TYPE "public"."image_upload_status" AS ENUM('PENDING', 'PROCESSING', 'READY', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."importer_job_status" AS ENUM('SUCCESS', 'ERROR', 'DEAD', 'DUPLICATE');--> statement-breakpoint
CREATE TYPE "public"."invitation_kind" AS ENUM('CAMPAIGN', 'SURVEY', 'TOUR');--> statement-breakpoint
CREATE TYPE "public"."lease_term" AS ENUM('LESS_THAN_ONE_YEAR', 'ONE_TO_TWO_YEARS', 'THREE_TO_FIVE_YEARS', 'MORE_THAN_FIVE_YEARS', 'FLEXIBLE');--> statement-breakpoint
CREATE TYPE "public"."lease_type" AS ENUM('DIRECT', 'SUBLEASE', 'LICENSE_AGREEMENT');--> statement-breakpoint
CREATE TYPE "public"."listing_history_kind" AS ENUM('ORIGIN', 'CHANGE');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('UNAVAILABLE', 'VETTING', 'AVAILABLE', 'OFFERS_IN', 'SF_OFFERS_IN', 'LEASE_OUT', 'SF_LEASE_OUT');--> statement-breakpoint
CREATE TYPE "public"."move_in_timeframe" AS ENUM('LESS_THAN_THREE_MONTHS', 'THREE_TO_SIX_MONTHS', 'SEVEN_TO_NINE_MONTHS', 'TEN_TO_TWELVE_MONTHS', 'MORE_THAN_TWELVE_MONTHS', 'FLEXIBLE');--> statement-breakpoint
CREATE TYPE "public"."note_record_type" AS ENUM('Listing', 'Building', 'BrokerInsight', 'Contact');--> statement-breakpoint
CREATE TYPE "public"."onboarding_phase" AS ENUM('NOT_STARTED', 'SKIPPED_CTA', 'IN_PROGRESS', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."phone_type" AS ENUM('personal', 'shared');--> statement-breakpoint
CREATE TYPE "public"."price_unit" AS ENUM('PER_SQUARE_FOOT', 'PER_MONTH');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('office', 'retail', 'industrial');--> statement-breakpoint
CREATE TYPE "public"."quality" AS ENUM('NONE', 'POOR', 'GOOD', 'VERY_GOOD', 'EXCELLENT');--> statement-breakpoint
CREATE TYPE "public"."sharing" AS ENUM('PRIVATE', 'SHARED', 'UNKNOWN');--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" "analytics_event_type" NOT NULL,
	"name" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"anonymous_id" text,
	"server_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_profiles" (
	"anonymous_id" text PRIMARY KEY NOT NULL,
	"number_of_interactions" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "auth_token_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "building_contact_buildings" (
	"building_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "building_contact_buildings_building_id_contact_id_pk" PRIMARY KEY("building_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "building_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "building_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"display_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"title" text,
	"company_name" text,
	"phone" text,
	"phone_type" "phone_type",
	"cell_phone" text,
	"contact_type" "contact_type" DEFAULT 'UNKNOWN' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buildings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identity" text NOT NULL,
	"address" text NOT NULL,
	"slug" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"postal_code" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"market_id" integer NOT NULL,
	"neighborhood_id" integer,
	"property_name" text,
	"year_built" integer,
	"floors" integer,
	"classification" text,
	"has_attended_lobby" boolean,
	"has_turnstile" boolean,
	"has_round_the_clock_access" boolean,
	"description" text,
	"private_description" text,
	"cms_content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"stage" "campaign_listing_stage" DEFAULT 'SAVED' NOT NULL,
	"added_by_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"display_name" text NOT NULL,
	"identifier" text NOT NULL,
	"client_id" integer,
	"broker_id" integer,
	"market_id" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_neighborhoods" (
	"requirement_id" integer NOT NULL,
	"neighborhood_id" integer NOT NULL,
	CONSTRAINT "requirement_neighborhoods_requirement_id_neighborhood_id_pk" PRIMARY KEY("requirement_id","neighborhood_id")
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"is_current_active" boolean DEFAULT true NOT NULL,
	"market_id" integer,
	"min_psf" numeric(8, 2),
	"max_psf" numeric(8, 2),
	"min_square_feet" integer,
	"max_square_feet" integer,
	"min_monthly_budget" numeric(12, 2),
	"max_monthly_budget" numeric(12, 2),
	"num_employees" integer,
	"active_size_filter" text,
	"active_price_filter" "price_unit",
	"min_occupancy" integer,
	"max_occupancy" integer,
	"lease_term" "lease_term",
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"phone" text,
	"company_name" text,
	"message" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "featured_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featured_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "importer_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "importer_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" "importer_job_status",
	"source_name" text,
	"last_stage" text,
	"last_stage_input" jsonb,
	"listing_identity" text,
	"listing_id" integer,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invitation_kind" NOT NULL,
	"campaign_id" integer NOT NULL,
	"survey_id" integer,
	"tour_id" integer,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"invited_by_id" integer,
	"accepted_by_id" integer,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leasing_manager_buildings" (
	"leasing_manager_id" integer NOT NULL,
	"building_id" integer NOT NULL,
	CONSTRAINT "leasing_manager_buildings_leasing_manager_id_building_id_pk" PRIMARY KEY("leasing_manager_id","building_id")
);
--> statement-breakpoint
CREATE TABLE "leasing_managers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leasing_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company_name" text,
	"market_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"kind" "listing_history_kind" NOT NULL,
	"source_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contacts" jsonb,
	"sublease_contact" jsonb,
	"user_id" integer,
	"importer_job_id" integer
);
--> statement-breakpoint
CREATE TABLE "broker_insights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broker_insights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"author_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"identity" text NOT NULL,
	"building_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"neighborhood_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"property_type" "property_type" DEFAULT 'office' NOT NULL,
	"address" text NOT NULL,
	"floor_and_suite" text DEFAULT '' NOT NULL,
	"private_floor" text,
	"private_suite" text,
	"square_feet" integer NOT NULL,
	"max_occupancy" integer,
	"accurate_monthly_price" numeric(12, 2),
	"estimated_monthly_price" numeric(12, 2),
	"accurate_psf" numeric(8, 2),
	"estimated_psf" numeric(8, 2),
	"psf" numeric(8, 2) GENERATED ALWAYS AS (coalesce("listings"."accurate_psf", "listings"."estimated_psf")) STORED,
	"monthly_price" numeric(12, 2) GENERATED ALWAYS AS (coalesce("listings"."accurate_monthly_price", "listings"."estimated_monthly_price")) STORED,
	"price_model" "price_unit" DEFAULT 'PER_SQUARE_FOOT' NOT NULL,
	"status" "listing_status" DEFAULT 'VETTING' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lease_term" "lease_term",
	"date_available" date,
	"conference_rooms" integer,
	"conference_room_access" "sharing",
	"floor_material" "floor_material",
	"natural_light" "quality",
	"has_wet_pantry" boolean,
	"has_exposed_ceiling" boolean,
	"has_private_bathroom" boolean,
	"office_space" integer,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"furnished" "availability_option",
	"services_included" "availability_option",
	"lease_type" "lease_type" DEFAULT 'DIRECT' NOT NULL,
	"description" text,
	"private_description" text,
	"broker_notes" text,
	"sublease_contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_id" text,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"slug" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighborhoods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "neighborhoods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market_id" integer NOT NULL,
	"submarket_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"yearly_price_per_foot" numeric(8, 2),
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submarkets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "submarkets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "floor_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text,
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"caption" text,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "image_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"attached_to_kind" "image_attachment_kind" NOT NULL,
	"attached_to_id" integer NOT NULL,
	"status" "image_upload_status" DEFAULT 'PENDING' NOT NULL,
	"storage_key" text,
	"thumbnail_key" text,
	"original_filename" text,
	"content_type" text,
	"byte_size" integer,
	"width" integer,
	"height" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"caption" text,
	"error" text,
	"uploaded_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "note_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"note_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text,
	"byte_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"record_type" "note_record_type" NOT NULL,
	"record_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"onboarding_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"anonymous_id" text,
	"phase" "onboarding_phase" DEFAULT 'NOT_STARTED' NOT NULL,
	"last_active_screen_index" integer DEFAULT 0 NOT NULL,
	"city" text DEFAULT 'New York' NOT NULL,
	"market_id" integer,
	"neighborhood_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"num_employees" integer,
	"psf_per_employee" integer DEFAULT 150 NOT NULL,
	"total_square_feet" integer DEFAULT 0 NOT NULL,
	"budget_psf" numeric(8, 2) DEFAULT 50 NOT NULL,
	"budget_monthly" numeric(12, 2) DEFAULT 12500 NOT NULL,
	"lease_term" "lease_term" DEFAULT 'THREE_TO_FIVE_YEARS' NOT NULL,
	"move_in_date" "move_in_timeframe" DEFAULT 'FLEXIBLE' NOT NULL,
	"name" text,
	"company_name" text,
	"email" text,
	"phone" text,
	"renter_comments" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "survey_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"campaign_listing_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"client_comment" text,
	"added_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tour_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tour_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"campaign_listing_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"start_time" time,
	"added_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"date" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completed_user_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "completed_user_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"task" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"salesforce_id" text,
	"email" text NOT NULL,
	"unconfirmed_email" text,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"e164_phone" text,
	"company_name" text,
	"is_renter" boolean DEFAULT true NOT NULL,
	"is_broker" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_research" boolean DEFAULT false NOT NULL,
	"feature_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_pic_url" text,
	"confirmed_at" timestamp with time zone,
	"city_of_interest" text,
	"broker_market_id" integer,
	"market_of_interest_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_profiles" ADD CONSTRAINT "visitor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_contact_buildings" ADD CONSTRAINT "building_contact_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_contact_buildings" ADD CONSTRAINT "building_contact_buildings_contact_id_building_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."building_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "building_contacts" ADD CONSTRAINT "building_contacts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_listings" ADD CONSTRAINT "campaign_listings_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_listings" ADD CONSTRAINT "campaign_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_listings" ADD CONSTRAINT "campaign_listings_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_neighborhoods" ADD CONSTRAINT "requirement_neighborhoods_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_neighborhoods" ADD CONSTRAINT "requirement_neighborhoods_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_listings" ADD CONSTRAINT "featured_listings_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_listings" ADD CONSTRAINT "featured_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_listings" ADD CONSTRAINT "featured_listings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD CONSTRAINT "importer_jobs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importer_jobs" ADD CONSTRAINT "importer_jobs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_manager_buildings" ADD CONSTRAINT "leasing_manager_buildings_leasing_manager_id_leasing_managers_id_fk" FOREIGN KEY ("leasing_manager_id") REFERENCES "public"."leasing_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_manager_buildings" ADD CONSTRAINT "leasing_manager_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_managers" ADD CONSTRAINT "leasing_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_managers" ADD CONSTRAINT "leasing_managers_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leasing_managers" ADD CONSTRAINT "leasing_managers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_history" ADD CONSTRAINT "listing_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_history" ADD CONSTRAINT "listing_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_history" ADD CONSTRAINT "listing_history_importer_job_id_importer_jobs_id_fk" FOREIGN KEY ("importer_job_id") REFERENCES "public"."importer_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_insights" ADD CONSTRAINT "broker_insights_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_insights" ADD CONSTRAINT "broker_insights_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_neighborhood_id_neighborhoods_id_fk" FOREIGN KEY ("neighborhood_id") REFERENCES "public"."neighborhoods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sublease_contact_id_building_contacts_id_fk" FOREIGN KEY ("sublease_contact_id") REFERENCES "public"."building_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_submarket_id_submarkets_id_fk" FOREIGN KEY ("submarket_id") REFERENCES "public"."submarkets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submarkets" ADD CONSTRAINT "submarkets_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plans" ADD CONSTRAINT "floor_plans_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_files" ADD CONSTRAINT "note_files_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD CONSTRAINT "onboarding_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ADD CONSTRAINT "onboarding_profiles_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_listings" ADD CONSTRAINT "survey_listings_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_listings" ADD CONSTRAINT "survey_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_listings" ADD CONSTRAINT "survey_listings_campaign_listing_id_campaign_listings_id_fk" FOREIGN KEY ("campaign_listing_id") REFERENCES "public"."campaign_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_listings" ADD CONSTRAINT "survey_listings_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_listings" ADD CONSTRAINT "tour_listings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_listings" ADD CONSTRAINT "tour_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_listings" ADD CONSTRAINT "tour_listings_campaign_listing_id_campaign_listings_id_fk" FOREIGN KEY ("campaign_listing_id") REFERENCES "public"."campaign_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_listings" ADD CONSTRAINT "tour_listings_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completed_user_tasks" ADD CONSTRAINT "completed_user_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_broker_market_id_markets_id_fk" FOREIGN KEY ("broker_market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_market_of_interest_id_markets_id_fk" FOREIGN KEY ("market_of_interest_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "building_contact_buildings_contact_idx" ON "building_contact_buildings" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "building_contacts_email_idx" ON "building_contacts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "building_contacts_name_idx" ON "building_contacts" USING btree ("display_name");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_identity_key" ON "buildings" USING btree ("identity");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_market_slug_key" ON "buildings" USING btree ("market_id","slug");--> statement-breakpoint
CREATE INDEX "buildings_neighborhood_idx" ON "buildings" USING btree ("neighborhood_id");--> statement-breakpoint
CREATE INDEX "buildings_slug_idx" ON "buildings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "buildings_zip_idx" ON "buildings" USING btree ("zip");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_listings_campaign_listing_key" ON "campaign_listings" USING btree ("campaign_id","listing_id");--> statement-breakpoint
CREATE INDEX "campaign_listings_listing_idx" ON "campaign_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_uuid_key" ON "campaigns" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_identifier_key" ON "campaigns" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "campaigns_client_idx" ON "campaigns" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_broker_idx" ON "campaigns" USING btree ("broker_id","created_at");--> statement-breakpoint
CREATE INDEX "requirement_neighborhoods_neighborhood_idx" ON "requirement_neighborhoods" USING btree ("neighborhood_id");--> statement-breakpoint
CREATE INDEX "requirements_campaign_idx" ON "requirements" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requirements_current_active_key" ON "requirements" USING btree ("campaign_id") WHERE "requirements"."is_current_active";--> statement-breakpoint
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_sent_idx" ON "email_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_listings_market_listing_key" ON "featured_listings" USING btree ("market_id","listing_id");--> statement-breakpoint
CREATE INDEX "featured_listings_market_position_idx" ON "featured_listings" USING btree ("market_id","position");--> statement-breakpoint
CREATE INDEX "featured_listings_listing_idx" ON "featured_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "importer_jobs_listing_idx" ON "importer_jobs" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "importer_jobs_listing_identity_idx" ON "importer_jobs" USING btree ("listing_identity");--> statement-breakpoint
CREATE INDEX "importer_jobs_created_at_idx" ON "importer_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_uuid_key" ON "invitations" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "invitations_campaign_idx" ON "invitations" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leasing_manager_buildings_building_idx" ON "leasing_manager_buildings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "leasing_managers_email_idx" ON "leasing_managers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leasing_managers_market_idx" ON "leasing_managers" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "listing_history_listing_idx" ON "listing_history" USING btree ("listing_id","changed_at");--> statement-breakpoint
CREATE INDEX "broker_insights_listing_idx" ON "broker_insights" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_uuid_key" ON "listings" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_identity_key" ON "listings" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "listings_market_status_idx" ON "listings" USING btree ("market_id","status");--> statement-breakpoint
CREATE INDEX "listings_neighborhood_status_idx" ON "listings" USING btree ("neighborhood_id","status");--> statement-breakpoint
CREATE INDEX "listings_square_feet_idx" ON "listings" USING btree ("square_feet");--> statement-breakpoint
CREATE INDEX "listings_accurate_psf_idx" ON "listings" USING btree ("accurate_psf");--> statement-breakpoint
CREATE INDEX "listings_estimated_psf_idx" ON "listings" USING btree ("estimated_psf");--> statement-breakpoint
CREATE INDEX "listings_psf_idx" ON "listings" USING btree ("psf");--> statement-breakpoint
CREATE INDEX "listings_updated_at_idx" ON "listings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "listings_building_idx" ON "listings" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "listings_sublease_contact_idx" ON "listings" USING btree ("sublease_contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_state_slug_key" ON "markets" USING btree ("state","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "neighborhoods_market_slug_key" ON "neighborhoods" USING btree ("market_id","slug");--> statement-breakpoint
CREATE INDEX "neighborhoods_submarket_idx" ON "neighborhoods" USING btree ("submarket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submarkets_market_slug_key" ON "submarkets" USING btree ("market_id","slug");--> statement-breakpoint
CREATE INDEX "floor_plans_listing_idx" ON "floor_plans" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "image_uploads_attached_idx" ON "image_uploads" USING btree ("attached_to_kind","attached_to_id","position");--> statement-breakpoint
CREATE INDEX "note_files_note_idx" ON "note_files" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "notes_record_idx" ON "notes" USING btree ("record_type","record_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_profiles_onboarding_id_key" ON "onboarding_profiles" USING btree ("onboarding_id");--> statement-breakpoint
CREATE INDEX "onboarding_profiles_user_idx" ON "onboarding_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "onboarding_profiles_anonymous_idx" ON "onboarding_profiles" USING btree ("anonymous_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_listings_survey_listing_key" ON "survey_listings" USING btree ("survey_id","listing_id");--> statement-breakpoint
CREATE INDEX "survey_listings_listing_idx" ON "survey_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_uuid_key" ON "surveys" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "surveys_campaign_idx" ON "surveys" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_listings_tour_listing_key" ON "tour_listings" USING btree ("tour_id","listing_id");--> statement-breakpoint
CREATE INDEX "tour_listings_listing_idx" ON "tour_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_uuid_key" ON "tours" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "tours_campaign_idx" ON "tours" USING btree ("campaign_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "completed_user_tasks_user_task_key" ON "completed_user_tasks" USING btree ("user_id","task");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_uuid_key" ON "users" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "users_broker_market_idx" ON "users" USING btree ("broker_market_id");