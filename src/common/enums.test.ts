import { type EnumTypeDefinitionNode, isEnumType, Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { propertyTypeValue } from "../client/features/search/searchVariables";
import { FORM_KINDS, INDEX_SECTIONS } from "../server/content/renderMarkdown";
import {
  analyticsEventTypeEnum,
  availabilityOptionEnum,
  campaignListingStageValues,
  contactTypeEnum,
  csvImportStatusValues,
  floorMaterialEnum,
  imageAttachmentKindValues,
  imageUploadStatusValues,
  importerJobStatusEnum,
  invitationKindValues,
  leaseTermEnum,
  leaseTypeEnum,
  listingStatusEnum,
  moveInTimeframeEnum,
  noteRecordTypeEnum,
  onboardingPhaseEnum,
  phoneTypeEnum,
  priceUnitEnum,
  propertyTypeEnum,
  qualityEnum,
  sharingEnum,
  surveyRatingValues,
} from "../server/db/schema/enums";
import { apiEnum } from "../server/graphql/enumValues";
import type * as Api from "../server/graphql/generated/resolverTypes";
import { buildSchema } from "../server/graphql/schema";
import { loadSdl } from "../server/graphql/sdl";
import { CANDIDATE_KINDS } from "../server/services/commutes/commuteCandidates";
import { COMMUTE_MODES } from "../server/services/commutes/commuteEstimator";
import { CSV_ROW_STATUSES } from "../server/services/csvImport/csvReport";
import { MAIL_STATUS_VALUES } from "../server/services/mail/outboxRead";
import { REVIEW_DECISIONS } from "../server/services/research/listingReview";
import { AVAILABILITIES, LISTING_SORTS } from "../server/services/search/searchInput";
import { CAMPAIGN_SORT_VALUES } from "../server/services/tourbook/campaignList";
import { INVITATION_STATE_VALUES } from "../server/services/tourbook/invitations";
import { JOB_STATUS_FILTER_VALUES } from "./admin/importerJobFilters";
import { PROPERTY_TYPE_SLUGS } from "./constants";
import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_USER_TYPES,
  type AnalyticsEventType,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  EDITABLE_RECORD_TYPES,
  FLOOR_TYPES,
  IMPORTER_JOB_STATUSES,
  isEnumValue,
  isImporterJobDone,
  isImporterJobSuccess,
  LEASE_TERM_LABELS,
  LEASE_TERMS,
  LEASE_TYPE_LABELS,
  LEASE_TYPES,
  type LeaseTerm,
  type LeaseType,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  type ListingStatus,
  MOVE_IN_TIMEFRAME_LABELS,
  MOVE_IN_TIMEFRAMES,
  type MoveInTimeframe,
  ONBOARDING_PHASE_LABELS,
  ONBOARDING_PHASES,
  type OnboardingPhase,
  PHONE_NUMBER_KIND_LABELS,
  PHONE_NUMBER_KINDS,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  PRIVATE_OR_SHARED,
  PROPERTY_TYPES,
  type PriceUnit,
  type PropertyType,
  QUALITY_LABELS,
  QUALITY_SCALE,
  YES_NO_PARTIALLY,
  YES_NO_PARTIALLY_LABELS,
} from "./enums";
import { CONTACT_ACTIONS } from "./listingFields/fieldRules";
import { TOUR_STATES } from "./tourbook/tourState";

describe("label maps", () => {
  it("copies the spec's lease term labels exactly", () => {
    expect(LEASE_TERM_LABELS).toEqual({
      LESS_THAN_ONE_YEAR: "< 1 Year",
      ONE_TO_TWO_YEARS: "1-2 Years",
      THREE_TO_FIVE_YEARS: "3-5 Years",
      MORE_THAN_FIVE_YEARS: "5+ Years",
      FLEXIBLE: "Flexible",
    });
  });

  it("copies the spec's other labels exactly", () => {
    expect(LISTING_STATUS_LABELS.OFFERS_IN).toBe("Offers In");
    expect(LISTING_STATUS_LABELS.SF_OFFERS_IN).toBe("SF Offer In");
    expect(LEASE_TYPE_LABELS.DIRECT).toBe("Direct Lease");
    expect(PRICE_UNIT_LABELS).toEqual({ PER_SQUARE_FOOT: "Price per SF", PER_MONTH: "Monthly" });
    expect(PHONE_NUMBER_KIND_LABELS).toEqual({
      personal: "Personal Office Number",
      shared: "Shared Office Number",
    });
  });

  it("labels move-in timeframes the way lease terms are labelled", () => {
    expect(MOVE_IN_TIMEFRAME_LABELS.LESS_THAN_THREE_MONTHS).toBe("< 3 Months");
    expect(MOVE_IN_TIMEFRAME_LABELS.TEN_TO_TWELVE_MONTHS).toBe("10-12 Months");
    expect(MOVE_IN_TIMEFRAME_LABELS.MORE_THAN_TWELVE_MONTHS).toBe("12+ Months");
  });

  it("title-cases values the spec gives no label for", () => {
    expect(LISTING_STATUS_LABELS.LEASE_OUT).toBe("Lease Out");
    expect(LISTING_STATUS_LABELS.SF_LEASE_OUT).toBe("SF Lease Out");
    expect(LEASE_TYPE_LABELS.LICENSE_AGREEMENT).toBe("License Agreement");
    expect(MOVE_IN_TIMEFRAME_LABELS.FLEXIBLE).toBe("Flexible");
    expect(QUALITY_LABELS.VERY_GOOD).toBe("Very Good");
    expect(CONTACT_TYPE_LABELS.BUILDING_AGENT).toBe("Building Agent");
    expect(YES_NO_PARTIALLY_LABELS.NEGOTIABLE).toBe("Negotiable");
    expect(ONBOARDING_PHASE_LABELS.SKIPPED_CTA).toBe("Skipped CTA");
  });

  it("has a label for every value and none extra", () => {
    expect(Object.keys(LEASE_TERM_LABELS)).toEqual([...LEASE_TERMS]);
  });
});

describe("isEnumValue", () => {
  it("narrows known values only", () => {
    expect(isEnumValue(LEASE_TERMS, "FLEXIBLE")).toBe(true);
    expect(isEnumValue(LEASE_TERMS, "flexible")).toBe(false);
    expect(isEnumValue(LEASE_TERMS, 3)).toBe(false);
  });
});

describe("importer job status", () => {
  it("treats SUCCESS as the only success", () => {
    expect(isImporterJobSuccess("SUCCESS")).toBe(true);
    for (const status of ["ERROR", "DEAD", "DUPLICATE", null, undefined, "RUNNING"]) {
      expect(isImporterJobSuccess(status)).toBe(false);
    }
  });

  it("counts the four known statuses as done and anything else as still running", () => {
    for (const status of IMPORTER_JOB_STATUSES) expect(isImporterJobDone(status)).toBe(true);
    for (const status of [null, undefined, "", "QUEUED", "success"]) {
      expect(isImporterJobDone(status)).toBe(false);
    }
  });
});

/*
 * One source per enumeration: the arrays here (and, for the API's own enums, the server's) are the
 * values; the pgEnums are built from them, and the SDL must list the same values in the same order.
 * A stored value spelled differently in the API (office / OFFICE) is mapped by the schema itself.
 */
describe("the SDL, the TypeScript enums and the database enums agree", () => {
  const sdlEnums = new Map(
    parse(loadSdl())
      .definitions.filter((d): d is EnumTypeDefinitionNode => d.kind === Kind.ENUM_TYPE_DEFINITION)
      .map((d) => [d.name.value, (d.values ?? []).map((v) => v.name.value)]),
  );

  /** SDL enums whose API values are the stored values themselves. */
  const same: Record<string, readonly string[]> = {
    LeaseTerm: LEASE_TERMS,
    MoveInTimeframe: MOVE_IN_TIMEFRAMES,
    OnboardingPhase: ONBOARDING_PHASES,
    ListingStatus: LISTING_STATUSES,
    LeaseType: LEASE_TYPES,
    PriceUnit: PRICE_UNITS,
    ListingSort: LISTING_SORTS,
    Availability: AVAILABILITIES,
    CommuteMode: COMMUTE_MODES,
    CommuteCandidateKind: CANDIDATE_KINDS,
    CampaignListingStage: campaignListingStageValues,
    CampaignSort: CAMPAIGN_SORT_VALUES,
    SurveyRating: surveyRatingValues,
    InvitationKind: invitationKindValues,
    InvitationState: INVITATION_STATE_VALUES,
    ImporterJobStatus: IMPORTER_JOB_STATUSES,
    ContactAction: CONTACT_ACTIONS,
    ImageAttachmentKind: imageAttachmentKindValues,
    ImageUploadStatus: imageUploadStatusValues,
    CsvImportStatus: csvImportStatusValues,
    CsvRowStatus: CSV_ROW_STATUSES,
    ImporterJobStatusFilter: JOB_STATUS_FILTER_VALUES,
    ListingReviewDecision: REVIEW_DECISIONS,
    MailStatus: MAIL_STATUS_VALUES,
    TourState: TOUR_STATES,
  };
  /** SDL enums whose API values are the stored ones in capitals (graphql/enumValues.ts). */
  const respelled: Record<string, readonly string[]> = {
    PropertyType: PROPERTY_TYPES,
    AnalyticsEventType: ANALYTICS_EVENT_TYPES,
    AnalyticsUserType: ANALYTICS_USER_TYPES,
    ContactFormKind: FORM_KINDS,
    ContentSection: INDEX_SECTIONS,
  };
  /** Error codes: the services' result types give them, and tsc checks those against the SDL. */
  const typedOnly = ["ContactFormErrorCode"];

  it("has a source for every enum of the SDL", () => {
    expect([...sdlEnums.keys()].sort()).toEqual(
      [...Object.keys(same), ...Object.keys(respelled), ...typedOnly].sort(),
    );
  });

  it.each(Object.entries(same))("SDL %s lists the enumeration's values in order", (name, values) => {
    expect(sdlEnums.get(name)).toEqual([...values]);
  });

  it.each(Object.entries(respelled))(
    "SDL %s lists the stored values in capitals, and the schema maps each back",
    (name, values) => {
      expect(sdlEnums.get(name)).toEqual(values.map((v) => v.toUpperCase().replaceAll("-", "_")));
      const type = buildSchema().getType(name);
      if (!isEnumType(type)) throw new Error(`${name} is not an enum`);
      expect(type.getValues().map((v) => [v.name, v.value])).toEqual(
        Object.entries(apiEnum(values)).map(([api, stored]) => [api, stored]),
      );
    },
  );

  it("builds every database enum of a spec enumeration from the same values", () => {
    const pairs: [{ enumValues: readonly string[] }, readonly string[]][] = [
      [leaseTermEnum, LEASE_TERMS],
      [moveInTimeframeEnum, MOVE_IN_TIMEFRAMES],
      [listingStatusEnum, LISTING_STATUSES],
      [leaseTypeEnum, LEASE_TYPES],
      [qualityEnum, QUALITY_SCALE],
      [floorMaterialEnum, FLOOR_TYPES],
      [contactTypeEnum, CONTACT_TYPES],
      [phoneTypeEnum, PHONE_NUMBER_KINDS],
      [sharingEnum, PRIVATE_OR_SHARED],
      [availabilityOptionEnum, YES_NO_PARTIALLY],
      [priceUnitEnum, PRICE_UNITS],
      [onboardingPhaseEnum, ONBOARDING_PHASES],
      [importerJobStatusEnum, IMPORTER_JOB_STATUSES],
      [propertyTypeEnum, PROPERTY_TYPES],
      [noteRecordTypeEnum, EDITABLE_RECORD_TYPES],
      [analyticsEventTypeEnum, ANALYTICS_EVENT_TYPES],
    ];
    for (const [pgEnum, values] of pairs) expect(pgEnum.enumValues).toEqual([...values]);
  });

  it("spells each property type in URLs as its stored value plus -space, and asks the API for it in capitals", () => {
    expect([...PROPERTY_TYPE_SLUGS]).toEqual(PROPERTY_TYPES.map((t) => `${t}-space`));
    for (const [i, slug] of PROPERTY_TYPE_SLUGS.entries()) {
      expect(propertyTypeValue({ propertyType: slug })).toBe(PROPERTY_TYPES[i].toUpperCase());
    }
  });

  it("gives the generated resolver types the same values (checked by tsc)", () => {
    const agree: [
      Same<Api.LeaseTerm, LeaseTerm>,
      Same<Api.MoveInTimeframe, MoveInTimeframe>,
      Same<Api.OnboardingPhase, OnboardingPhase>,
      Same<Api.ListingStatus, ListingStatus>,
      Same<Api.LeaseType, LeaseType>,
      Same<Api.PriceUnit, PriceUnit>,
      Same<Api.PropertyType, PropertyType>,
      Same<Api.AnalyticsEventType, AnalyticsEventType>,
    ] = [true, true, true, true, true, true, true, true];
    expect(agree.every(Boolean)).toBe(true);
  });
});

/** true when A and B are the same union of values, else a type error where it is used. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
