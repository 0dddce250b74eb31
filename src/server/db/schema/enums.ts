import { pgEnum } from "drizzle-orm/pg-core";

// Values copied exactly from the spec's Enumerations table; where the spec gives no values
// (image upload status, campaign listing stage, ...) the choice is recorded in docs/decisions.md.

export const leaseTermValues = [
  "LESS_THAN_ONE_YEAR",
  "ONE_TO_TWO_YEARS",
  "THREE_TO_FIVE_YEARS",
  "MORE_THAN_FIVE_YEARS",
  "FLEXIBLE",
] as const;
export const leaseTermEnum = pgEnum("lease_term", leaseTermValues);

export const moveInTimeframeValues = [
  "LESS_THAN_THREE_MONTHS",
  "THREE_TO_SIX_MONTHS",
  "SEVEN_TO_NINE_MONTHS",
  "TEN_TO_TWELVE_MONTHS",
  "MORE_THAN_TWELVE_MONTHS",
  "FLEXIBLE",
] as const;
export const moveInTimeframeEnum = pgEnum("move_in_timeframe", moveInTimeframeValues);

export const listingStatusValues = [
  "UNAVAILABLE",
  "VETTING",
  "AVAILABLE",
  "OFFERS_IN",
  "SF_OFFERS_IN",
  "LEASE_OUT",
  "SF_LEASE_OUT",
] as const;
export type ListingStatus = (typeof listingStatusValues)[number];
export const listingStatusEnum = pgEnum("listing_status", listingStatusValues);

export const leaseTypeValues = ["DIRECT", "SUBLEASE", "LICENSE_AGREEMENT"] as const;
export const leaseTypeEnum = pgEnum("lease_type", leaseTypeValues);

export const qualityValues = ["NONE", "POOR", "GOOD", "VERY_GOOD", "EXCELLENT"] as const;
export const qualityEnum = pgEnum("quality", qualityValues);

export const floorMaterialValues = ["CONCRETE", "HARDWOOD", "CARPET"] as const;
export const floorMaterialEnum = pgEnum("floor_material", floorMaterialValues);

export const contactTypeValues = ["BUILDING_AGENT", "LISTING_DEPARTMENT", "LANDLORD", "UNKNOWN"] as const;
export const contactTypeEnum = pgEnum("contact_type", contactTypeValues);

export const phoneTypeValues = ["personal", "shared"] as const;
export const phoneTypeEnum = pgEnum("phone_type", phoneTypeValues);

/** Spec "Enumeration A": whether a feature (conference rooms, kitchen) is private to the tenant. */
export const sharingValues = ["PRIVATE", "SHARED", "UNKNOWN"] as const;
export const sharingEnum = pgEnum("sharing", sharingValues);

/** Spec "Enumeration B": used for furnished and services included. */
export const availabilityOptionValues = ["YES", "NO", "PARTIALLY", "NEGOTIABLE", "UNKNOWN"] as const;
export const availabilityOptionEnum = pgEnum("availability_option", availabilityOptionValues);

/** Price unit: PER_{product} is price per square foot. */
export const priceUnitValues = ["PER_SQUARE_FOOT", "PER_MONTH"] as const;
export const priceUnitEnum = pgEnum("price_unit", priceUnitValues);

export const onboardingPhaseValues = ["NOT_STARTED", "SKIPPED_CTA", "IN_PROGRESS", "COMPLETED"] as const;
export const onboardingPhaseEnum = pgEnum("onboarding_phase", onboardingPhaseValues);

export const importerJobStatusValues = ["SUCCESS", "ERROR", "DEAD", "DUPLICATE"] as const;
export const importerJobStatusEnum = pgEnum("importer_job_status", importerJobStatusValues);

export const propertyTypeValues = ["office", "retail", "industrial"] as const;
export type PropertyType = (typeof propertyTypeValues)[number];
export const propertyTypeEnum = pgEnum("property_type", propertyTypeValues);

export const imageAttachmentKindValues = ["LISTING", "BUILDING"] as const;
export const imageAttachmentKindEnum = pgEnum("image_attachment_kind", imageAttachmentKindValues);

export const imageUploadStatusValues = ["PENDING", "PROCESSING", "READY", "FAILED"] as const;
export const imageUploadStatusEnum = pgEnum("image_upload_status", imageUploadStatusValues);

/** A brokerage pipeline for a listing inside a tourbook. */
export const campaignListingStageValues = [
  "SUGGESTED",
  "SAVED",
  "TOUR_REQUESTED",
  "TOURED",
  "OFFER",
  "REJECTED",
] as const;
export const campaignListingStageEnum = pgEnum("campaign_listing_stage", campaignListingStageValues);

export const invitationKindValues = ["CAMPAIGN", "SURVEY", "TOUR"] as const;
export const invitationKindEnum = pgEnum("invitation_kind", invitationKindValues);

/** Record types the shared note form can save against (spec spelling). */
export const noteRecordTypeValues = ["Listing", "Building", "BrokerInsight", "Contact"] as const;
export const noteRecordTypeEnum = pgEnum("note_record_type", noteRecordTypeValues);

export const listingHistoryKindValues = ["ORIGIN", "CHANGE"] as const;
export const listingHistoryKindEnum = pgEnum("listing_history_kind", listingHistoryKindValues);

export const authTokenKindValues = ["confirm", "reset", "change_email"] as const;
export const authTokenKindEnum = pgEnum("auth_token_kind", authTokenKindValues);

export const analyticsEventTypeValues = ["track", "identify", "page"] as const;
export const analyticsEventTypeEnum = pgEnum("analytics_event_type", analyticsEventTypeValues);
