import { pgEnum } from "drizzle-orm/pg-core";
import {
  ANALYTICS_EVENT_TYPES,
  CONTACT_TYPES,
  EDITABLE_RECORD_TYPES,
  FLOOR_TYPES,
  IMPORTER_JOB_STATUSES,
  LEASE_TERMS,
  LEASE_TYPES,
  LISTING_STATUSES,
  MOVE_IN_TIMEFRAMES,
  ONBOARDING_PHASES,
  PHONE_NUMBER_KINDS,
  PRICE_UNITS,
  PRIVATE_OR_SHARED,
  PROPERTY_TYPES,
  QUALITY_SCALE,
  YES_NO_PARTIALLY,
} from "../../../common/enums";

// The spec's enumerations are defined once, in src/common/enums.ts (the SDL is checked against
// them by enums.test.ts); each pgEnum here takes its values from there. Enumerations only the
// database has (image upload status, campaign listing stage, ...) are defined here; the choices
// are recorded in docs/decisions.md.

export const leaseTermEnum = pgEnum("lease_term", LEASE_TERMS);
export const moveInTimeframeEnum = pgEnum("move_in_timeframe", MOVE_IN_TIMEFRAMES);
export const listingStatusEnum = pgEnum("listing_status", LISTING_STATUSES);
export const leaseTypeEnum = pgEnum("lease_type", LEASE_TYPES);
export const qualityEnum = pgEnum("quality", QUALITY_SCALE);
export const floorMaterialEnum = pgEnum("floor_material", FLOOR_TYPES);
export const contactTypeEnum = pgEnum("contact_type", CONTACT_TYPES);
export const phoneTypeEnum = pgEnum("phone_type", PHONE_NUMBER_KINDS);
/** Spec "Enumeration A": whether a feature (conference rooms, kitchen) is private to the tenant. */
export const sharingEnum = pgEnum("sharing", PRIVATE_OR_SHARED);
/** Spec "Enumeration B": used for furnished and services included. */
export const availabilityOptionEnum = pgEnum("availability_option", YES_NO_PARTIALLY);
/** Price unit: PER_{product} is price per square foot. */
export const priceUnitEnum = pgEnum("price_unit", PRICE_UNITS);
export const onboardingPhaseEnum = pgEnum("onboarding_phase", ONBOARDING_PHASES);
export const importerJobStatusEnum = pgEnum("importer_job_status", IMPORTER_JOB_STATUSES);
export const propertyTypeEnum = pgEnum("property_type", PROPERTY_TYPES);
/** Record types the shared note form can save against (spec spelling). */
export const noteRecordTypeEnum = pgEnum("note_record_type", EDITABLE_RECORD_TYPES);
export const analyticsEventTypeEnum = pgEnum("analytics_event_type", ANALYTICS_EVENT_TYPES);

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

export const csvImportStatusValues = ["RECEIVING", "PROCESSING", "DONE", "FAILED"] as const;
export const csvImportStatusEnum = pgEnum("csv_import_status", csvImportStatusValues);

export const listingHistoryKindValues = ["ORIGIN", "CHANGE"] as const;
export const listingHistoryKindEnum = pgEnum("listing_history_kind", listingHistoryKindValues);

export const authTokenKindValues = ["confirm", "reset", "change_email"] as const;
export const authTokenKindEnum = pgEnum("auth_token_kind", authTokenKindValues);

/** A client's answer to one listing of a survey (a database and API enumeration; the spec names none). */
export const surveyRatingValues = ["INTERESTED", "NOT_INTERESTED"] as const;
export type SurveyRating = (typeof surveyRatingValues)[number];
export const surveyRatingEnum = pgEnum("survey_rating", surveyRatingValues);
