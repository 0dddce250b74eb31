ALTER TABLE "onboarding_profiles" ALTER COLUMN "budget_psf" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_profiles" ALTER COLUMN "budget_monthly" DROP NOT NULL;