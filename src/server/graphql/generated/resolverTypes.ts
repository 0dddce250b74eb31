import type { AnalyticsEventType } from '../../../common/enums';
import type { AnalyticsUserType } from '../../../common/enums';
import type { PropertyType } from '../../../common/enums';
import type { ContactFormKind } from '../../content/renderMarkdown';
import type { IndexSection as ContentSection } from '../../content/renderMarkdown';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AuditRow as AuditRowModel } from '../../services/admin/auditLog';
import type { ContactSubmissionRow as ContactSubmissionRowModel } from '../../services/admin/contactSubmissions';
import type { ListingRow as ListingRowModel, BuildingRow as BuildingRowModel, BuildingContactRow as BuildingContactRowModel, FloorPlanRow as FloorPlanRowModel, ImageUploadRow as ImageUploadRowModel, BrokerInsightRow as BrokerInsightRowModel } from '../listing/listingLoaders';
import type { PhotoRow as PhotoRowModel } from '../listing/listingCards';
import type { SharedNote as SharedNoteModel } from '../../services/notes/sharedNotes';
import type { MarketRow as MarketRowModel, SubmarketRow as SubmarketRowModel, NeighborhoodRow as NeighborhoodRowModel } from '../../services/marketDirectory';
import type { UserRow as UserRowModel } from '../../policies/policy';
import type { SessionSummary as SessionSummaryModel } from '../../services/sessionListService';
import type { StoredAnalyticsEvent as StoredAnalyticsEventModel } from '../../services/analyticsService';
import type { ProfileRow as ProfileRowModel } from '../../services/onboarding/profileValues';
import type { SearchOutcome as SearchOutcomeModel, MapMarkerData as MapMarkerDataModel } from '../../services/search/searchService';
import type { CommuteCandidate as CommuteCandidateModel } from '../../services/commutes/commuteCandidates';
import type { CommuteHome as CommuteHomeModel, CommuteEstimates as CommuteEstimatesModel, CandidateCommutes as CandidateCommutesModel, HomeCommute as HomeCommuteModel } from '../../services/commutes/commuteService';
import type { CommuteTimes as CommuteTimesModel, CommuteMethod as CommuteMethodModel } from '../../services/commutes/commuteEstimator';
import type { SitemapBuildingsPage as SitemapBuildingsPageModel } from '../../services/sitemap/buildingsDirectory';
import type { CampaignListPage as CampaignListPageModel, CampaignListItem as CampaignListItemModel, CampaignPerson as CampaignPersonModel } from '../../services/tourbook/campaignList';
import type { CampaignDetail as CampaignDetailModel } from '../../services/tourbook/campaignDetail';
import type { CampaignListing as CampaignListingModel } from '../../services/tourbook/campaignListings';
import type { SurveyDetail as SurveyDetailModel } from '../../services/tourbook/surveys';
import type { AnsweredSurveyListing as AnsweredSurveyListingModel, AnswerOfSurveyListing as AnswerOfSurveyListingModel } from '../surveys/answeredSurveyListings';
import type { TourDetail as TourDetailModel, TourStop as TourStopModel } from '../../services/tourbook/tours';
import type { LoadedInvitation as LoadedInvitationModel } from '../../services/tourbook/invitations';
import type { PublicSurvey as PublicSurveyModel } from '../../services/tourbook/publicSurvey';
import type { ImporterJobRow as ImporterJobRowModel } from '../importer/resolvers';
import type { LeasingManagerRow as LeasingManagerRowModel } from '../../services/leasingManagers/leasingManagers';
import type { ResearchBuildingEntry as ResearchBuildingEntryModel } from '../../services/research/researchDirectory';
import type { AdminJobRow as AdminJobRowModel } from '../../services/importer/adminJobs';
import type { FeaturedEntry as FeaturedEntryModel } from '../../services/admin/featuredListings';
import type { VendorRow as VendorRowModel, CsvImportRow as CsvImportRowModel } from '../../services/csvImport/vendors';
import type { ReviewEntry as ReviewEntryModel } from '../../services/research/listingReview';
import type { MailRow as MailRowModel } from '../../services/mail/outboxRead';
import type { MailNotice as MailNoticeModel } from '../../services/tourbook/campaignAddressees';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string. */
  DateTime: { input: Date; output: Date | string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
};

export type AcceptInvitationPayload = {
  __typename?: 'AcceptInvitationPayload';
  /** Where to go now: /tourbook/campaigns/{uuid}, /tourbook/surveys/{uuid} or /tourbook/tours/{uuid}. */
  destination: Scalars['String']['output'];
};

/** Why an account mutation did not do what was asked. Messages are for people; codes are for code. */
export type AccountError = {
  __typename?: 'AccountError';
  /** Stable code: INVALID_CREDENTIALS, EMAIL_TAKEN, INVALID_INPUT, WEAK_PASSWORD, WRONG_PASSWORD, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_USED, THROTTLED, SESSION_NOT_FOUND, ACCOUNT_DISABLED. */
  code: Scalars['String']['output'];
  /** The input field the error is about, when there is one (email, password, newPassword, phone...). */
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  /** THROTTLED only: seconds until another try can be checked. */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
};

export type AccountPayload = {
  __typename?: 'AccountPayload';
  error?: Maybe<AccountError>;
  /** The affected user when it worked (the signed-in user for sign-up), else null. */
  user?: Maybe<User>;
};

export type AddListingsPayload = {
  __typename?: 'AddListingsPayload';
  updatedCampaigns: Array<CampaignSummary>;
  updatedSurveys: Array<SurveySummary>;
  updatedTours: Array<TourSummary>;
};

/** A page of the building admin's search, by address; pass endCursor as `after` for the next page. */
export type AdminBuildingPage = {
  __typename?: 'AdminBuildingPage';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasMore: Scalars['Boolean']['output'];
  rows: Array<AdminBuildingRow>;
};

/** A building as the building admin's search lists it. */
export type AdminBuildingRow = {
  __typename?: 'AdminBuildingRow';
  building: Building;
  /** Listings in the building, of any status. */
  listingCount: Scalars['Int']['output'];
};

/**
 * An importer job as /importer shows it (admins only): what it changed, where it came from, how its
 * runs went. A null status means still running; SUCCESS is the only success.
 */
export type AdminImporterJob = {
  __typename?: 'AdminImporterJob';
  /** Runs started since the job was queued (or last retried). */
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail of the user who queued the job; null for a CSV run by nobody in particular. */
  createdByEmail?: Maybe<Scalars['String']['output']>;
  csvImport?: Maybe<ImporterCsvImport>;
  errors: Array<ImporterJobError>;
  id: Scalars['ID']['output'];
  /** What the job was asked to apply: a record's changed fields, or a CSV row's cells. */
  input: Scalars['JSON']['output'];
  /** The last stage the job reached (parse, validate, match, duplicates, apply), and what that stage read. */
  lastStage?: Maybe<Scalars['String']['output']>;
  lastStageInput?: Maybe<Scalars['JSON']['output']>;
  /** The row's line in its CSV file (1 is the header). */
  lineNumber?: Maybe<Scalars['Int']['output']>;
  /** The listing the job changed or matched. */
  listing?: Maybe<Listing>;
  listingIdentity?: Maybe<Scalars['String']['output']>;
  /** The record changed; null when the job creates one. */
  recordId?: Maybe<Scalars['ID']['output']>;
  /** Listing, Building, BrokerInsight or Contact; null for a CSV row that names none. */
  recordType?: Maybe<Scalars['String']['output']>;
  /** ERROR and DEAD jobs may be retried. */
  retryable: Scalars['Boolean']['output'];
  /** Where the data came from: a vendor's name, broker-edit, research-team, admin... */
  sourceName?: Maybe<Scalars['String']['output']>;
  status?: Maybe<ImporterJobStatus>;
  updatedAt: Scalars['DateTime']['output'];
  vendor?: Maybe<ImporterVendor>;
};

/** A page of importer jobs, newest first; pass the last job's id as `after` for the next page. */
export type AdminImporterJobPage = {
  __typename?: 'AdminImporterJobPage';
  hasMore: Scalars['Boolean']['output'];
  jobs: Array<AdminImporterJob>;
};

/** A stored analytics event, for support and analysis (admins only). */
export type AnalyticsEvent = {
  __typename?: 'AnalyticsEvent';
  anonymousId?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  properties: Scalars['JSON']['output'];
  serverId?: Maybe<Scalars['String']['output']>;
  type: AnalyticsEventType;
  userEmail?: Maybe<Scalars['String']['output']>;
  /** Uuid of the signed-in user whose request carried the event. */
  userUuid?: Maybe<Scalars['String']['output']>;
};

export type AnalyticsEventFilter = {
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  /** Events at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** The event's exact name (logged_out_protected_route, a route id for PAGE...). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Events before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  type?: InputMaybe<AnalyticsEventType>;
  /** Part of the signed-in user's e-mail address. */
  userEmail?: InputMaybe<Scalars['String']['input']>;
};

export type AnalyticsEventInput = {
  /** Anonymous browser id, kept in local storage. */
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  /** Google Ads click id the browser keeps for 90 days. */
  gclid?: InputMaybe<Scalars['String']['input']>;
  /** Required for TRACK (letters, digits, _ . : -); the route id for PAGE; ignored for IDENTIFY. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** At most 4 KB of JSON. PAGE: path, title, referrer, search. */
  properties?: InputMaybe<Scalars['JSON']['input']>;
  /** The SERVERID cookie as the browser read it when the event happened; the request's cookie when absent. */
  serverId?: InputMaybe<Scalars['String']['input']>;
  type: AnalyticsEventType;
  /** IDENTIFY only: the signed-in user's uuid. An IDENTIFY for anyone but the session's user is not stored. */
  userId?: InputMaybe<Scalars['String']['input']>;
  userType?: InputMaybe<AnalyticsUserType>;
};

/** A page of stored analytics events, newest first; pass the last one's id as `before` for the next page. */
export type AnalyticsEventPage = {
  __typename?: 'AnalyticsEventPage';
  entries: Array<AnalyticsEvent>;
  hasMore: Scalars['Boolean']['output'];
};

export { AnalyticsEventType };

export { AnalyticsUserType };

export type AnswerSurveyListingInput = {
  /** At most 2000 characters; empty or null clears it. */
  clientComment?: InputMaybe<Scalars['String']['input']>;
  /** Null takes the rating back. */
  rating?: InputMaybe<SurveyRating>;
  surveyListingId: Scalars['ID']['input'];
};

/** One admin or research-team action as the audit log keeps it: who, what, on which record, before and after. */
export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  /** A dotted verb: user.setRoles, user.disable, user.enable, user.resendConfirmation... */
  action: Scalars['String']['output'];
  /** The actor's e-mail when it acted. */
  actorEmail: Scalars['String']['output'];
  after?: Maybe<Scalars['JSON']['output']>;
  before?: Maybe<Scalars['JSON']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  subjectId?: Maybe<Scalars['String']['output']>;
  subjectKind: Scalars['String']['output'];
};

export type AuditLogFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  /** Part of the actor's e-mail address. */
  actorEmail?: InputMaybe<Scalars['String']['input']>;
  /** Entries at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  subjectId?: InputMaybe<Scalars['String']['input']>;
  subjectKind?: InputMaybe<Scalars['String']['input']>;
  /** Entries before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A page of the audit log, newest first; pass the last entry's id as `before` for the next page. */
export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  entries: Array<AuditLogEntry>;
  hasMore: Scalars['Boolean']['output'];
};

export type Availability =
  | 'ANY'
  /** Available today or earlier. */
  | 'NOW'
  | 'WITHIN_3_MONTHS'
  | 'WITHIN_6_MONTHS';

export type BoundsInput = {
  east: Scalars['Float']['input'];
  north: Scalars['Float']['input'];
  south: Scalars['Float']['input'];
  west: Scalars['Float']['input'];
};

export type BrokerInsight = {
  __typename?: 'BrokerInsight';
  author?: Maybe<BrokerInsightAuthor>;
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** Whether the viewer may edit it: its author while they edit the market, research and admins. */
  viewerCanEdit: Scalars['Boolean']['output'];
};

export type BrokerInsightAuthor = {
  __typename?: 'BrokerInsightAuthor';
  displayName: Scalars['String']['output'];
};

export type BrokerMarket = {
  __typename?: 'BrokerMarket';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type Building = {
  __typename?: 'Building';
  address: Scalars['String']['output'];
  /** Listings in the building that are available. */
  availableListings: Array<Listing>;
  city: Scalars['String']['output'];
  classification?: Maybe<Scalars['String']['output']>;
  cmsContent?: Maybe<CmsContent>;
  /** Broker only; the research team, who keep building contacts, read them too. */
  contacts?: Maybe<Array<BuildingContact>>;
  description?: Maybe<Scalars['String']['output']>;
  floors?: Maybe<Scalars['Int']['output']>;
  hasAttendedLobby?: Maybe<Scalars['Boolean']['output']>;
  hasRoundTheClockAccess?: Maybe<Scalars['Boolean']['output']>;
  hasTurnstile?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  identity: Scalars['String']['output'];
  /** Editors only (null for everyone else): every photo upload of the building, in order. */
  imageUploads?: Maybe<Array<ImageUpload>>;
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
  market: Market;
  neighborhood?: Maybe<Neighborhood>;
  /** Canonical page: /buildings/{state}/{city}/{zip}/{neighborhood}/{address}. */
  path: Scalars['String']['output'];
  photos: Array<Photo>;
  /** Broker only. */
  privateDescription?: Maybe<Scalars['String']['output']>;
  propertyName?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  state: Scalars['String']['output'];
  yearBuilt?: Maybe<Scalars['Int']['output']>;
  zip: Scalars['String']['output'];
};

/** Why a building admin action did not happen. Codes: NOT_FOUND, SAME_BUILDING, CROSS_MARKET, INVALID_INPUT. */
export type BuildingAdminError = {
  __typename?: 'BuildingAdminError';
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type BuildingChanges = {
  classification?: InputMaybe<Scalars['String']['input']>;
  /** Admins only (building admin): the building page's editorial content, Markdown. */
  cmsContent?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  floors?: InputMaybe<Scalars['Int']['input']>;
  hasAttendedLobby?: InputMaybe<Scalars['Boolean']['input']>;
  hasRoundTheClockAccess?: InputMaybe<Scalars['Boolean']['input']>;
  hasTurnstile?: InputMaybe<Scalars['Boolean']['input']>;
  /** Admins only (building admin): latitude, -90 to 90. */
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** Admins only (building admin): longitude, -180 to 180. */
  lng?: InputMaybe<Scalars['Float']['input']>;
  /** Admins only (building admin): a neighbourhood of the building's market, or null for none. */
  neighborhoodId?: InputMaybe<Scalars['ID']['input']>;
  privateDescription?: InputMaybe<Scalars['String']['input']>;
  propertyName?: InputMaybe<Scalars['String']['input']>;
  yearBuilt?: InputMaybe<Scalars['Int']['input']>;
};

/** Who to call about a building. Broker only; the research team, who keep them, read them too. */
export type BuildingContact = {
  __typename?: 'BuildingContact';
  /** Research team and admins (null for anyone else): the buildings the contact is kept for, by address (at most 50). */
  buildings?: Maybe<Array<Building>>;
  cellPhone?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  contactType?: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  phoneType?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * A floor and suite both buildings of a merge have, so both listings would have one URL: the kept
 * building's listing stays, the duplicate's merges into it (its history, tourbook, survey and tour
 * entries, photos, floor plans, notes and insights move; its old page answers 301 to the kept one).
 */
export type BuildingMergeCollision = {
  __typename?: 'BuildingMergeCollision';
  /** The floor and suite as the kept building's listing names it. */
  floorAndSuite: Scalars['String']['output'];
  keptListingId: Scalars['ID']['output'];
  keptStatus: ListingStatus;
  /** As the duplicate's listing names it (it may differ in case or punctuation). */
  removedFloorAndSuite: Scalars['String']['output'];
  removedListingId: Scalars['ID']['output'];
  removedStatus: ListingStatus;
};

/**
 * What merging a duplicate building into another moves: its listings (their floor plans and the
 * campaign, survey and tour listings naming them go with them), contact links, photos, leasing-manager
 * links and earlier aliases. A listing of the duplicate at a floor and suite the target already has (one
 * URL) merges into the target's listing: `floorCollisions` names them. Nothing changes until mergeBuildings.
 */
export type BuildingMergePreview = {
  __typename?: 'BuildingMergePreview';
  /** Aliases of the duplicate (buildings merged into it before) that will point at the target. */
  aliases: Scalars['Int']['output'];
  campaignListings: Scalars['Int']['output'];
  /** How many of the duplicate's listings merge into a listing of the target at the same floor and suite. */
  collidingListings: Scalars['Int']['output'];
  contactLinks: Scalars['Int']['output'];
  /** Those listings, by floor and suite (the first 100). */
  floorCollisions: Array<BuildingMergeCollision>;
  floorPlans: Scalars['Int']['output'];
  leasingManagerLinks: Scalars['Int']['output'];
  listings: Scalars['Int']['output'];
  photos: Scalars['Int']['output'];
  source: Building;
  surveyListings: Scalars['Int']['output'];
  target: Building;
  tourListings: Scalars['Int']['output'];
};

export type BuildingMergePreviewPayload = {
  __typename?: 'BuildingMergePreviewPayload';
  error?: Maybe<BuildingAdminError>;
  preview?: Maybe<BuildingMergePreview>;
};

/** A campaign (tourbook) as its own page shows it. */
export type Campaign = {
  __typename?: 'Campaign';
  broker?: Maybe<CampaignPerson>;
  client?: Maybe<CampaignPerson>;
  currentActiveRequirements?: Maybe<Requirements>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  /**
   * The campaign's listings. With listingIds (at most 50), only those listings: the listing
   * drawer and the comparison ask for a few with more of their fields.
   */
  listingsConnection: CampaignListingConnection;
  /**
   * The delivery of the campaign's e-mail (invitations, surveys, tours), newest first, at most 50: to
   * its broker the mail their own actions sent, to admins all of it, status only; empty for others.
   */
  mail: Array<OutboxMail>;
  marketName?: Maybe<Scalars['String']['output']>;
  /** The campaign's surveys, newest first (at most 50). */
  surveys: Array<SurveySummary>;
  /** The campaign's tours, soonest first (at most 50). */
  tours: Array<TourSummary>;
  uuid: Scalars['ID']['output'];
};


/** A campaign (tourbook) as its own page shows it. */
export type CampaignListingsConnectionArgs = {
  listingIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CampaignListInput = {
  /** Every campaign, not only the viewer's own: admins only (FORBIDDEN for anyone else). */
  everyone?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 50. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the campaign's name or identifier, or of its client's name, company or e-mail (at most 100 characters). */
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<CampaignSort>;
  /** Only campaigns with at least one listing at this stage. */
  stage?: InputMaybe<CampaignListingStage>;
};

/** A campaign (tourbook) as the campaign list shows it. */
export type CampaignListItem = {
  __typename?: 'CampaignListItem';
  broker?: Maybe<CampaignPerson>;
  client?: Maybe<CampaignPerson>;
  createdAt: Scalars['DateTime']['output'];
  currentActiveRequirements?: Maybe<Requirements>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  /** No client yet, and an invitation to become its client is waiting (not accepted, not expired). */
  invitationPending: Scalars['Boolean']['output'];
  lastActivityAt: Scalars['DateTime']['output'];
  /** Listings in the campaign, at every stage. */
  listingCount: Scalars['Int']['output'];
  marketName?: Maybe<Scalars['String']['output']>;
  /** Listings per stage; stages without listings are left out. */
  stageCounts: Array<CampaignStageCount>;
  uuid: Scalars['ID']['output'];
};

export type CampaignListPage = {
  __typename?: 'CampaignListPage';
  campaigns: Array<CampaignListItem>;
  totalCount: Scalars['Int']['output'];
};

export type CampaignListingConnection = {
  __typename?: 'CampaignListingConnection';
  edges: Array<CampaignListingEdge>;
  /** Listings in the campaign; edges holds the first 300 in the campaign's order. */
  totalCount: Scalars['Int']['output'];
};

/** A listing in a campaign: where it stands, and who put it there when. */
export type CampaignListingEdge = {
  __typename?: 'CampaignListingEdge';
  addedBy?: Maybe<CampaignPerson>;
  createdAt: Scalars['DateTime']['output'];
  /** The campaign listing's own id: a campaignListingId for moveCampaignListings and removeListings. */
  id: Scalars['ID']['output'];
  /**
   * The listing. Shown to the campaign's parties even once it is off the market (its status says so);
   * its private fields stay broker-only.
   */
  node: Listing;
  stage: CampaignListingStage;
};

/** Where a listing stands in a campaign: the brokerage pipeline from suggestion to offer (or rejection). */
export type CampaignListingStage =
  | 'OFFER'
  | 'REJECTED'
  | 'SAVED'
  | 'SUGGESTED'
  | 'TOURED'
  | 'TOUR_REQUESTED';

/** A person on a campaign, as the other parties see them. */
export type CampaignPerson = {
  __typename?: 'CampaignPerson';
  companyName?: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type CampaignSort =
  /** Newest campaign first. */
  | 'CREATED'
  /** Most recent change first (the campaign, or a listing added to it or moved). */
  | 'LAST_ACTIVITY'
  /** By campaign name, A to Z. */
  | 'NAME';

export type CampaignStageCount = {
  __typename?: 'CampaignStageCount';
  count: Scalars['Int']['output'];
  stage: CampaignListingStage;
};

export type CampaignSummary = {
  __typename?: 'CampaignSummary';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  uuid: Scalars['ID']['output'];
};

export type CandidateCommutes = {
  __typename?: 'CandidateCommutes';
  /** Mean minutes by mode, rounded; null when no home was located. */
  average?: Maybe<CommuteTimes>;
  candidate: CommuteCandidate;
  /** One per located home, in the order of CommuteEstimates.homes. */
  commutes: Array<HomeCommute>;
  /** Longest trip by mode; null when no home was located. */
  worst?: Maybe<CommuteTimes>;
};

export type CmsContent = {
  __typename?: 'CmsContent';
  content?: Maybe<Scalars['String']['output']>;
};

/** A candidate office: a building or a neighbourhood's centre. */
export type CommuteCandidate = {
  __typename?: 'CommuteCandidate';
  /** Where it is, and for a building how many spaces are available. */
  detail: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: CommuteCandidateKind;
  /** Building name and address, or neighbourhood name. */
  label: Scalars['String']['output'];
  /** The building's page or the neighbourhood's search page. */
  path: Scalars['String']['output'];
  position: LatLng;
};

export type CommuteCandidateInput = {
  id: Scalars['ID']['input'];
  kind: CommuteCandidateKind;
};

/** A listing's office is its building; a neighbourhood stands for an area before a building is chosen. */
export type CommuteCandidateKind =
  | 'BUILDING'
  | 'NEIGHBORHOOD';

export type CommuteEstimates = {
  __typename?: 'CommuteEstimates';
  /** The homes that could be located, in the order given. */
  homes: Array<CommuteHome>;
  /** Values that are not a US ZIP code or Canadian postal code, as given. */
  invalidZips: Array<Scalars['String']['output']>;
  /** One per candidate, in the order given. */
  offices: Array<CandidateCommutes>;
  /** Well-formed codes that are not in the ZIP directory. */
  unknownZips: Array<Scalars['String']['output']>;
};

export type CommuteHome = {
  __typename?: 'CommuteHome';
  /** Position of this home in the homeZips list (0-based). */
  index: Scalars['Int']['output'];
  /** e.g. New York, NY. */
  place: Scalars['String']['output'];
  /** Centre of the ZIP code. */
  position: LatLng;
  /** Normalised code: five-digit ZIP or Canadian forward sortation area. */
  zip: Scalars['String']['output'];
};

/** How the estimator in use (setting COMMUTE_ESTIMATOR) works, for the page to state. */
export type CommuteMethod = {
  __typename?: 'CommuteMethod';
  estimator: Scalars['String']['output'];
  modes: Array<CommuteModeMethod>;
  /** Route length ÷ straight-line distance, when the estimator uses one. */
  routeFactor?: Maybe<Scalars['Float']['output']>;
  summary: Scalars['String']['output'];
};

export type CommuteMode =
  | 'BIKE'
  | 'CAR'
  | 'TRANSIT'
  | 'WALK';

export type CommuteModeMethod = {
  __typename?: 'CommuteModeMethod';
  mode: CommuteMode;
  /** What the fixed minutes stand for. */
  overhead?: Maybe<Scalars['String']['output']>;
  /** Fixed minutes added to every trip by this mode. */
  overheadMinutes?: Maybe<Scalars['Int']['output']>;
  /** Average door-to-door speed; null when a routing service measures each trip. */
  speedMph?: Maybe<Scalars['Float']['output']>;
};

/** Whole minutes door to door. */
export type CommuteTimes = {
  __typename?: 'CommuteTimes';
  bike: Scalars['Int']['output'];
  car: Scalars['Int']['output'];
  transit: Scalars['Int']['output'];
  walk: Scalars['Int']['output'];
};

export type CompleteOnboardingInput = {
  /** Visitors choose the password of their new account; ignored for signed-in users. */
  password?: InputMaybe<Scalars['String']['input']>;
  profile: OnboardingProfileInput;
};

export type CompleteOnboardingPayload = {
  __typename?: 'CompleteOnboardingPayload';
  campaign?: Maybe<OnboardingCampaign>;
  /** The signed-in user (the new account for a visitor), or null when it failed. */
  currentUser?: Maybe<User>;
  error?: Maybe<OnboardingError>;
  profile?: Maybe<OnboardingProfile>;
};

export type CompletedUserTask = {
  __typename?: 'CompletedUserTask';
  id: Scalars['ID']['output'];
  task: Scalars['String']['output'];
};

export type ConfirmAccountPayload = {
  __typename?: 'ConfirmAccountPayload';
  /** The e-mail address now confirmed. */
  email?: Maybe<Scalars['String']['output']>;
  error?: Maybe<AccountError>;
  ok: Scalars['Boolean']['output'];
  /** A first confirmation: nothing is confirmed yet; set a password with confirmAccountWithPassword and the same token. */
  passwordRequired: Scalars['Boolean']['output'];
};

export type ContactAction =
  | 'CREATE'
  | 'DELETE'
  /** Adds an existing contact to one more building (research team and admins). */
  | 'LINK'
  | 'UPDATE';

export type ContactChanges = {
  cellPhone?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  contactType?: InputMaybe<Scalars['String']['input']>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  phoneType?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** An expected failure; `field` names the input field it is about, when there is one. */
export type ContactFormError = {
  __typename?: 'ContactFormError';
  code: ContactFormErrorCode;
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type ContactFormErrorCode =
  | 'INVALID_INPUT'
  | 'THROTTLED';

/**
 * What someone typed into a public form. Which fields are required depends on the kind:
 * CONTACT needs name, email and message; LIST_WITH_US name, email, buildingAddress and
 * availableSpace; REFERRAL name, email and referredCompany.
 */
export type ContactFormInput = {
  availableSpace?: InputMaybe<Scalars['String']['input']>;
  buildingAddress?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  kind: ContactFormKind;
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  referredCompany?: InputMaybe<Scalars['String']['input']>;
  referredEmail?: InputMaybe<Scalars['String']['input']>;
  referredName?: InputMaybe<Scalars['String']['input']>;
  referredPhone?: InputMaybe<Scalars['String']['input']>;
  /** Left empty by people; a form filled in by a bot fills it. */
  website?: InputMaybe<Scalars['String']['input']>;
};

export { ContactFormKind };

/** A message sent through one of the public forms, as admins read it. */
export type ContactSubmission = {
  __typename?: 'ContactSubmission';
  companyName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** When an admin marked it handled; null while it waits for an answer. */
  handledAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: ContactFormKind;
  message?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** The form's own fields (building, space, the referred company...). */
  payload: Scalars['JSON']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

export type ContactSubmissionFilter = {
  /** Messages at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** true: handled only; false: waiting only; absent: both. */
  handled?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<ContactFormKind>;
  /** Part of the sender's name, e-mail address or company. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Messages before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A page of contact submissions, newest first; pass the last one's id as `before` for the next page. */
export type ContactSubmissionPage = {
  __typename?: 'ContactSubmissionPage';
  entries: Array<ContactSubmission>;
  hasMore: Scalars['Boolean']['output'];
};

/**
 * One part of a content page, in order: HTML rendered on the server from our own Markdown, or a
 * place where the page shows a form or a list. Exactly one field is set.
 */
export type ContentBlock = {
  __typename?: 'ContentBlock';
  form?: Maybe<ContactFormKind>;
  html?: Maybe<Scalars['String']['output']>;
  index?: Maybe<ContentSection>;
};

/** A heading of a page, for its table of contents; `id` is the anchor (e.g. clients). */
export type ContentHeading = {
  __typename?: 'ContentHeading';
  id: Scalars['String']['output'];
  /** 2 for ##, 3 for ###... */
  level: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** A page written in Markdown under content/: about, a blog post, a Leasopedia guide, terms... */
export type ContentPage = {
  __typename?: 'ContentPage';
  author?: Maybe<Scalars['String']['output']>;
  blocks: Array<ContentBlock>;
  /** Publication date (YYYY-MM-DD) of a blog post. */
  date?: Maybe<Scalars['String']['output']>;
  /** The meta description. */
  description: Scalars['String']['output'];
  headings: Array<ContentHeading>;
  /** Canonical path, e.g. /blog/how-to-read-a-commercial-lease. */
  path: Scalars['String']['output'];
  readingMinutes: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** Date of the last meaningful change (YYYY-MM-DD). */
  updated?: Maybe<Scalars['String']['output']>;
};

export { ContentSection };

/** A page in a section's list. */
export type ContentSummary = {
  __typename?: 'ContentSummary';
  author?: Maybe<Scalars['String']['output']>;
  date?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  path: Scalars['String']['output'];
  readingMinutes: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CreateAccountInput = {
  cityOfInterest?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type CreateSurveyInput = {
  /** The campaign, by id or uuid. */
  campaignId: Scalars['ID']['input'];
  /** The campaign listings to list, in order: 1 to 300. */
  campaignListingIds: Array<Scalars['ID']['input']>;
  /** 1 to 120 characters. */
  name: Scalars['String']['input'];
};

export type CreateTourInput = {
  /** The campaign, by id or uuid. */
  campaignId: Scalars['ID']['input'];
  /** The campaign listings to visit, in order: 1 to 50. */
  campaignListingIds: Array<Scalars['ID']['input']>;
  /** YYYY-MM-DD. */
  date?: InputMaybe<Scalars['String']['input']>;
  /** At most 300 characters. */
  meetingPoint?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 120 characters. */
  name: Scalars['String']['input'];
  /** At most 2000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A new vendor: the source whose users upload CSVs at /{slug}/csv-upload. Trusted: its new listings
 * go on the market at once instead of waiting in the research team's review queue.
 */
export type CreateVendorInput = {
  name: Scalars['String']['input'];
  /** Lower-case letters, digits and hyphens: the upload page's path, /{slug}/csv-upload. */
  slug: Scalars['String']['input'];
  trusted: Scalars['Boolean']['input'];
};

/**
 * One uploaded CSV (read by its vendor's users and admins): progress counters for the live bar, and
 * its per-row report a page at a time.
 */
export type CsvImport = {
  __typename?: 'CsvImport';
  createdAt: Scalars['DateTime']['output'];
  /** Why the whole file was refused. */
  error?: Maybe<Scalars['String']['output']>;
  /** Rows refused (ERROR) or given up on (DEAD). */
  failedRows: Scalars['Int']['output'];
  filename: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The import's public id (a UUID). */
  id: Scalars['ID']['output'];
  /** Rows whose job has ended. */
  processedRows: Scalars['Int']['output'];
  /** The per-row report as CSV (GET). */
  reportUrl: Scalars['String']['output'];
  /** Rows in line order, at most 100 a page; onlyProblems keeps the rows not imported (ERROR, DEAD: the failedRows). */
  rows: CsvRowPage;
  status: CsvImportStatus;
  /** Data rows stored from the file (the header is not a row). */
  totalRows: Scalars['Int']['output'];
  vendor: Vendor;
};


/**
 * One uploaded CSV (read by its vendor's users and admins): progress counters for the live bar, and
 * its per-row report a page at a time.
 */
export type CsvImportRowsArgs = {
  afterLine?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  onlyProblems?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CsvImportStatus =
  | 'DONE'
  | 'FAILED'
  | 'PROCESSING'
  | 'RECEIVING';

export type CsvRowPage = {
  __typename?: 'CsvRowPage';
  /** Pass as afterLine for the next page; null on the last page. */
  nextAfterLine?: Maybe<Scalars['Int']['output']>;
  rows: Array<CsvRowResult>;
};

/** One data row of an uploaded CSV: its line in the file and what became of it. */
export type CsvRowResult = {
  __typename?: 'CsvRowResult';
  lineNumber: Scalars['Int']['output'];
  /** The listing the row created or updated. */
  listingId?: Maybe<Scalars['ID']['output']>;
  /** Why the row was refused or changed nothing, one message per problem ("column: message"). */
  messages: Array<Scalars['String']['output']>;
  status: CsvRowStatus;
};

/** A CSV row's outcome: PENDING while its importer job runs, then the job's status. */
export type CsvRowStatus =
  | 'DEAD'
  | 'DUPLICATE'
  | 'ERROR'
  | 'PENDING'
  | 'SUCCESS';

/** One featured listing as the admin sees it, in its place in the order. */
export type FeaturedListingEntry = {
  __typename?: 'FeaturedListingEntry';
  /** False once the listing is no longer AVAILABLE: the public pages leave it out until it is again. */
  available: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  listing: Listing;
  position: Scalars['Int']['output'];
};

/** A market's featured listings of one property type, in the order its landing page shows them. */
export type FeaturedListingsAdmin = {
  __typename?: 'FeaturedListingsAdmin';
  entries: Array<FeaturedListingEntry>;
  marketId: Scalars['ID']['output'];
  /** The most a market may feature of one type. */
  max: Scalars['Int']['output'];
  propertyType: PropertyType;
};

export type FeaturedListingsError = {
  __typename?: 'FeaturedListingsError';
  /** Stable code: INVALID_INPUT, NOT_FOUND. */
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type FloorPlan = {
  __typename?: 'FloorPlan';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type FloorPlanCollection = {
  __typename?: 'FloorPlanCollection';
  floorPlans: Array<FloorPlan>;
  id: Scalars['ID']['output'];
};

export type HomeCommute = {
  __typename?: 'HomeCommute';
  /** Straight-line distance, to one decimal. */
  distanceMiles: Scalars['Float']['output'];
  /** CommuteHome.index of the home. */
  homeIndex: Scalars['Int']['output'];
  times: CommuteTimes;
};

/** The record an upload belongs to. */
export type ImageAttachment = {
  __typename?: 'ImageAttachment';
  id: Scalars['ID']['output'];
  kind: ImageAttachmentKind;
};

export type ImageAttachmentInput = {
  id: Scalars['ID']['input'];
  kind: ImageAttachmentKind;
};

export type ImageAttachmentKind =
  | 'BUILDING'
  | 'LISTING';

/**
 * A photo as its editors see it (brokers of the record's market, the research team, admins): any
 * status, with its place in the order and whether it is the cover. Upload with
 * POST /media/{listings|buildings}/{id}/photos (multipart, field "file").
 */
export type ImageUpload = {
  __typename?: 'ImageUpload';
  attachedTo: ImageAttachment;
  caption?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The photo shown first on cards and pages; at most one per record. */
  isCover: Scalars['Boolean']['output'];
  /** The uploaded file's name, as a label (sanitised). */
  originalFilename?: Maybe<Scalars['String']['output']>;
  /** The picture in its sizes; null until the upload is READY. */
  photo?: Maybe<Photo>;
  position: Scalars['Int']['output'];
  status: ImageUploadStatus;
};

export type ImageUploadStatus =
  | 'FAILED'
  | 'PENDING'
  | 'PROCESSING'
  | 'READY';

/** The CSV upload a job's row came from. */
export type ImporterCsvImport = {
  __typename?: 'ImporterCsvImport';
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/**
 * One import or save of a record, run in the background through stages (parse, validate, match,
 * duplicates, apply). A null status means still running; SUCCESS is the only success.
 */
export type ImporterJob = {
  __typename?: 'ImporterJob';
  createdAt: Scalars['DateTime']['output'];
  errors: Array<ImporterJobError>;
  id: Scalars['ID']['output'];
  /** The last stage the job reached, and what that stage read. */
  lastStage?: Maybe<Scalars['String']['output']>;
  lastStageInput?: Maybe<Scalars['JSON']['output']>;
  /** The listing the job changed, when the viewer may read it. */
  listing?: Maybe<Listing>;
  listingIdentity?: Maybe<Scalars['String']['output']>;
  /** The id of the record the job changes, or created (a new contact) once it has run. */
  recordId?: Maybe<Scalars['ID']['output']>;
  status?: Maybe<ImporterJobStatus>;
  updatedAt: Scalars['DateTime']['output'];
};

/** A save's answer: the job that applies it (poll importerJobs until it ends). */
export type ImporterJobAnswer = {
  __typename?: 'ImporterJobAnswer';
  importerJobId: Scalars['ID']['output'];
};

export type ImporterJobError = {
  __typename?: 'ImporterJobError';
  error: Scalars['String']['output'];
};

export type ImporterJobFilter = {
  /** Jobs created at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  status?: InputMaybe<ImporterJobStatusFilter>;
  /** Jobs created before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};

/** A job a retry left alone, and why. */
export type ImporterJobRetrySkip = {
  __typename?: 'ImporterJobRetrySkip';
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

export type ImporterJobStatus =
  | 'DEAD'
  | 'DUPLICATE'
  | 'ERROR'
  | 'SUCCESS';

/** What the importer admin filters jobs by: an ended status, or RUNNING (no status yet: queued or running). */
export type ImporterJobStatusFilter =
  | 'DEAD'
  | 'DUPLICATE'
  | 'ERROR'
  | 'RUNNING'
  | 'SUCCESS';

/** A source that uploads CSVs (the {vendor} of /{vendor}/csv-upload). */
export type ImporterVendor = {
  __typename?: 'ImporterVendor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/**
 * An invitation as its page shows it to whoever holds the link: who invited them to what, and to
 * which address. No ids but its own, no listing data.
 */
export type Invitation = {
  __typename?: 'Invitation';
  campaignName: Scalars['String']['output'];
  /** Where it leads in the tourbook, when the viewer may open that already; null otherwise. */
  destination?: Maybe<Scalars['String']['output']>;
  /** Whether the signed-in viewer has the invited address; null when signed out. */
  emailMatchesViewer?: Maybe<Scalars['Boolean']['output']>;
  /** The invitation's uuid (its link). */
  id: Scalars['ID']['output'];
  /** Who sent it; null when that account is gone. */
  inviterName?: Maybe<Scalars['String']['output']>;
  kind: InvitationKind;
  /** The invited address, masked: p•••@acme-robotics.example.com. */
  maskedEmail: Scalars['String']['output'];
  /**
   * The invited address and names, to fill in the create-account form: only while the invitation is
   * pending and the viewer is signed out (the link was sent to that address).
   */
  prefill?: Maybe<InvitationPrefill>;
  state: InvitationState;
};

/** What an invitation brings its person into (issue 11). */
export type InvitationKind =
  /** The whole campaign (tourbook); its client when the campaign has none yet. */
  | 'CAMPAIGN'
  /** One survey of a campaign. */
  | 'SURVEY'
  /** One tour of a campaign. */
  | 'TOUR';

export type InvitationPrefill = {
  __typename?: 'InvitationPrefill';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
};

export type InvitationState =
  /** Used: invitations are single use. */
  | 'ACCEPTED'
  /** Past its expiry date, never accepted. */
  | 'EXPIRED'
  /** Can be accepted. */
  | 'PENDING';

export type LatLng = {
  __typename?: 'LatLng';
  lat: Scalars['Float']['output'];
  lng: Scalars['Float']['output'];
};

export type LatestCampaign = {
  __typename?: 'LatestCampaign';
  currentActiveRequirements?: Maybe<Requirements>;
  id: Scalars['ID']['output'];
  listings: Array<ListingReference>;
  surveys: Array<SurveyReference>;
  uuid: Scalars['ID']['output'];
};

export type LeaseTerm =
  | 'FLEXIBLE'
  | 'LESS_THAN_ONE_YEAR'
  | 'MORE_THAN_FIVE_YEARS'
  | 'ONE_TO_TWO_YEARS'
  | 'THREE_TO_FIVE_YEARS';

export type LeaseType =
  | 'DIRECT'
  | 'LICENSE_AGREEMENT'
  | 'SUBLEASE';

/** A landlord-side leasing manager: brokers, the research team and admins only. */
export type LeasingManager = {
  __typename?: 'LeasingManager';
  /** How many buildings they lease. */
  buildingCount: Scalars['Int']['output'];
  /** The buildings they lease, by address (at most 100). */
  buildings: Array<Building>;
  companyName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  market?: Maybe<Market>;
  phone?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};


/** A landlord-side leasing manager: brokers, the research team and admins only. */
export type LeasingManagerBuildingsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Why a leasing manager change did not happen. Codes: NOT_FOUND, LIMIT_REACHED, INVALID_INPUT. */
export type LeasingManagerError = {
  __typename?: 'LeasingManagerError';
  code: Scalars['String']['output'];
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type LeasingManagerInput = {
  companyName?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** The market they work in, or null. */
  marketId?: InputMaybe<Scalars['ID']['input']>;
  /** Optional; a North American number is stored as (212) 555-0142. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A page of leasing managers, by last then first name. */
export type LeasingManagerPage = {
  __typename?: 'LeasingManagerPage';
  hasMore: Scalars['Boolean']['output'];
  managers: Array<LeasingManager>;
};

export type LeasingManagerPayload = {
  __typename?: 'LeasingManagerPayload';
  error?: Maybe<LeasingManagerError>;
  leasingManager?: Maybe<LeasingManager>;
};

/**
 * A space for lease. Fields marked "broker only" resolve for brokers and admins and are null for
 * everyone else, whatever the query asks.
 */
export type Listing = {
  __typename?: 'Listing';
  accurateMonthlyPrice?: Maybe<Scalars['Float']['output']>;
  accuratePsf?: Maybe<Scalars['Float']['output']>;
  address: Scalars['String']['output'];
  amenities: Array<Scalars['String']['output']>;
  /** Broker only. */
  brokerInsights?: Maybe<Array<BrokerInsight>>;
  /** Broker only. */
  brokerNotes?: Maybe<Scalars['String']['output']>;
  building: Building;
  /** Whether the viewer may change this listing's photos, floor plans and 3D tour. */
  canEditMedia: Scalars['Boolean']['output'];
  conferenceRooms?: Maybe<Scalars['Int']['output']>;
  dataChangedAt?: Maybe<Scalars['DateTime']['output']>;
  dateAvailable?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** Broker only. */
  details?: Maybe<Scalars['JSON']['output']>;
  estimatedMonthlyPrice?: Maybe<Scalars['Float']['output']>;
  estimatedPsf?: Maybe<Scalars['Float']['output']>;
  floorAndSuite: Scalars['String']['output'];
  floorMaterial?: Maybe<Scalars['String']['output']>;
  floorPlanCollection?: Maybe<FloorPlanCollection>;
  furnished?: Maybe<Scalars['String']['output']>;
  hasExposedCeiling?: Maybe<Scalars['Boolean']['output']>;
  hasPrivateBathroom?: Maybe<Scalars['Boolean']['output']>;
  hasWetPantry?: Maybe<Scalars['Boolean']['output']>;
  /** Broker only. */
  history?: Maybe<ListingHistory>;
  id: Scalars['ID']['output'];
  /** {building identity}/{slug of floorAndSuite}: built from public fields only. */
  identity: Scalars['String']['output'];
  /** Editors only (null for everyone else): every photo upload of the listing, in order. */
  imageUploads?: Maybe<Array<ImageUpload>>;
  leaseTerm?: Maybe<Scalars['String']['output']>;
  leaseType?: Maybe<LeaseType>;
  market: Market;
  maxOccupancy?: Maybe<Scalars['Int']['output']>;
  /** Accurate monthly rent when known, else the estimate. */
  monthlyPrice?: Maybe<Scalars['Float']['output']>;
  naturalLight?: Maybe<Scalars['String']['output']>;
  /** Available listings nearby in the same neighbourhood (other buildings). */
  nearbyListings: Array<Listing>;
  neighborhood?: Maybe<Neighborhood>;
  officeSpace?: Maybe<Scalars['Int']['output']>;
  /** Canonical page: /listings/{state}/{city}/{zip}/{neighborhood}/{address}/{floorAndSuite}. */
  path: Scalars['String']['output'];
  /** The listing's ready photos, the cover first, then in order; with first (1 to 50), only that many (a list card shows one). */
  photos: Array<Photo>;
  /** True when psf and monthlyPrice are estimates. */
  priceIsEstimated: Scalars['Boolean']['output'];
  priceModel?: Maybe<Scalars['String']['output']>;
  /** Broker only. */
  privateDescription?: Maybe<Scalars['String']['output']>;
  /** Broker only. */
  privateFloor?: Maybe<Scalars['String']['output']>;
  /** Broker only. */
  privateSuite?: Maybe<Scalars['String']['output']>;
  propertyType: PropertyType;
  /** Accurate price per SF per year when known, else the estimate. */
  psf?: Maybe<Scalars['Float']['output']>;
  /** Other available listings in the same building. */
  sameBuildingListings: Array<Listing>;
  servicesIncluded?: Maybe<Scalars['String']['output']>;
  /** Broker only. Shared notes, newest first. */
  sharedNotes?: Maybe<Array<SharedNote>>;
  squareFeet: Scalars['Int']['output'];
  status: ListingStatus;
  /** Broker only. */
  subleaseContact?: Maybe<SubleaseContact>;
  /** The 3D tour SDK's model id; null when the listing has no 3D tour. */
  tour3dModelId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  uuid: Scalars['ID']['output'];
  /** Whether the viewer may change this listing and its building (brokers of its market, research, admins). */
  viewerCanEdit: Scalars['Boolean']['output'];
};


/**
 * A space for lease. Fields marked "broker only" resolve for brokers and admins and are null for
 * everyone else, whatever the query asks.
 */
export type ListingNearbyListingsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A space for lease. Fields marked "broker only" resolve for brokers and admins and are null for
 * everyone else, whatever the query asks.
 */
export type ListingPhotosArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A space for lease. Fields marked "broker only" resolve for brokers and admins and are null for
 * everyone else, whatever the query asks.
 */
export type ListingSameBuildingListingsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type ListingChange = {
  __typename?: 'ListingChange';
  changedAt: Scalars['DateTime']['output'];
  contacts?: Maybe<ListingContactChanges>;
  fields: Array<ListingFieldChange>;
  sourceName: Scalars['String']['output'];
  subleaseContact?: Maybe<Scalars['String']['output']>;
};

/** A listing's changed fields only; a field left out is not changed, null clears it. */
export type ListingChanges = {
  accurateMonthlyPrice?: InputMaybe<Scalars['Float']['input']>;
  accuratePsf?: InputMaybe<Scalars['Float']['input']>;
  amenities?: InputMaybe<Array<Scalars['String']['input']>>;
  brokerNotes?: InputMaybe<Scalars['String']['input']>;
  conferenceRooms?: InputMaybe<Scalars['Int']['input']>;
  dateAvailable?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  estimatedMonthlyPrice?: InputMaybe<Scalars['Float']['input']>;
  estimatedPsf?: InputMaybe<Scalars['Float']['input']>;
  floorAndSuite?: InputMaybe<Scalars['String']['input']>;
  floorMaterial?: InputMaybe<Scalars['String']['input']>;
  furnished?: InputMaybe<Scalars['String']['input']>;
  hasExposedCeiling?: InputMaybe<Scalars['Boolean']['input']>;
  hasPrivateBathroom?: InputMaybe<Scalars['Boolean']['input']>;
  hasWetPantry?: InputMaybe<Scalars['Boolean']['input']>;
  leaseTerm?: InputMaybe<Scalars['String']['input']>;
  leaseType?: InputMaybe<LeaseType>;
  maxOccupancy?: InputMaybe<Scalars['Int']['input']>;
  naturalLight?: InputMaybe<Scalars['String']['input']>;
  officeSpace?: InputMaybe<Scalars['Int']['input']>;
  priceModel?: InputMaybe<PriceUnit>;
  privateDescription?: InputMaybe<Scalars['String']['input']>;
  privateFloor?: InputMaybe<Scalars['String']['input']>;
  privateSuite?: InputMaybe<Scalars['String']['input']>;
  servicesIncluded?: InputMaybe<Scalars['String']['input']>;
  squareFeet?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ListingStatus>;
  /** One of the building's contacts, or null for none. */
  subleaseContactId?: InputMaybe<Scalars['ID']['input']>;
  tour3dModelId?: InputMaybe<Scalars['String']['input']>;
};

export type ListingContactChanges = {
  __typename?: 'ListingContactChanges';
  created: Scalars['Int']['output'];
  deleted: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
};

export type ListingFieldChange = {
  __typename?: 'ListingFieldChange';
  field: Scalars['String']['output'];
  newValue?: Maybe<Scalars['String']['output']>;
  oldValue?: Maybe<Scalars['String']['output']>;
};

export type ListingHistory = {
  __typename?: 'ListingHistory';
  changes: Array<ListingChange>;
  origin?: Maybe<ListingHistoryOrigin>;
};

export type ListingHistoryOrigin = {
  __typename?: 'ListingHistoryOrigin';
  createdAt: Scalars['DateTime']['output'];
  sourceName: Scalars['String']['output'];
};

export type ListingReference = {
  __typename?: 'ListingReference';
  id: Scalars['ID']['output'];
};

/** A decision's answer: a job per listing that applies it (poll importerJobs until they end). */
export type ListingReviewAnswer = {
  __typename?: 'ListingReviewAnswer';
  importerJobIds: Array<Scalars['ID']['output']>;
  skipped: Array<ListingReviewSkip>;
};

/** Publishing sets a listing AVAILABLE (in search at once); rejecting sets it UNAVAILABLE and keeps it. */
export type ListingReviewDecision =
  | 'PUBLISH'
  | 'REJECT';

/** A listing a vendor's feed created, waiting in review (VETTING) because the vendor is not trusted. */
export type ListingReviewEntry = {
  __typename?: 'ListingReviewEntry';
  listing: Listing;
  /** When the feed created it. */
  receivedAt: Scalars['DateTime']['output'];
  /** The vendor whose CSV created it. */
  vendor: Vendor;
};

/** A page of the review queue, oldest first; pass the last listing's id as `after` for the next page. */
export type ListingReviewPage = {
  __typename?: 'ListingReviewPage';
  entries: Array<ListingReviewEntry>;
  hasMore: Scalars['Boolean']['output'];
};

/** A listing a decision left alone, and why. */
export type ListingReviewSkip = {
  __typename?: 'ListingReviewSkip';
  listingId: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
};

export type ListingSort =
  | 'NEWEST'
  | 'PRICE_HIGH_TO_LOW'
  | 'PRICE_LOW_TO_HIGH'
  | 'RECOMMENDED'
  | 'SIZE_LARGE_TO_SMALL'
  | 'SIZE_SMALL_TO_LARGE';

export type ListingStatus =
  | 'AVAILABLE'
  | 'LEASE_OUT'
  | 'OFFERS_IN'
  | 'SF_LEASE_OUT'
  | 'SF_OFFERS_IN'
  | 'UNAVAILABLE'
  | 'VETTING';

/** How many of a building's listings are in one availability status. */
export type ListingStatusCount = {
  __typename?: 'ListingStatusCount';
  count: Scalars['Int']['output'];
  status: ListingStatus;
};

export type MailFilter = {
  /** Only mail written in the last so many days (1 to 365). */
  days?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the recipient's address (at most 200 characters). */
  recipient?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MailStatus>;
};

export type MailLink = {
  __typename?: 'MailLink';
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Who an action e-mailed (issue 25): every address it wrote to, each once. */
export type MailNotice = {
  __typename?: 'MailNotice';
  /** Why nobody was e-mailed, when nobody was ("The campaign has no client yet."); null otherwise. */
  nobodyReason?: Maybe<Scalars['String']['output']>;
  recipients: Array<MailRecipient>;
};

export type MailRecipient = {
  __typename?: 'MailRecipient';
  email: Scalars['String']['output'];
  /** Invited, not joined yet: the mail carries their invitation's link. */
  invited: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

/** Where an e-mail stands (issue 25). */
export type MailStatus =
  /** Every try failed; `error` says why. */
  | 'FAILED'
  /** Written to the outbox, not tried yet (or being sent now). */
  | 'QUEUED'
  /** A try failed; the delivery job tries again with backoff. */
  | 'RETRYING'
  /** The mail server accepted it. */
  | 'SENT';

/** A building on the results map with the listings of this page in it. */
export type MapMarker = {
  __typename?: 'MapMarker';
  building: Building;
  lat: Scalars['Float']['output'];
  listingIds: Array<Scalars['ID']['output']>;
  lng: Scalars['Float']['output'];
};

export type Market = {
  __typename?: 'Market';
  externalId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Listings currently available in this market, of every kind (office, retail and industrial). */
  listingCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  neighborhoods: Array<Neighborhood>;
  /** Search page of this market, e.g. /office-space/ny/new-york. */
  path: Scalars['String']['output'];
  position: LatLng;
  /** Office, retail and industrial, in that order, each with its search page and listing count. */
  propertyTypes: Array<MarketPropertyType>;
  slug: Scalars['String']['output'];
  /** Lower-case two-letter state or province code. */
  state: Scalars['String']['output'];
  submarkets: Array<Submarket>;
};

export type MarketOfInterest = {
  __typename?: 'MarketOfInterest';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  position: LatLng;
};

/** One kind of space in a market: its search page and how many listings that page shows. */
export type MarketPropertyType = {
  __typename?: 'MarketPropertyType';
  /** Listings available of this kind in the market: the unfiltered count of the search page at path. */
  listingCount: Scalars['Int']['output'];
  /** Search page of this kind of space in the market, e.g. /retail-space/ny/new-york. */
  path: Scalars['String']['output'];
  propertyType: PropertyType;
};

export type MergeBuildingsPayload = {
  __typename?: 'MergeBuildingsPayload';
  /** The building the duplicate went into. */
  building?: Maybe<Building>;
  error?: Maybe<BuildingAdminError>;
};

export type MoveCampaignListingsPayload = {
  __typename?: 'MoveCampaignListingsPayload';
  updatedEdges: Array<CampaignListingEdge>;
};

export type MoveInTimeframe =
  | 'FLEXIBLE'
  | 'LESS_THAN_THREE_MONTHS'
  | 'MORE_THAN_TWELVE_MONTHS'
  | 'SEVEN_TO_NINE_MONTHS'
  | 'TEN_TO_TWELVE_MONTHS'
  | 'THREE_TO_SIX_MONTHS';

/** Every mutation; domains add theirs with extend type Mutation. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts an invitation as the signed-in user, who must have the invited address; answers where to
   * go. The id is the uuid from the mailed link: holding it proves the address, confirmed or not.
   */
  acceptInvitation: AcceptInvitationPayload;
  /**
   * Adds listings to campaigns (the campaign's client, its broker or an admin), and to surveys and
   * tours (the campaign's broker or an admin). Listings already there are left as they are.
   */
  addListings: AddListingsPayload;
  /**
   * The signed-in respondent's own rating and comment on one listing of a published survey (the
   * client or an invitee): each respondent has their own answer; nobody else's changes.
   */
  answerSurveyListing: SurveyListing;
  /**
   * Cancels a scheduled tour (the campaign's broker or an admin): everyone it was sent to gets an
   * e-mail whose calendar update removes the event, and the tour becomes a draft again.
   */
  cancelTour: Tour;
  /** Starts an e-mail change: the new address is unconfirmed until its link is opened. Answers the same whether or not the address is taken. Limited per user and per IP; at most one sign-in or password check per request. */
  changeEmail: AccountPayload;
  /** Changes the password; other sessions of the user end. */
  changePassword: SuccessPayload;
  /**
   * Sends the profile to a broker. A visitor gets a client account (signed in at once, with a
   * confirmation e-mail) and a campaign whose current requirements hold the profile; a signed-in
   * client's latest campaign gets the profile as its requirements (or a new campaign when they have
   * none). The market's broker is assigned and e-mailed.
   */
  completeOnboarding: CompleteOnboardingPayload;
  /** Confirms a new account, or with changeEmail a changed e-mail address. */
  confirmAccount: ConfirmAccountPayload;
  /** First confirmation of a new account: sets its password, ends every session of the user and signs in. At most one sign-in per request. */
  confirmAccountWithPassword: SignInPayload;
  /** Creates a client account, signs it in and e-mails a confirmation link. */
  createAccount: AccountPayload;
  /** Brokers, research and admins: adds a leasing manager. Audited. */
  createLeasingManager: LeasingManagerPayload;
  /** A new draft survey of a campaign's listings (the campaign's broker or an admin). */
  createSurvey: Survey;
  /** A new draft tour of a campaign's listings (the campaign's broker or an admin). */
  createTour: Tour;
  /** Admins only: creates a vendor (user admin). Audited. */
  createVendor: VendorPayload;
  /** Deletes a floor plan and its files. Answers its id. */
  deleteFloorPlan: Scalars['ID']['output'];
  /** Deletes a photo and its files. Answers the record's remaining photos. */
  deletePhoto: Array<ImageUpload>;
  /** Deletes a shared note and its file (its author or an admin). Answers its id. */
  deleteSharedNote: Scalars['ID']['output'];
  /** Ends every session of the signed-in user except this one. */
  endOtherSessions: SuccessPayload;
  /** Ends one of the signed-in user's own sessions (an id from User.sessions). */
  endSession: SuccessPayload;
  /**
   * Accepts the signed-in user's own pending invitation to a published survey (by its uuid), found by
   * their address, which must be confirmed: EMAIL_NOT_CONFIRMED otherwise, INVITATION_NOT_FOUND when
   * there is none. Answers where to go.
   */
  joinSurvey: AcceptInvitationPayload;
  /**
   * Admins only: merges duplicate building `sourceId` into `targetId` (same market) in one transaction:
   * listings (those at a floor and suite the target has merge into the target's listing there),
   * contact links, photos and leasing-manager links move, the duplicate's slug and identity
   * become aliases (its page answers 301), each moved listing's history gets a CHANGE, the duplicate is
   * deleted. Audited.
   */
  mergeBuildings: MergeBuildingsPayload;
  /**
   * Moves listings of one campaign to a stage (the campaign's client, its broker or an admin), all or
   * none: at most 100 campaign listings, each an edge id of this campaign. Anything else is BAD_USER_INPUT, and a
   * campaign that is missing or not the viewer's is FORBIDDEN (one answer for both).
   */
  moveCampaignListings: MoveCampaignListingsPayload;
  /**
   * Sends a draft survey to the campaign's client, who gets an e-mail (the campaign's broker or an admin);
   * while the campaign has no client, to the address its campaign invitation went to, with that
   * invitation's link. The answer's mailNotice names who was e-mailed.
   */
  publishSurvey: Survey;
  /**
   * Stores a batch of analytics events (at most 50) in order, with the session's user, and answers how
   * many were stored. Each IP address may send ANALYTICS_IP_LIMIT events an hour (default 3000); past
   * that the batch is refused with RATE_LIMITED.
   */
  recordEvents: Scalars['Int']['output'];
  /**
   * Removes tourbook listings, all or none (spec section 7): campaign listings (the campaign's client,
   * broker or an admin), survey and tour listings (the campaign's broker or an admin); at most 300 of
   * each kind. A campaign listing that a survey or tour still lists is refused with the code
   * FORCE_REQUIRED unless `force` is true, which removes it there too. A listing that is missing or not
   * the viewer's to remove refuses the whole call with FORBIDDEN (one answer for both).
   */
  removeListings: RemoveListingsPayload;
  /**
   * Puts a listing's floor plans in this order (every floor plan of the listing, once; at most 200).
   * Answers them in order.
   */
  reorderFloorPlans: Array<FloorPlan>;
  /** Puts a record's photos in this order (every photo of the record, once). Answers them in order. */
  reorderPhotos: Array<ImageUpload>;
  /** E-mails a single-use password reset link if the address has an account. */
  requestPasswordReset: RequestPasswordResetPayload;
  /**
   * Research team and admins: adds a listing to one of the contact's buildings (the availability
   * page). An importer job (a Listing with no record id) that creates the listing with an ORIGIN
   * history row from the research team; ERROR with each refused field, DUPLICATE when the building
   * already has a listing at that floor and suite. Audited.
   */
  researchAddListing: ImporterJobAnswer;
  /** Admins only: e-mails an unconfirmed account a fresh confirmation link. Audited. */
  resendConfirmation: AccountPayload;
  /** Sets a new password with a reset token, ends every session of the user and signs in afresh. */
  resetPassword: SignInPayload;
  /**
   * Admins only: runs ERROR and DEAD jobs again through the pipeline (at most 500 at once); other
   * jobs are skipped with the reason. Each retry is in the audit log.
   */
  retryImporterJobs: RetryImporterJobsPayload;
  /**
   * Research team and admins: publishes or rejects listings of the review queue (at most 50). Each is an
   * importer job on the listing, so the change is in its history; audited. Listings no longer in review
   * are skipped with the reason.
   */
  reviewListings: ListingReviewAnswer;
  /**
   * Admins only: replaces a market's featured listings of one type with these, in this order (at
   * most 12), in one transaction. Audited.
   */
  saveFeaturedListings: SaveFeaturedListingsPayload;
  /** Saves the profile as the person moves between steps. Visitors get an onboardingId to keep. */
  saveOnboardingProfile: SaveOnboardingProfilePayload;
  /**
   * Sends a draft tour to the campaign's client, who gets an e-mail with a calendar event (the campaign's
   * broker or an admin); while the campaign has no client, to the address its campaign invitation went
   * to, with that invitation's link. The answer's mailNotice names who was e-mailed.
   */
  scheduleTour: Tour;
  /** After a client signs in: e-mails the broker of the client's campaign. */
  sendClientLoginNotification: SuccessPayload;
  /**
   * Spec section 7: the campaign's client opened a survey; its broker gets an e-mail, at most one per
   * survey per hour.
   */
  sendSurveyVisitEmail: SendSurveyVisitEmailPayload;
  /** Admins only: marks a message handled, or waiting again (NOT_FOUND for an unknown id). Audited. */
  setContactSubmissionHandled: ContactSubmission;
  /** Makes the photo its record's cover (and no other). Answers the record's photos. */
  setCoverPhoto: Array<ImageUpload>;
  /** Brokers, research and admins: links a building to a leasing manager (at most 100 each), or takes it off. Audited. */
  setLeasingManagerBuilding: LeasingManagerPayload;
  /**
   * Admins only: turns the maintenance switch on or off. On, every page answers non-admins with the
   * maintenance page (503, Retry-After) within seconds on every app process; admins keep working. Audited.
   */
  setMaintenanceSwitch: Scalars['Boolean']['output'];
  /** A photo's caption (its alt text), at most 200 characters on one line; empty removes it. */
  setPhotoCaption: ImageUpload;
  /** Admins only: disables an account (its sessions end, its sign-in is refused) or enables it again. Audited. */
  setUserDisabled: AccountPayload;
  /** Admins only: sets a user's roles. */
  setUserRoles: AccountPayload;
  /** Admins only: links a user to the vendor they upload CSVs for, or (vendorId null) unlinks them. Audited. */
  setUserVendor: AccountPayload;
  /** Admins only: whether a vendor's new listings skip the review queue. Audited. */
  setVendorTrusted: VendorPayload;
  /** Signs in with e-mail and password and sets the session cookie. At most one sign-in per request. */
  signIn: SignInPayload;
  /** Ends the current session. */
  signOut: Scalars['Boolean']['output'];
  /** A broker (or an admin) starts a campaign for a client, or invites them to it by e-mail. */
  startCampaign: StartCampaignPayload;
  /** Stores a message from a public form and e-mails it to the contact address. Rate-limited per IP. */
  submitContactForm: SubmitContactFormPayload;
  /** Stores a first-party analytics event. The server id comes from the SERVERID cookie. */
  track: Scalars['Boolean']['output'];
  /** Brokers, research and admins: changes a leasing manager. Audited. */
  updateLeasingManager: LeasingManagerPayload;
  /** Updates the signed-in user's name, company, phone and city of interest. */
  updateSettings: AccountPayload;
  /**
   * Changes a tour (the campaign's broker or an admin). On a scheduled tour a new day, meeting point,
   * order or time e-mails the client an updated calendar event.
   */
  updateTour: Tour;
  /** Adds a broker insight to a listing, or (with insightId) edits one: its author, research or admins. */
  userChangeBrokerInsight: ImporterJobAnswer;
  /** Queues a change to a building's fields (brokers of its market, the research team, admins). */
  userChangeBuilding: ImporterJobAnswer;
  /**
   * Creates, updates or removes one of a building's contacts, or links an existing contact to the
   * building (LINK). Without a building (research team and admins): creates a contact that has no
   * building yet, or updates a contact wherever it is kept.
   */
  userChangeContact: ImporterJobAnswer;
  /** Queues a change to a listing's fields (brokers of its market, the research team, admins). */
  userChangeListing: ImporterJobAnswer;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationAcceptInvitationArgs = {
  id: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationAddListingsArgs = {
  campaignIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  listingIds: Array<Scalars['ID']['input']>;
  surveyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  tourIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationAnswerSurveyListingArgs = {
  input: AnswerSurveyListingInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationCancelTourArgs = {
  tourId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationChangeEmailArgs = {
  currentPassword: Scalars['String']['input'];
  newEmail: Scalars['String']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationCompleteOnboardingArgs = {
  input: CompleteOnboardingInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationConfirmAccountArgs = {
  changeEmail?: InputMaybe<Scalars['Boolean']['input']>;
  token: Scalars['String']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationConfirmAccountWithPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationCreateAccountArgs = {
  input: CreateAccountInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationCreateLeasingManagerArgs = {
  input: LeasingManagerInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationCreateSurveyArgs = {
  input: CreateSurveyInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationCreateTourArgs = {
  input: CreateTourInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationCreateVendorArgs = {
  input: CreateVendorInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationDeleteFloorPlanArgs = {
  floorPlanId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationDeletePhotoArgs = {
  photoId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationDeleteSharedNoteArgs = {
  noteId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationJoinSurveyArgs = {
  surveyId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationMergeBuildingsArgs = {
  sourceId: Scalars['ID']['input'];
  targetId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationMoveCampaignListingsArgs = {
  campaignId: Scalars['ID']['input'];
  campaignListingIds: Array<Scalars['ID']['input']>;
  stage: CampaignListingStage;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationPublishSurveyArgs = {
  surveyId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationRecordEventsArgs = {
  events: Array<AnalyticsEventInput>;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationRemoveListingsArgs = {
  campaignListingIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  force?: InputMaybe<Scalars['Boolean']['input']>;
  surveyListingIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  tourListingIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationReorderFloorPlansArgs = {
  floorPlanIds: Array<Scalars['ID']['input']>;
  listingId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationReorderPhotosArgs = {
  attachedTo: ImageAttachmentInput;
  photoIds: Array<Scalars['ID']['input']>;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationResearchAddListingArgs = {
  buildingId: Scalars['ID']['input'];
  contactId: Scalars['ID']['input'];
  fields: ResearchListingFields;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationResendConfirmationArgs = {
  userId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationRetryImporterJobsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationReviewListingsArgs = {
  decision: ListingReviewDecision;
  listingIds: Array<Scalars['ID']['input']>;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSaveFeaturedListingsArgs = {
  listingIds: Array<Scalars['ID']['input']>;
  marketId: Scalars['ID']['input'];
  propertyType: PropertyType;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSaveOnboardingProfileArgs = {
  input: OnboardingProfileInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationScheduleTourArgs = {
  tourId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSendClientLoginNotificationArgs = {
  campaignId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSendSurveyVisitEmailArgs = {
  campaignId: Scalars['ID']['input'];
  surveyId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSetContactSubmissionHandledArgs = {
  handled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSetCoverPhotoArgs = {
  photoId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSetLeasingManagerBuildingArgs = {
  buildingId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  linked: Scalars['Boolean']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSetMaintenanceSwitchArgs = {
  on: Scalars['Boolean']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSetPhotoCaptionArgs = {
  caption?: InputMaybe<Scalars['String']['input']>;
  photoId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSetUserDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSetUserRolesArgs = {
  input: SetUserRolesInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSetUserVendorArgs = {
  userId: Scalars['ID']['input'];
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSetVendorTrustedArgs = {
  trusted: Scalars['Boolean']['input'];
  vendorId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationStartCampaignArgs = {
  input: StartCampaignInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationSubmitContactFormArgs = {
  input: ContactFormInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationTrackArgs = {
  event: TrackEventInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationUpdateLeasingManagerArgs = {
  id: Scalars['ID']['input'];
  input: LeasingManagerInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationUpdateSettingsArgs = {
  input: UpdateSettingsInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationUpdateTourArgs = {
  input: UpdateTourInput;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationUserChangeBrokerInsightArgs = {
  content: Scalars['String']['input'];
  insightId?: InputMaybe<Scalars['ID']['input']>;
  listingId: Scalars['ID']['input'];
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationUserChangeBuildingArgs = {
  buildingId: Scalars['ID']['input'];
  changes: BuildingChanges;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationUserChangeContactArgs = {
  action: ContactAction;
  buildingId?: InputMaybe<Scalars['ID']['input']>;
  changes?: InputMaybe<ContactChanges>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
};


/** Every mutation; domains add theirs with extend type Mutation. */
export type MutationUserChangeListingArgs = {
  changes: ListingChanges;
  listingId: Scalars['ID']['input'];
};

export type Neighborhood = {
  __typename?: 'Neighborhood';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Search page of this neighbourhood, e.g. /office-space/ny/new-york/soho. */
  path: Scalars['String']['output'];
  position: LatLng;
  slug: Scalars['String']['output'];
  submarketId?: Maybe<Scalars['ID']['output']>;
  /** Typical asking rent in dollars per square foot per year. */
  yearlyPricePerFoot?: Maybe<Scalars['Float']['output']>;
};

export type NeighborhoodFacet = {
  __typename?: 'NeighborhoodFacet';
  /**
   * Available listings of the search's property type in that neighbourhood. The other filters (size,
   * price, lease type, availability, map area) are not applied: these are kept counts, not counted per
   * search (issue 26).
   */
  count: Scalars['Int']['output'];
  neighborhood: Neighborhood;
};

/** The campaign a completed profile went into, as its client sees it. */
export type OnboardingCampaign = {
  __typename?: 'OnboardingCampaign';
  /** The broker who will look after the search, or null while none is assigned. */
  brokerName?: Maybe<Scalars['String']['output']>;
  /** True when this completion created the campaign, false when it updated the requirements of one. */
  created: Scalars['Boolean']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  uuid: Scalars['ID']['output'];
};

/** Why an onboarding mutation did not do what was asked. */
export type OnboardingError = {
  __typename?: 'OnboardingError';
  /** Stable code: INVALID_INPUT, EMAIL_TAKEN, WEAK_PASSWORD, THROTTLED. */
  code: Scalars['String']['output'];
  /** The input field the error is about (numEmployees, city, email, password...), when there is one. */
  field?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type OnboardingPhase =
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'NOT_STARTED'
  | 'SKIPPED_CTA';

/**
 * The guided office profile (/profile/size ... /profile/results). A visitor's is reached through its
 * onboardingId, which only their browser knows; a signed-in user's through their session.
 */
export type OnboardingProfile = {
  __typename?: 'OnboardingProfile';
  budgetMonthly?: Maybe<Scalars['Float']['output']>;
  /** Null with budgetMonthly when the budget step was skipped (a flexible budget). */
  budgetPsf?: Maybe<Scalars['Float']['output']>;
  city: Scalars['String']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** Furthest step reached: 0 (Size) to 4 (Results). */
  lastActiveScreenIndex: Scalars['Int']['output'];
  leaseTerm: LeaseTerm;
  market?: Maybe<Market>;
  moveInDate: MoveInTimeframe;
  name?: Maybe<Scalars['String']['output']>;
  neighborhoods: Array<Neighborhood>;
  numEmployees?: Maybe<Scalars['Int']['output']>;
  onboardingId: Scalars['ID']['output'];
  phase: OnboardingPhase;
  phone?: Maybe<Scalars['String']['output']>;
  psfPerEmployee: Scalars['Int']['output'];
  renterComments?: Maybe<Scalars['String']['output']>;
  totalSquareFeet: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type OnboardingProfileInput = {
  budgetMonthly?: InputMaybe<Scalars['Float']['input']>;
  /** Both null (or both absent) for a flexible budget. */
  budgetPsf?: InputMaybe<Scalars['Float']['input']>;
  city: Scalars['String']['input'];
  companyName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  lastActiveScreenIndex?: InputMaybe<Scalars['Int']['input']>;
  leaseTerm?: InputMaybe<LeaseTerm>;
  /** A market id; without one the market is found by the city's name. */
  marketId?: InputMaybe<Scalars['ID']['input']>;
  moveInDate?: InputMaybe<MoveInTimeframe>;
  name?: InputMaybe<Scalars['String']['input']>;
  neighborhoodIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  numEmployees?: InputMaybe<Scalars['Int']['input']>;
  /** The visitor's profile id from an earlier save; ignored when it is not theirs to write. */
  onboardingId?: InputMaybe<Scalars['ID']['input']>;
  phase?: InputMaybe<OnboardingPhase>;
  phone?: InputMaybe<Scalars['String']['input']>;
  psfPerEmployee?: InputMaybe<Scalars['Int']['input']>;
  renterComments?: InputMaybe<Scalars['String']['input']>;
};

/**
 * One e-mail of the outbox as the viewer may see it. Admins read every message with its secret links
 * (sign-in tokens, invitations) hidden; in demo mode the recipient reads their own in full; a broker sees
 * the status of the mail their own actions sent, without the message.
 */
export type OutboxMail = {
  __typename?: 'OutboxMail';
  /** Tries so far. */
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The last failed try's reason; null when none failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The message as HTML, secrets hidden as the viewer must see them; null for status-only readers. */
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The template: survey-published, tour-scheduled, campaign-invitation, reset-password... */
  kind: Scalars['String']['output'];
  /** The message's links (from its text part) the viewer may follow; at most 10. */
  links?: Maybe<Array<MailLink>>;
  /** Some links were hidden from the viewer (they sign in or let someone in). */
  redacted: Scalars['Boolean']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  status: MailStatus;
  subject: Scalars['String']['output'];
  /** The plain-text part, likewise; null for status-only readers. */
  text?: Maybe<Scalars['String']['output']>;
  to: Scalars['String']['output'];
};

/** A page of mail, newest first; pass the last one's id as `before` for the next page. */
export type OutboxMailPage = {
  __typename?: 'OutboxMailPage';
  /** A mail server is set (SMTP_URL): mail is sent, not only stored. */
  deliveryEnabled: Scalars['Boolean']['output'];
  entries: Array<OutboxMail>;
  hasMore: Scalars['Boolean']['output'];
};

/** A picture of a listing or building, served from storage. */
export type Photo = {
  __typename?: 'Photo';
  /** Text alternative. */
  alt: Scalars['String']['output'];
  /** Card-sized version (WebP, 800 px); the full size when none was made. */
  cardUrl: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Small version for lists and thumbnails (WebP, 400 px). */
  thumbnailUrl: Scalars['String']['output'];
  /** Full-size image (WebP). */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type PriceUnit =
  | 'PER_MONTH'
  | 'PER_SQUARE_FOOT';

export { PropertyType };

/** A published survey as anyone with its link sees it: public listing fields, no answers. */
export type PublicSurvey = {
  __typename?: 'PublicSurvey';
  brokerName?: Maybe<Scalars['String']['output']>;
  /** The survey's uuid. */
  id: Scalars['ID']['output'];
  /** Its listings the viewer may see (available ones for visitors), in the broker's order; at most 300. */
  listings: Array<Listing>;
  name: Scalars['String']['output'];
  publishedAt: Scalars['DateTime']['output'];
  /**
   * The signed-in viewer may accept a pending invitation to this survey sent to their address, which
   * must be confirmed (joinSurvey). False for everyone else, an unconfirmed address included: its
   * holder opens the link in the invitation e-mail. No invitation's id is ever answered here.
   */
  viewerCanJoin: Scalars['Boolean']['output'];
  /** The survey in the tourbook, when the signed-in viewer reads it there; null otherwise. */
  viewerPath?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Admins only: one building, for the building admin's editor. */
  adminBuilding?: Maybe<Building>;
  /** Admins only: buildings whose address, property name, market or neighbourhood contains `search`, by address (at most 50 a page). */
  adminBuildings: AdminBuildingPage;
  /** Admins only: a market's featured listings of one type, unavailable ones included (with a flag). */
  adminFeaturedListings: FeaturedListingsAdmin;
  /** Admins only: one importer job. */
  adminImporterJob?: Maybe<AdminImporterJob>;
  /** Admins only: importer jobs, newest first, filtered (at most 100 a page). */
  adminImporterJobs: AdminImporterJobPage;
  /** Admins only: every vendor, by name (at most 200). */
  adminVendors: Array<Vendor>;
  /** Admins only: stored analytics events, newest first, filtered, one page (at most 100). */
  analyticsEventLog: AnalyticsEventPage;
  /** Admins only: the most recent analytics events, newest first (1 to 500, default 50). */
  analyticsEvents: Array<AnalyticsEvent>;
  /** Admins only: the audit log, newest first, filtered (at most 100 entries a page). */
  auditLog: AuditLogPage;
  /** The building at a canonical building path. */
  buildingByPath?: Maybe<Building>;
  /**
   * The building at a short path, /{state}/{city}/{address} or /building/{state}/{city}/{address}
   * (address as a slug or as written), or null. Clients show its single available listing when it has
   * exactly one, else the building.
   */
  buildingByShortPath?: Maybe<Building>;
  /** Admins only: what merging building `sourceId` into `targetId` would move, or why it is refused. */
  buildingMergePreview: BuildingMergePreviewPayload;
  /**
   * A campaign by its id or uuid, for its client, its broker, members who accepted an invitation and
   * admins. Null for anyone else and for a campaign that does not exist: one answer for both.
   */
  campaign?: Maybe<Campaign>;
  /**
   * The signed-in user's open campaigns: as the client, as the broker, or as a member who accepted an
   * invitation (admins may ask for every campaign). BAD_USER_INPUT for a limit outside 1–50, a negative
   * offset or a search over 100 characters.
   */
  campaigns: CampaignListPage;
  /** Candidate offices matching a typed text (at least 2 characters): neighbourhoods, then buildings. */
  commuteCandidates: Array<CommuteCandidate>;
  /**
   * Estimated commutes from each home ZIP code to each candidate office: at most 200 homes and 10
   * candidates. Codes that are malformed or unknown are reported and left out; the rest are kept.
   */
  commuteEstimates: CommuteEstimates;
  /** How commute times are estimated. */
  commuteMethod: CommuteMethod;
  /** Admins only: messages from the public forms, newest first, filtered (at most 100 a page). */
  contactSubmissions: ContactSubmissionPage;
  /** The pages of a section: blog posts newest first, Leasopedia guides in reading order. */
  contentIndex: Array<ContentSummary>;
  /** The content page at a path (e.g. /about, /blog/some-post); null when there is none. */
  contentPage?: Maybe<ContentPage>;
  /** An import by id, for its vendor's users and admins; null when there is none or it is not theirs. */
  csvImport?: Maybe<CsvImport>;
  /** The signed-in user, or null when signed out. */
  currentUser?: Maybe<User>;
  /** Admins only: AVAILABLE listings of the market and type whose address or building name contains `search` (at most 50). */
  featuredListingCandidates: Array<Listing>;
  /** Featured listings of a market, for its landing page. */
  featuredListings: Array<Listing>;
  /** Uploads by id (at most 50) that the viewer may edit; others are left out. */
  imageUploads2: Array<ImageUpload>;
  /** Jobs by id (at most 100): the viewer's own, or any for an admin; others are left out. */
  importerJobs: Array<ImporterJob>;
  /** Admins only: the vendors, by name (at most 200). */
  importerVendors: Array<ImporterVendor>;
  /** An invitation by its uuid (the link's id); null when there is none. Lookups are rate-limited per address. */
  invitation?: Maybe<Invitation>;
  /** Brokers, research and admins: one leasing manager. */
  leasingManager?: Maybe<LeasingManager>;
  /** Brokers, research and admins: buildings whose address, property name, market or neighbourhood contains `search`, to link (at most 20). */
  leasingManagerBuildingChoices: Array<Building>;
  /** Brokers, research and admins: leasing managers whose name, company or e-mail contains `search` (at most 50 a page, offset at most 5000). */
  leasingManagers: LeasingManagerPage;
  /** A listing by id; unavailable listings only for brokers. */
  listing?: Maybe<Listing>;
  /** The listing at a canonical listing path (all path segments as in the URL). */
  listingByPath?: Maybe<Listing>;
  /** Research team and admins: vendors' new listings waiting for review, of one vendor or all (at most 50 a page). */
  listingReview: ListingReviewPage;
  /** Admins only: every e-mail, newest first, filtered (at most 100 a page). */
  mailOutbox: OutboxMailPage;
  /** Admins only: whether the maintenance switch is on (every page but sign-in answers non-admins 503). */
  maintenanceSwitch: Scalars['Boolean']['output'];
  market?: Maybe<Market>;
  /** Every market, in display order. */
  markets: Array<Market>;
  /**
   * The signed-in viewer's own mail (to their address), newest first (at most 100 a page): in demo mode
   * only; outside it always empty.
   */
  myMail: OutboxMailPage;
  /**
   * The signed-in user's profile, or a visitor's by the onboardingId their browser keeps. Null when
   * there is none, or when the id belongs to an account (sign in to read it).
   */
  onboardingProfile?: Maybe<OnboardingProfile>;
  /** One e-mail the viewer may read (admins; the recipient in demo mode); null alike when missing or not theirs. */
  outboxMail?: Maybe<OutboxMail>;
  /** Liveness of the API itself. */
  ping: Scalars['String']['output'];
  /** A published survey by its uuid; null for drafts, row ids and anything else. */
  publicSurvey?: Maybe<PublicSurvey>;
  /** Research team and admins: one building with its listings' availability, or null. */
  researchBuilding?: Maybe<ResearchBuilding>;
  /**
   * Research team and admins: buildings whose address or name holds the search text, in one market or
   * all, by address, with listing counts by status and the last check (at most 50 a page, 200 pages).
   */
  researchBuildings: ResearchBuildingPage;
  /** Research team and admins: one building contact, or null. */
  researchContact?: Maybe<BuildingContact>;
  /** Research team and admins: contacts whose name, e-mail or company holds the search text, by name (at most 50 a page, 200 pages). */
  researchContacts: ResearchContactPage;
  /** The research listing editor's listing: research team and admins (listing.editAvailability), or null when there is none. */
  researchListing?: Maybe<Listing>;
  /**
   * Available listings of a market. Null when the market does not exist. A page beyond the end
   * answers an empty list with the real totalCount and pageCount; page < 1 or a bad limit is a
   * BAD_USER_INPUT error.
   */
  search?: Maybe<SearchResult>;
  serverInfo: ServerInfo;
  /** Buildings of a market (optionally one neighbourhood), 50 a page, by address. */
  sitemapBuildings?: Maybe<SitemapBuildingsPage>;
  /** States and provinces that have markets, for the buildings directory. */
  sitemapStates: Array<SitemapState>;
  /** A survey the viewer may read, by id or uuid; null alike when it is missing or not theirs. */
  survey?: Maybe<Survey>;
  /** A tour the viewer may read, by id or uuid; null alike when it is missing or not theirs. */
  tour?: Maybe<Tour>;
  /** Admins only: users whose name or e-mail contains the search text, newest first. */
  users: Array<User>;
  /** A vendor by its path segment (signed-in viewers); null when there is none. */
  vendor?: Maybe<Vendor>;
};


export type QueryAdminBuildingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminBuildingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminFeaturedListingsArgs = {
  marketId: Scalars['ID']['input'];
  propertyType: PropertyType;
};


export type QueryAdminImporterJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminImporterJobsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<ImporterJobFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAnalyticsEventLogArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<AnalyticsEventFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAnalyticsEventsArgs = {
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<AnalyticsEventType>;
};


export type QueryAuditLogArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<AuditLogFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBuildingByPathArgs = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  neighborhood: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};


export type QueryBuildingByShortPathArgs = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type QueryBuildingMergePreviewArgs = {
  sourceId: Scalars['ID']['input'];
  targetId: Scalars['ID']['input'];
};


export type QueryCampaignArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCampaignsArgs = {
  input?: InputMaybe<CampaignListInput>;
};


export type QueryCommuteCandidatesArgs = {
  query: Scalars['String']['input'];
};


export type QueryCommuteEstimatesArgs = {
  candidates: Array<CommuteCandidateInput>;
  homeZips: Array<Scalars['String']['input']>;
};


export type QueryContactSubmissionsArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<ContactSubmissionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContentIndexArgs = {
  section: ContentSection;
};


export type QueryContentPageArgs = {
  path: Scalars['String']['input'];
};


export type QueryCsvImportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFeaturedListingCandidatesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  marketId: Scalars['ID']['input'];
  propertyType: PropertyType;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFeaturedListingsArgs = {
  city: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  propertyType?: InputMaybe<PropertyType>;
  state: Scalars['String']['input'];
};


export type QueryImageUploads2Args = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryImporterJobsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLeasingManagerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLeasingManagerBuildingChoicesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};


export type QueryLeasingManagersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryListingByPathArgs = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  floorAndSuite: Scalars['String']['input'];
  neighborhood: Scalars['String']['input'];
  state: Scalars['String']['input'];
  zip: Scalars['String']['input'];
};


export type QueryListingReviewArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryMailOutboxArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<MailFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMarketArgs = {
  slug: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type QueryMyMailArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOnboardingProfileArgs = {
  onboardingId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOutboxMailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPublicSurveyArgs = {
  uuid: Scalars['ID']['input'];
};


export type QueryResearchBuildingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryResearchBuildingsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  marketId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryResearchContactArgs = {
  id: Scalars['ID']['input'];
};


export type QueryResearchContactsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryResearchListingArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySearchArgs = {
  input: SearchInput;
};


export type QuerySitemapBuildingsArgs = {
  city: Scalars['String']['input'];
  neighborhood?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  state: Scalars['String']['input'];
};


export type QuerySurveyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTourArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVendorArgs = {
  slug: Scalars['String']['input'];
};

export type RemoveListingsPayload = {
  __typename?: 'RemoveListingsPayload';
  /** The campaigns whose listings were removed. */
  updatedCampaigns: Array<CampaignSummary>;
  /** The surveys that lost listings, named or through a forced removal. */
  updatedSurveys: Array<SurveySummary>;
};

export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  error?: Maybe<AccountError>;
  /** Always true when the input was valid: the answer never reveals whether the address has an account. */
  ok: Scalars['Boolean']['output'];
};

export type RequirementNeighborhood = {
  __typename?: 'RequirementNeighborhood';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Requirements = {
  __typename?: 'Requirements';
  activePriceFilter?: Maybe<Scalars['String']['output']>;
  activeSizeFilter?: Maybe<Scalars['String']['output']>;
  areas: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  leaseTerm?: Maybe<Scalars['String']['output']>;
  market?: Maybe<BrokerMarket>;
  maxMonthlyBudget?: Maybe<Scalars['Float']['output']>;
  maxOccupancy?: Maybe<Scalars['Int']['output']>;
  maxPsf?: Maybe<Scalars['Float']['output']>;
  maxSquareFeet?: Maybe<Scalars['Int']['output']>;
  minMonthlyBudget?: Maybe<Scalars['Float']['output']>;
  minOccupancy?: Maybe<Scalars['Int']['output']>;
  minPsf?: Maybe<Scalars['Float']['output']>;
  minSquareFeet?: Maybe<Scalars['Int']['output']>;
  neighborhoods: Array<RequirementNeighborhood>;
  numEmployees?: Maybe<Scalars['Int']['output']>;
  numberOfEmployees?: Maybe<Scalars['Int']['output']>;
};

/**
 * A building as the research team's lists show it: its listings by status and when the team last
 * checked it (research team and admins only).
 */
export type ResearchBuilding = {
  __typename?: 'ResearchBuilding';
  building: Building;
  /** How many contacts are kept for the building. */
  contactCount: Scalars['Int']['output'];
  /** The latest change the research team (or an admin) made to the building or one of its listings; null when never. */
  lastCheckedAt?: Maybe<Scalars['DateTime']['output']>;
  listingCount: Scalars['Int']['output'];
  /** The building's listings of every status, by floor and suite (at most 200), for the availability page. */
  listings: Array<Listing>;
  /** The building's listings by status, in the enumeration's order; statuses with none are left out. */
  statusCounts: Array<ListingStatusCount>;
};


/**
 * A building as the research team's lists show it: its listings by status and when the team last
 * checked it (research team and admins only).
 */
export type ResearchBuildingListingsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of the research team's buildings, by address. */
export type ResearchBuildingPage = {
  __typename?: 'ResearchBuildingPage';
  buildings: Array<ResearchBuilding>;
  hasMore: Scalars['Boolean']['output'];
  /** The page shown, from 1. */
  page: Scalars['Int']['output'];
};

/** A page of building contacts, by name. */
export type ResearchContactPage = {
  __typename?: 'ResearchContactPage';
  contacts: Array<BuildingContact>;
  hasMore: Scalars['Boolean']['output'];
  /** The page shown, from 1. */
  page: Scalars['Int']['output'];
};

/**
 * A new listing's facts as the research team's availability page gives them: the research listing
 * editor's fields. Floor and suite and size are required (the job refuses a listing without them);
 * a field left out or null is not set (status: Vetting, lease type: Direct Lease).
 */
export type ResearchListingFields = {
  /** Asking rent: the space's month. */
  accurateMonthlyPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Asking rent: yearly, per square foot. */
  accuratePsf?: InputMaybe<Scalars['Float']['input']>;
  /** YYYY-MM-DD; left out when it is available immediately. */
  dateAvailable?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  floorAndSuite?: InputMaybe<Scalars['String']['input']>;
  leaseTerm?: InputMaybe<Scalars['String']['input']>;
  leaseType?: InputMaybe<LeaseType>;
  maxOccupancy?: InputMaybe<Scalars['Int']['input']>;
  /** Which figure of the rent is the given one (Price per SF when left out); the other is derived from it and the size. */
  priceModel?: InputMaybe<PriceUnit>;
  squareFeet?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ListingStatus>;
};

export type RetryImporterJobsPayload = {
  __typename?: 'RetryImporterJobsPayload';
  /** The jobs queued again. */
  retried: Array<Scalars['ID']['output']>;
  skipped: Array<ImporterJobRetrySkip>;
};

export type SaveFeaturedListingsPayload = {
  __typename?: 'SaveFeaturedListingsPayload';
  error?: Maybe<FeaturedListingsError>;
  featured?: Maybe<FeaturedListingsAdmin>;
};

export type SaveOnboardingProfilePayload = {
  __typename?: 'SaveOnboardingProfilePayload';
  error?: Maybe<OnboardingError>;
  profile?: Maybe<OnboardingProfile>;
};

export type SearchInput = {
  availability?: InputMaybe<Availability>;
  /** Only listings inside this map rectangle. */
  bounds?: InputMaybe<BoundsInput>;
  citySlug: Scalars['String']['input'];
  leaseTypes?: InputMaybe<Array<LeaseType>>;
  /** Results a page (1–48, default 12). */
  limit?: InputMaybe<Scalars['Int']['input']>;
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  maxSquareFeet?: InputMaybe<Scalars['Int']['input']>;
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  minSquareFeet?: InputMaybe<Scalars['Int']['input']>;
  /** Neighbourhood slugs of the market. */
  neighborhoods?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Headcount; turned into a size range of about 125–250 SF a person when no explicit size is given. */
  numEmployees?: InputMaybe<Scalars['Int']['input']>;
  /** 1-based page number. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Unit of minPrice/maxPrice. */
  priceUnit?: InputMaybe<PriceUnit>;
  propertyType?: InputMaybe<PropertyType>;
  sort?: InputMaybe<ListingSort>;
  /** Two-letter state, lower or upper case. */
  state: Scalars['String']['input'];
};

export type SearchResult = {
  __typename?: 'SearchResult';
  /** Average yearly rent per SF of the market's neighbourhoods. */
  averageYearlyPricePerFoot?: Maybe<Scalars['Float']['output']>;
  facets: Array<NeighborhoodFacet>;
  limit: Scalars['Int']['output'];
  listings: Array<Listing>;
  markers: Array<MapMarker>;
  market: Market;
  /** The neighbourhoods the search is limited to (resolved from the slugs asked for). */
  neighborhoods: Array<Neighborhood>;
  offset: Scalars['Int']['output'];
  page: Scalars['Int']['output'];
  /** Pages of totalCount; past it, a filtered search with more than the cap may still have listings. */
  pageCount: Scalars['Int']['output'];
  /** The size range the search used (from numEmployees or explicit sizes). */
  sizeRange: SizeRange;
  /**
   * How many listings match. Exact for a search by market, type and neighbourhoods only; a search
   * with other filters counts up to 1,000 and answers 1,000 with totalCountIsExact false beyond that.
   */
  totalCount: Scalars['Int']['output'];
  /** False when totalCount is the cap of a filtered search's count: more listings match ("1,000+"). */
  totalCountIsExact: Scalars['Boolean']['output'];
  /** Slugs asked for that the market does not have; they are ignored. */
  unknownNeighborhoods: Array<Scalars['String']['output']>;
};

export type SendSurveyVisitEmailPayload = {
  __typename?: 'SendSurveyVisitEmailPayload';
  /** True when an e-mail went to the broker (one per survey per hour at most). */
  success: Scalars['Boolean']['output'];
};

/** Which app process answered, for support (no secrets). */
export type ServerInfo = {
  __typename?: 'ServerInfo';
  /** Version of the server build: package version plus commit, e.g. 0.1.0+abc1234. */
  buildVersion: Scalars['String']['output'];
  /** This process's SERVER_ID setting (the SERVERID cookie value it sets). */
  serverId: Scalars['String']['output'];
};

/** A signed-in browser or device, as its own user sees it in settings. */
export type Session = {
  __typename?: 'Session';
  /** The network it was signed in from, masked: IPv4 to its /24 ("203.0.113.x"), IPv6 to its /48. */
  approximateLocation?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** True for the session making this request. */
  current: Scalars['Boolean']['output'];
  /** A short summary of the browser, such as "Firefox on Windows". */
  device: Scalars['String']['output'];
  /** Opaque: names the session for endSession, never its cookie. */
  id: Scalars['ID']['output'];
  lastSeenAt: Scalars['DateTime']['output'];
};

export type SetUserRolesInput = {
  /** The market whose listings a broker edits; null clears it; left out, it stays as it is. */
  brokerMarketId?: InputMaybe<Scalars['ID']['input']>;
  isAdmin: Scalars['Boolean']['input'];
  isBroker: Scalars['Boolean']['input'];
  isRenter: Scalars['Boolean']['input'];
  isResearch: Scalars['Boolean']['input'];
  isVerified: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

/**
 * A note brokers share about a listing. Add one with POST /media/listings/{id}/notes and change one
 * with POST /media/notes/{id} (multipart: text, optional file of at most 10 MB, removeFile).
 */
export type SharedNote = {
  __typename?: 'SharedNote';
  author?: Maybe<SharedNoteAuthor>;
  createdAt: Scalars['DateTime']['output'];
  file?: Maybe<SharedNoteFile>;
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The viewer wrote it or is an admin: they may change and delete it. */
  viewerCanEdit: Scalars['Boolean']['output'];
};

export type SharedNoteAuthor = {
  __typename?: 'SharedNoteAuthor';
  displayName: Scalars['String']['output'];
};

/** A shared note's attachment; read it at url (brokers only, never a public address). */
export type SharedNoteFile = {
  __typename?: 'SharedNoteFile';
  byteSize: Scalars['Int']['output'];
  contentType: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

export type SignInPayload = {
  __typename?: 'SignInPayload';
  /** The signed-in user, or null when sign-in failed. */
  currentUser?: Maybe<User>;
  error?: Maybe<AccountError>;
};

export type SitemapBuildingsPage = {
  __typename?: 'SitemapBuildingsPage';
  buildings: Array<Building>;
  market: Market;
  neighborhood?: Maybe<Neighborhood>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type SitemapState = {
  __typename?: 'SitemapState';
  markets: Array<Market>;
  name: Scalars['String']['output'];
  /** Lower-case two-letter code. */
  state: Scalars['String']['output'];
};

export type SizeRange = {
  __typename?: 'SizeRange';
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
};

export type StartCampaignInput = {
  /**
   * The client's e-mail address: an account with it whose address is confirmed becomes the client;
   * otherwise (no account, or one not confirmed) the address is invited.
   */
  clientEmail: Scalars['String']['input'];
  /** At most 120 characters. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 80 characters. */
  firstName: Scalars['String']['input'];
  /** 1 to 80 characters. */
  lastName: Scalars['String']['input'];
  /** The campaign's market; the broker's own market when left out. */
  marketId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 120 characters; the company's (or the client's) name when left out. */
  name?: InputMaybe<Scalars['String']['input']>;
};

export type StartCampaignPayload = {
  __typename?: 'StartCampaignPayload';
  campaignId: Scalars['ID']['output'];
  /** True when the address had no confirmed account and was sent an invitation to become the client. */
  invitationSent: Scalars['Boolean']['output'];
  /** The new campaign's page: /tourbook/campaigns/{uuid}. */
  path: Scalars['String']['output'];
};

export type SubleaseContact = {
  __typename?: 'SubleaseContact';
  displayName: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

export type Submarket = {
  __typename?: 'Submarket';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  neighborhoods: Array<Neighborhood>;
  slug: Scalars['String']['output'];
};

export type SubmitContactFormPayload = {
  __typename?: 'SubmitContactFormPayload';
  /** Every problem found, one per field; empty on success. */
  errors: Array<ContactFormError>;
  /** True when the message was stored and sent on to us. */
  ok: Scalars['Boolean']['output'];
};

export type SuccessPayload = {
  __typename?: 'SuccessPayload';
  error?: Maybe<AccountError>;
  success: Scalars['Boolean']['output'];
};

/**
 * A broker's shortlist sent to the client for answers (issue 11). A draft until it is published: only
 * the campaign's broker (or an admin) sees a draft.
 */
export type Survey = {
  __typename?: 'Survey';
  campaign: SurveyCampaign;
  id: Scalars['ID']['output'];
  /** Its listings in the broker's order; at most 300. */
  listings: Array<SurveyListing>;
  /**
   * Who publishSurvey e-mailed about it, in that mutation's answer (issue 25: the broker's notice names
   * them); null in any other answer, and when it was published already (nobody was e-mailed again).
   */
  mailNotice?: Maybe<MailNotice>;
  name: Scalars['String']['output'];
  /** When the broker sent it to the client; null for a draft. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Unguessable: the survey's address in e-mails. */
  uuid: Scalars['ID']['output'];
  /** The viewer runs it: the campaign's broker or an admin (publish, add and remove listings). */
  viewerCanEdit: Scalars['Boolean']['output'];
  /** The viewer may answer: the campaign's client or an invitee, once it is published. */
  viewerCanRespond: Scalars['Boolean']['output'];
};

/**
 * One person's answer to one listing of a survey (issue 24: one per respondent, so nobody overwrites
 * anyone else's).
 */
export type SurveyAnswer = {
  __typename?: 'SurveyAnswer';
  /** When it was last changed. */
  answeredAt: Scalars['DateTime']['output'];
  /** The campaign's own client answered (not someone they invited). */
  byClient: Scalars['Boolean']['output'];
  /** The viewer's own answer. */
  byViewer: Scalars['Boolean']['output'];
  comment?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null when only a note was left. */
  rating?: Maybe<SurveyRating>;
  /** Who answered: their name, or their address when they gave none; null once the account is gone. */
  respondentName?: Maybe<Scalars['String']['output']>;
};

/** The campaign a survey or a tour belongs to, as its readers see it. */
export type SurveyCampaign = {
  __typename?: 'SurveyCampaign';
  /** The campaign's broker, or null while none is assigned. */
  brokerName?: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  uuid: Scalars['ID']['output'];
};

/** One listing of a survey with the answers the viewer may read. */
export type SurveyListing = {
  __typename?: 'SurveyListing';
  /**
   * The answers the viewer may read, in the order first given: everyone's, with their names, for the campaign's
   * broker and admins (who run the survey); the viewer's own for the client and invitees. At most 50.
   */
  answers: Array<SurveyAnswer>;
  /** The viewer's own note; null when they left none. */
  clientComment?: Maybe<Scalars['String']['output']>;
  /** The survey listing's own id: a surveyListingId for answerSurveyListing and removeListings. */
  id: Scalars['ID']['output'];
  /** The listing; its private fields stay broker-only. */
  listing: Listing;
  position: Scalars['Int']['output'];
  /** When the viewer last answered; null until they do. */
  ratedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The viewer's own rating; null until they give one. */
  rating?: Maybe<SurveyRating>;
};

/** A client's answer to one listing of a survey. */
export type SurveyRating =
  | 'INTERESTED'
  | 'NOT_INTERESTED';

export type SurveyReference = {
  __typename?: 'SurveyReference';
  externalId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

export type SurveySummary = {
  __typename?: 'SurveySummary';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * A day of visits the broker plans for the client (issue 11). A draft until it is scheduled: only the
 * campaign's broker (or an admin) sees a draft. Times are local to `timeZone`, the campaign market's.
 */
export type Tour = {
  __typename?: 'Tour';
  campaign: SurveyCampaign;
  /** The tour's day, YYYY-MM-DD on its own calendar; null until the broker picks one. */
  date?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /**
   * Who scheduleTour, updateTour or cancelTour e-mailed about it, in that mutation's answer (issue 25);
   * null in any other answer, and when the mutation e-mailed nobody because there was nothing to send.
   */
  mailNotice?: Maybe<MailNotice>;
  /** Where the party meets before the first stop. */
  meetingPoint?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** When the broker sent it to the client; null for a draft. */
  scheduledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Draft, scheduled, or completed once its day has passed in timeZone. */
  state: TourState;
  /** Its stops in visiting order; at most 50. */
  stops: Array<TourStop>;
  /** IANA zone of the day and the stops' times, e.g. America/New_York. */
  timeZone: Scalars['String']['output'];
  /** Unguessable: the tour's address in e-mails, and its calendar event's UID. */
  uuid: Scalars['ID']['output'];
  /** The viewer runs it: the campaign's broker or an admin (edit, schedule, add and remove stops). */
  viewerCanEdit: Scalars['Boolean']['output'];
};

export type TourReference = {
  __typename?: 'TourReference';
  date?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
};

/**
 * Where a tour stands (issue 25): the broker's draft, scheduled (sent to the client), or completed
 * (scheduled and its day has passed in the tour's zone). Computed from the day, never stored.
 */
export type TourState =
  | 'COMPLETED'
  | 'DRAFT'
  | 'SCHEDULED';

/** One visit of a tour. */
export type TourStop = {
  __typename?: 'TourStop';
  durationMinutes: Scalars['Int']['output'];
  /** The stop's own id: a tourListingId for removeListings and updateTour's stops. */
  id: Scalars['ID']['output'];
  /** The listing; its private fields stay broker-only. */
  listing: Listing;
  /** The broker's note for this stop (who meets them, which entrance). */
  notes?: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  /** Arrival, HH:MM on a 24-hour clock in the tour's zone; null until the broker sets it. */
  startTime?: Maybe<Scalars['String']['output']>;
};

export type TourStopInput = {
  /** 5 to 480. */
  durationMinutes: Scalars['Int']['input'];
  /** A stop of this tour (TourStop.id). */
  id: Scalars['ID']['input'];
  /** At most 2000 characters; empty clears it. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** HH:MM, or null while undecided (a scheduled tour needs every time). */
  startTime?: InputMaybe<Scalars['String']['input']>;
};

export type TourSummary = {
  __typename?: 'TourSummary';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Draft, scheduled, or completed once its day has passed (issue 25). */
  state: TourState;
};

export type TrackEventInput = {
  /** Anonymous browser id, kept in local storage. */
  anonymousId?: InputMaybe<Scalars['String']['input']>;
  /** Event name, e.g. logged_out_protected_route. */
  name: Scalars['String']['input'];
  properties?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdateSettingsInput = {
  cityOfInterest?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTourInput = {
  /** YYYY-MM-DD; null or empty clears it on a draft; left out, unchanged. */
  date?: InputMaybe<Scalars['String']['input']>;
  /** At most 300 characters; empty clears it; left out, unchanged. */
  meetingPoint?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 120 characters; left out, unchanged. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** At most 2000 characters; empty clears it; left out, unchanged. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Every stop of the tour, exactly once, in the new order; left out, unchanged. */
  stops?: InputMaybe<Array<TourStopInput>>;
  tourId: Scalars['ID']['input'];
};

/**
 * A person with an account. Contact and account fields are private: they resolve only for the
 * user themselves and for admins, and are null for everyone else.
 */
export type User = {
  __typename?: 'User';
  /** Admins only (null for anyone else): the campaigns the user is the client or the broker of, newest first (at most 50). */
  adminCampaigns?: Maybe<Array<UserCampaign>>;
  brokerMarket?: Maybe<BrokerMarket>;
  cityOfInterest?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  completedUserTasks?: Maybe<Array<CompletedUserTask>>;
  confirmed?: Maybe<Scalars['Boolean']['output']>;
  /** Admins only (null for anyone else): when an admin disabled the account; null while it is active. */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  displayName: Scalars['String']['output'];
  e164Phone?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  featureFlags?: Maybe<Array<Scalars['String']['output']>>;
  firstName: Scalars['String']['output'];
  hasPassword?: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  isBroker: Scalars['Boolean']['output'];
  isRenter: Scalars['Boolean']['output'];
  isResearch: Scalars['Boolean']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  latestCampaign?: Maybe<LatestCampaign>;
  marketOfInterest?: Maybe<MarketOfInterest>;
  phone?: Maybe<Scalars['String']['output']>;
  profilePicURL?: Maybe<Scalars['String']['output']>;
  salesforceId?: Maybe<Scalars['String']['output']>;
  /** The user's own active sessions, most recently used first (at most 50); null for anyone else, admins included. */
  sessions?: Maybe<Array<Session>>;
  tours?: Maybe<Array<TourReference>>;
  unconfirmedEmail?: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
  /** The vendor this user uploads CSVs for (the user themselves and admins; null for anyone else). */
  vendor?: Maybe<Vendor>;
};


/**
 * A person with an account. Contact and account fields are private: they resolve only for the
 * user themselves and for admins, and are null for everyone else.
 */
export type UserAdminCampaignsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A campaign a user takes part in, as user admin lists it. */
export type UserCampaign = {
  __typename?: 'UserCampaign';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** CLIENT or BROKER: the user's part in it. */
  role: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * A listing source that uploads CSVs at /{vendor}/csv-upload. Its name is no secret (listing history
 * names it as the source of the rows it sent); uploading for it is its own users' and admins'.
 */
export type Vendor = {
  __typename?: 'Vendor';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  /**
   * Whether the vendor's new listings go on the market at once (true) or wait in the research team's
   * review queue (false). Its uploaders and admins only; null for anyone else.
   */
  trusted?: Maybe<Scalars['Boolean']['output']>;
  /** May the viewer upload CSVs for this vendor (its users and admins)? */
  viewerCanUpload: Scalars['Boolean']['output'];
};

export type VendorPayload = {
  __typename?: 'VendorPayload';
  error?: Maybe<AccountError>;
  /** The vendor when it worked, else null. */
  vendor?: Maybe<Vendor>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptInvitationPayload: ResolverTypeWrapper<AcceptInvitationPayload>;
  AccountError: ResolverTypeWrapper<AccountError>;
  AccountPayload: ResolverTypeWrapper<Omit<AccountPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  AddListingsPayload: ResolverTypeWrapper<AddListingsPayload>;
  AdminBuildingPage: ResolverTypeWrapper<Omit<AdminBuildingPage, 'rows'> & { rows: Array<ResolversTypes['AdminBuildingRow']> }>;
  AdminBuildingRow: ResolverTypeWrapper<Omit<AdminBuildingRow, 'building'> & { building: ResolversTypes['Building'] }>;
  AdminImporterJob: ResolverTypeWrapper<AdminJobRowModel>;
  AdminImporterJobPage: ResolverTypeWrapper<Omit<AdminImporterJobPage, 'jobs'> & { jobs: Array<ResolversTypes['AdminImporterJob']> }>;
  AnalyticsEvent: ResolverTypeWrapper<StoredAnalyticsEventModel>;
  AnalyticsEventFilter: AnalyticsEventFilter;
  AnalyticsEventInput: AnalyticsEventInput;
  AnalyticsEventPage: ResolverTypeWrapper<Omit<AnalyticsEventPage, 'entries'> & { entries: Array<ResolversTypes['AnalyticsEvent']> }>;
  AnalyticsEventType: AnalyticsEventType;
  AnalyticsUserType: AnalyticsUserType;
  AnswerSurveyListingInput: AnswerSurveyListingInput;
  AuditLogEntry: ResolverTypeWrapper<AuditRowModel>;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: ResolverTypeWrapper<Omit<AuditLogPage, 'entries'> & { entries: Array<ResolversTypes['AuditLogEntry']> }>;
  Availability: Availability;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BoundsInput: BoundsInput;
  BrokerInsight: ResolverTypeWrapper<BrokerInsightRowModel>;
  BrokerInsightAuthor: ResolverTypeWrapper<BrokerInsightAuthor>;
  BrokerMarket: ResolverTypeWrapper<BrokerMarket>;
  Building: ResolverTypeWrapper<BuildingRowModel>;
  BuildingAdminError: ResolverTypeWrapper<BuildingAdminError>;
  BuildingChanges: BuildingChanges;
  BuildingContact: ResolverTypeWrapper<BuildingContactRowModel>;
  BuildingMergeCollision: ResolverTypeWrapper<BuildingMergeCollision>;
  BuildingMergePreview: ResolverTypeWrapper<Omit<BuildingMergePreview, 'source' | 'target'> & { source: ResolversTypes['Building'], target: ResolversTypes['Building'] }>;
  BuildingMergePreviewPayload: ResolverTypeWrapper<Omit<BuildingMergePreviewPayload, 'preview'> & { preview?: Maybe<ResolversTypes['BuildingMergePreview']> }>;
  Campaign: ResolverTypeWrapper<CampaignDetailModel>;
  CampaignListInput: CampaignListInput;
  CampaignListItem: ResolverTypeWrapper<CampaignListItemModel>;
  CampaignListPage: ResolverTypeWrapper<CampaignListPageModel>;
  CampaignListingConnection: ResolverTypeWrapper<Omit<CampaignListingConnection, 'edges'> & { edges: Array<ResolversTypes['CampaignListingEdge']> }>;
  CampaignListingEdge: ResolverTypeWrapper<CampaignListingModel>;
  CampaignListingStage: CampaignListingStage;
  CampaignPerson: ResolverTypeWrapper<CampaignPersonModel>;
  CampaignSort: CampaignSort;
  CampaignStageCount: ResolverTypeWrapper<CampaignStageCount>;
  CampaignSummary: ResolverTypeWrapper<CampaignSummary>;
  CandidateCommutes: ResolverTypeWrapper<CandidateCommutesModel>;
  CmsContent: ResolverTypeWrapper<CmsContent>;
  CommuteCandidate: ResolverTypeWrapper<CommuteCandidateModel>;
  CommuteCandidateInput: CommuteCandidateInput;
  CommuteCandidateKind: CommuteCandidateKind;
  CommuteEstimates: ResolverTypeWrapper<CommuteEstimatesModel>;
  CommuteHome: ResolverTypeWrapper<CommuteHomeModel>;
  CommuteMethod: ResolverTypeWrapper<CommuteMethodModel>;
  CommuteMode: CommuteMode;
  CommuteModeMethod: ResolverTypeWrapper<CommuteModeMethod>;
  CommuteTimes: ResolverTypeWrapper<CommuteTimesModel>;
  CompleteOnboardingInput: CompleteOnboardingInput;
  CompleteOnboardingPayload: ResolverTypeWrapper<Omit<CompleteOnboardingPayload, 'currentUser' | 'profile'> & { currentUser?: Maybe<ResolversTypes['User']>, profile?: Maybe<ResolversTypes['OnboardingProfile']> }>;
  CompletedUserTask: ResolverTypeWrapper<CompletedUserTask>;
  ConfirmAccountPayload: ResolverTypeWrapper<ConfirmAccountPayload>;
  ContactAction: ContactAction;
  ContactChanges: ContactChanges;
  ContactFormError: ResolverTypeWrapper<ContactFormError>;
  ContactFormErrorCode: ContactFormErrorCode;
  ContactFormInput: ContactFormInput;
  ContactFormKind: ContactFormKind;
  ContactSubmission: ResolverTypeWrapper<ContactSubmissionRowModel>;
  ContactSubmissionFilter: ContactSubmissionFilter;
  ContactSubmissionPage: ResolverTypeWrapper<Omit<ContactSubmissionPage, 'entries'> & { entries: Array<ResolversTypes['ContactSubmission']> }>;
  ContentBlock: ResolverTypeWrapper<ContentBlock>;
  ContentHeading: ResolverTypeWrapper<ContentHeading>;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  ContentSection: ContentSection;
  ContentSummary: ResolverTypeWrapper<ContentSummary>;
  CreateAccountInput: CreateAccountInput;
  CreateSurveyInput: CreateSurveyInput;
  CreateTourInput: CreateTourInput;
  CreateVendorInput: CreateVendorInput;
  CsvImport: ResolverTypeWrapper<CsvImportRowModel>;
  CsvImportStatus: CsvImportStatus;
  CsvRowPage: ResolverTypeWrapper<CsvRowPage>;
  CsvRowResult: ResolverTypeWrapper<CsvRowResult>;
  CsvRowStatus: CsvRowStatus;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FeaturedListingEntry: ResolverTypeWrapper<FeaturedEntryModel>;
  FeaturedListingsAdmin: ResolverTypeWrapper<Omit<FeaturedListingsAdmin, 'entries'> & { entries: Array<ResolversTypes['FeaturedListingEntry']> }>;
  FeaturedListingsError: ResolverTypeWrapper<FeaturedListingsError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FloorPlan: ResolverTypeWrapper<FloorPlanRowModel>;
  FloorPlanCollection: ResolverTypeWrapper<Omit<FloorPlanCollection, 'floorPlans'> & { floorPlans: Array<ResolversTypes['FloorPlan']> }>;
  HomeCommute: ResolverTypeWrapper<HomeCommuteModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageAttachment: ResolverTypeWrapper<ImageAttachment>;
  ImageAttachmentInput: ImageAttachmentInput;
  ImageAttachmentKind: ImageAttachmentKind;
  ImageUpload: ResolverTypeWrapper<ImageUploadRowModel>;
  ImageUploadStatus: ImageUploadStatus;
  ImporterCsvImport: ResolverTypeWrapper<ImporterCsvImport>;
  ImporterJob: ResolverTypeWrapper<ImporterJobRowModel>;
  ImporterJobAnswer: ResolverTypeWrapper<ImporterJobAnswer>;
  ImporterJobError: ResolverTypeWrapper<ImporterJobError>;
  ImporterJobFilter: ImporterJobFilter;
  ImporterJobRetrySkip: ResolverTypeWrapper<ImporterJobRetrySkip>;
  ImporterJobStatus: ImporterJobStatus;
  ImporterJobStatusFilter: ImporterJobStatusFilter;
  ImporterVendor: ResolverTypeWrapper<ImporterVendor>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<LoadedInvitationModel>;
  InvitationKind: InvitationKind;
  InvitationPrefill: ResolverTypeWrapper<InvitationPrefill>;
  InvitationState: InvitationState;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LatLng: ResolverTypeWrapper<LatLng>;
  LatestCampaign: ResolverTypeWrapper<LatestCampaign>;
  LeaseTerm: LeaseTerm;
  LeaseType: LeaseType;
  LeasingManager: ResolverTypeWrapper<LeasingManagerRowModel>;
  LeasingManagerError: ResolverTypeWrapper<LeasingManagerError>;
  LeasingManagerInput: LeasingManagerInput;
  LeasingManagerPage: ResolverTypeWrapper<Omit<LeasingManagerPage, 'managers'> & { managers: Array<ResolversTypes['LeasingManager']> }>;
  LeasingManagerPayload: ResolverTypeWrapper<Omit<LeasingManagerPayload, 'leasingManager'> & { leasingManager?: Maybe<ResolversTypes['LeasingManager']> }>;
  Listing: ResolverTypeWrapper<ListingRowModel>;
  ListingChange: ResolverTypeWrapper<ListingChange>;
  ListingChanges: ListingChanges;
  ListingContactChanges: ResolverTypeWrapper<ListingContactChanges>;
  ListingFieldChange: ResolverTypeWrapper<ListingFieldChange>;
  ListingHistory: ResolverTypeWrapper<ListingHistory>;
  ListingHistoryOrigin: ResolverTypeWrapper<ListingHistoryOrigin>;
  ListingReference: ResolverTypeWrapper<ListingReference>;
  ListingReviewAnswer: ResolverTypeWrapper<ListingReviewAnswer>;
  ListingReviewDecision: ListingReviewDecision;
  ListingReviewEntry: ResolverTypeWrapper<ReviewEntryModel>;
  ListingReviewPage: ResolverTypeWrapper<Omit<ListingReviewPage, 'entries'> & { entries: Array<ResolversTypes['ListingReviewEntry']> }>;
  ListingReviewSkip: ResolverTypeWrapper<ListingReviewSkip>;
  ListingSort: ListingSort;
  ListingStatus: ListingStatus;
  ListingStatusCount: ResolverTypeWrapper<ListingStatusCount>;
  MailFilter: MailFilter;
  MailLink: ResolverTypeWrapper<MailLink>;
  MailNotice: ResolverTypeWrapper<MailNoticeModel>;
  MailRecipient: ResolverTypeWrapper<MailRecipient>;
  MailStatus: MailStatus;
  MapMarker: ResolverTypeWrapper<MapMarkerDataModel>;
  Market: ResolverTypeWrapper<MarketRowModel>;
  MarketOfInterest: ResolverTypeWrapper<MarketOfInterest>;
  MarketPropertyType: ResolverTypeWrapper<MarketPropertyType>;
  MergeBuildingsPayload: ResolverTypeWrapper<Omit<MergeBuildingsPayload, 'building'> & { building?: Maybe<ResolversTypes['Building']> }>;
  MoveCampaignListingsPayload: ResolverTypeWrapper<Omit<MoveCampaignListingsPayload, 'updatedEdges'> & { updatedEdges: Array<ResolversTypes['CampaignListingEdge']> }>;
  MoveInTimeframe: MoveInTimeframe;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Neighborhood: ResolverTypeWrapper<NeighborhoodRowModel>;
  NeighborhoodFacet: ResolverTypeWrapper<Omit<NeighborhoodFacet, 'neighborhood'> & { neighborhood: ResolversTypes['Neighborhood'] }>;
  OnboardingCampaign: ResolverTypeWrapper<OnboardingCampaign>;
  OnboardingError: ResolverTypeWrapper<OnboardingError>;
  OnboardingPhase: OnboardingPhase;
  OnboardingProfile: ResolverTypeWrapper<ProfileRowModel>;
  OnboardingProfileInput: OnboardingProfileInput;
  OutboxMail: ResolverTypeWrapper<MailRowModel>;
  OutboxMailPage: ResolverTypeWrapper<Omit<OutboxMailPage, 'entries'> & { entries: Array<ResolversTypes['OutboxMail']> }>;
  Photo: ResolverTypeWrapper<PhotoRowModel>;
  PriceUnit: PriceUnit;
  PropertyType: PropertyType;
  PublicSurvey: ResolverTypeWrapper<PublicSurveyModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RemoveListingsPayload: ResolverTypeWrapper<RemoveListingsPayload>;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  RequirementNeighborhood: ResolverTypeWrapper<RequirementNeighborhood>;
  Requirements: ResolverTypeWrapper<Requirements>;
  ResearchBuilding: ResolverTypeWrapper<ResearchBuildingEntryModel>;
  ResearchBuildingPage: ResolverTypeWrapper<Omit<ResearchBuildingPage, 'buildings'> & { buildings: Array<ResolversTypes['ResearchBuilding']> }>;
  ResearchContactPage: ResolverTypeWrapper<Omit<ResearchContactPage, 'contacts'> & { contacts: Array<ResolversTypes['BuildingContact']> }>;
  ResearchListingFields: ResearchListingFields;
  RetryImporterJobsPayload: ResolverTypeWrapper<RetryImporterJobsPayload>;
  SaveFeaturedListingsPayload: ResolverTypeWrapper<Omit<SaveFeaturedListingsPayload, 'featured'> & { featured?: Maybe<ResolversTypes['FeaturedListingsAdmin']> }>;
  SaveOnboardingProfilePayload: ResolverTypeWrapper<Omit<SaveOnboardingProfilePayload, 'profile'> & { profile?: Maybe<ResolversTypes['OnboardingProfile']> }>;
  SearchInput: SearchInput;
  SearchResult: ResolverTypeWrapper<SearchOutcomeModel>;
  SendSurveyVisitEmailPayload: ResolverTypeWrapper<SendSurveyVisitEmailPayload>;
  ServerInfo: ResolverTypeWrapper<ServerInfo>;
  Session: ResolverTypeWrapper<SessionSummaryModel>;
  SetUserRolesInput: SetUserRolesInput;
  SharedNote: ResolverTypeWrapper<SharedNoteModel>;
  SharedNoteAuthor: ResolverTypeWrapper<SharedNoteAuthor>;
  SharedNoteFile: ResolverTypeWrapper<SharedNoteFile>;
  SignInPayload: ResolverTypeWrapper<Omit<SignInPayload, 'currentUser'> & { currentUser?: Maybe<ResolversTypes['User']> }>;
  SitemapBuildingsPage: ResolverTypeWrapper<SitemapBuildingsPageModel>;
  SitemapState: ResolverTypeWrapper<Omit<SitemapState, 'markets'> & { markets: Array<ResolversTypes['Market']> }>;
  SizeRange: ResolverTypeWrapper<SizeRange>;
  StartCampaignInput: StartCampaignInput;
  StartCampaignPayload: ResolverTypeWrapper<StartCampaignPayload>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubleaseContact: ResolverTypeWrapper<BuildingContactRowModel>;
  Submarket: ResolverTypeWrapper<SubmarketRowModel>;
  SubmitContactFormPayload: ResolverTypeWrapper<SubmitContactFormPayload>;
  SuccessPayload: ResolverTypeWrapper<SuccessPayload>;
  Survey: ResolverTypeWrapper<SurveyDetailModel>;
  SurveyAnswer: ResolverTypeWrapper<AnswerOfSurveyListingModel>;
  SurveyCampaign: ResolverTypeWrapper<SurveyCampaign>;
  SurveyListing: ResolverTypeWrapper<AnsweredSurveyListingModel>;
  SurveyRating: SurveyRating;
  SurveyReference: ResolverTypeWrapper<SurveyReference>;
  SurveySummary: ResolverTypeWrapper<SurveySummary>;
  Tour: ResolverTypeWrapper<TourDetailModel>;
  TourReference: ResolverTypeWrapper<TourReference>;
  TourState: TourState;
  TourStop: ResolverTypeWrapper<TourStopModel>;
  TourStopInput: TourStopInput;
  TourSummary: ResolverTypeWrapper<TourSummary>;
  TrackEventInput: TrackEventInput;
  UpdateSettingsInput: UpdateSettingsInput;
  UpdateTourInput: UpdateTourInput;
  User: ResolverTypeWrapper<UserRowModel>;
  UserCampaign: ResolverTypeWrapper<UserCampaign>;
  Vendor: ResolverTypeWrapper<VendorRowModel>;
  VendorPayload: ResolverTypeWrapper<Omit<VendorPayload, 'vendor'> & { vendor?: Maybe<ResolversTypes['Vendor']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptInvitationPayload: AcceptInvitationPayload;
  AccountError: AccountError;
  AccountPayload: Omit<AccountPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  AddListingsPayload: AddListingsPayload;
  AdminBuildingPage: Omit<AdminBuildingPage, 'rows'> & { rows: Array<ResolversParentTypes['AdminBuildingRow']> };
  AdminBuildingRow: Omit<AdminBuildingRow, 'building'> & { building: ResolversParentTypes['Building'] };
  AdminImporterJob: AdminJobRowModel;
  AdminImporterJobPage: Omit<AdminImporterJobPage, 'jobs'> & { jobs: Array<ResolversParentTypes['AdminImporterJob']> };
  AnalyticsEvent: StoredAnalyticsEventModel;
  AnalyticsEventFilter: AnalyticsEventFilter;
  AnalyticsEventInput: AnalyticsEventInput;
  AnalyticsEventPage: Omit<AnalyticsEventPage, 'entries'> & { entries: Array<ResolversParentTypes['AnalyticsEvent']> };
  AnswerSurveyListingInput: AnswerSurveyListingInput;
  AuditLogEntry: AuditRowModel;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: Omit<AuditLogPage, 'entries'> & { entries: Array<ResolversParentTypes['AuditLogEntry']> };
  Boolean: Scalars['Boolean']['output'];
  BoundsInput: BoundsInput;
  BrokerInsight: BrokerInsightRowModel;
  BrokerInsightAuthor: BrokerInsightAuthor;
  BrokerMarket: BrokerMarket;
  Building: BuildingRowModel;
  BuildingAdminError: BuildingAdminError;
  BuildingChanges: BuildingChanges;
  BuildingContact: BuildingContactRowModel;
  BuildingMergeCollision: BuildingMergeCollision;
  BuildingMergePreview: Omit<BuildingMergePreview, 'source' | 'target'> & { source: ResolversParentTypes['Building'], target: ResolversParentTypes['Building'] };
  BuildingMergePreviewPayload: Omit<BuildingMergePreviewPayload, 'preview'> & { preview?: Maybe<ResolversParentTypes['BuildingMergePreview']> };
  Campaign: CampaignDetailModel;
  CampaignListInput: CampaignListInput;
  CampaignListItem: CampaignListItemModel;
  CampaignListPage: CampaignListPageModel;
  CampaignListingConnection: Omit<CampaignListingConnection, 'edges'> & { edges: Array<ResolversParentTypes['CampaignListingEdge']> };
  CampaignListingEdge: CampaignListingModel;
  CampaignPerson: CampaignPersonModel;
  CampaignStageCount: CampaignStageCount;
  CampaignSummary: CampaignSummary;
  CandidateCommutes: CandidateCommutesModel;
  CmsContent: CmsContent;
  CommuteCandidate: CommuteCandidateModel;
  CommuteCandidateInput: CommuteCandidateInput;
  CommuteEstimates: CommuteEstimatesModel;
  CommuteHome: CommuteHomeModel;
  CommuteMethod: CommuteMethodModel;
  CommuteModeMethod: CommuteModeMethod;
  CommuteTimes: CommuteTimesModel;
  CompleteOnboardingInput: CompleteOnboardingInput;
  CompleteOnboardingPayload: Omit<CompleteOnboardingPayload, 'currentUser' | 'profile'> & { currentUser?: Maybe<ResolversParentTypes['User']>, profile?: Maybe<ResolversParentTypes['OnboardingProfile']> };
  CompletedUserTask: CompletedUserTask;
  ConfirmAccountPayload: ConfirmAccountPayload;
  ContactChanges: ContactChanges;
  ContactFormError: ContactFormError;
  ContactFormInput: ContactFormInput;
  ContactSubmission: ContactSubmissionRowModel;
  ContactSubmissionFilter: ContactSubmissionFilter;
  ContactSubmissionPage: Omit<ContactSubmissionPage, 'entries'> & { entries: Array<ResolversParentTypes['ContactSubmission']> };
  ContentBlock: ContentBlock;
  ContentHeading: ContentHeading;
  ContentPage: ContentPage;
  ContentSummary: ContentSummary;
  CreateAccountInput: CreateAccountInput;
  CreateSurveyInput: CreateSurveyInput;
  CreateTourInput: CreateTourInput;
  CreateVendorInput: CreateVendorInput;
  CsvImport: CsvImportRowModel;
  CsvRowPage: CsvRowPage;
  CsvRowResult: CsvRowResult;
  DateTime: Scalars['DateTime']['output'];
  FeaturedListingEntry: FeaturedEntryModel;
  FeaturedListingsAdmin: Omit<FeaturedListingsAdmin, 'entries'> & { entries: Array<ResolversParentTypes['FeaturedListingEntry']> };
  FeaturedListingsError: FeaturedListingsError;
  Float: Scalars['Float']['output'];
  FloorPlan: FloorPlanRowModel;
  FloorPlanCollection: Omit<FloorPlanCollection, 'floorPlans'> & { floorPlans: Array<ResolversParentTypes['FloorPlan']> };
  HomeCommute: HomeCommuteModel;
  ID: Scalars['ID']['output'];
  ImageAttachment: ImageAttachment;
  ImageAttachmentInput: ImageAttachmentInput;
  ImageUpload: ImageUploadRowModel;
  ImporterCsvImport: ImporterCsvImport;
  ImporterJob: ImporterJobRowModel;
  ImporterJobAnswer: ImporterJobAnswer;
  ImporterJobError: ImporterJobError;
  ImporterJobFilter: ImporterJobFilter;
  ImporterJobRetrySkip: ImporterJobRetrySkip;
  ImporterVendor: ImporterVendor;
  Int: Scalars['Int']['output'];
  Invitation: LoadedInvitationModel;
  InvitationPrefill: InvitationPrefill;
  JSON: Scalars['JSON']['output'];
  LatLng: LatLng;
  LatestCampaign: LatestCampaign;
  LeasingManager: LeasingManagerRowModel;
  LeasingManagerError: LeasingManagerError;
  LeasingManagerInput: LeasingManagerInput;
  LeasingManagerPage: Omit<LeasingManagerPage, 'managers'> & { managers: Array<ResolversParentTypes['LeasingManager']> };
  LeasingManagerPayload: Omit<LeasingManagerPayload, 'leasingManager'> & { leasingManager?: Maybe<ResolversParentTypes['LeasingManager']> };
  Listing: ListingRowModel;
  ListingChange: ListingChange;
  ListingChanges: ListingChanges;
  ListingContactChanges: ListingContactChanges;
  ListingFieldChange: ListingFieldChange;
  ListingHistory: ListingHistory;
  ListingHistoryOrigin: ListingHistoryOrigin;
  ListingReference: ListingReference;
  ListingReviewAnswer: ListingReviewAnswer;
  ListingReviewEntry: ReviewEntryModel;
  ListingReviewPage: Omit<ListingReviewPage, 'entries'> & { entries: Array<ResolversParentTypes['ListingReviewEntry']> };
  ListingReviewSkip: ListingReviewSkip;
  ListingStatusCount: ListingStatusCount;
  MailFilter: MailFilter;
  MailLink: MailLink;
  MailNotice: MailNoticeModel;
  MailRecipient: MailRecipient;
  MapMarker: MapMarkerDataModel;
  Market: MarketRowModel;
  MarketOfInterest: MarketOfInterest;
  MarketPropertyType: MarketPropertyType;
  MergeBuildingsPayload: Omit<MergeBuildingsPayload, 'building'> & { building?: Maybe<ResolversParentTypes['Building']> };
  MoveCampaignListingsPayload: Omit<MoveCampaignListingsPayload, 'updatedEdges'> & { updatedEdges: Array<ResolversParentTypes['CampaignListingEdge']> };
  Mutation: Record<PropertyKey, never>;
  Neighborhood: NeighborhoodRowModel;
  NeighborhoodFacet: Omit<NeighborhoodFacet, 'neighborhood'> & { neighborhood: ResolversParentTypes['Neighborhood'] };
  OnboardingCampaign: OnboardingCampaign;
  OnboardingError: OnboardingError;
  OnboardingProfile: ProfileRowModel;
  OnboardingProfileInput: OnboardingProfileInput;
  OutboxMail: MailRowModel;
  OutboxMailPage: Omit<OutboxMailPage, 'entries'> & { entries: Array<ResolversParentTypes['OutboxMail']> };
  Photo: PhotoRowModel;
  PublicSurvey: PublicSurveyModel;
  Query: Record<PropertyKey, never>;
  RemoveListingsPayload: RemoveListingsPayload;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  RequirementNeighborhood: RequirementNeighborhood;
  Requirements: Requirements;
  ResearchBuilding: ResearchBuildingEntryModel;
  ResearchBuildingPage: Omit<ResearchBuildingPage, 'buildings'> & { buildings: Array<ResolversParentTypes['ResearchBuilding']> };
  ResearchContactPage: Omit<ResearchContactPage, 'contacts'> & { contacts: Array<ResolversParentTypes['BuildingContact']> };
  ResearchListingFields: ResearchListingFields;
  RetryImporterJobsPayload: RetryImporterJobsPayload;
  SaveFeaturedListingsPayload: Omit<SaveFeaturedListingsPayload, 'featured'> & { featured?: Maybe<ResolversParentTypes['FeaturedListingsAdmin']> };
  SaveOnboardingProfilePayload: Omit<SaveOnboardingProfilePayload, 'profile'> & { profile?: Maybe<ResolversParentTypes['OnboardingProfile']> };
  SearchInput: SearchInput;
  SearchResult: SearchOutcomeModel;
  SendSurveyVisitEmailPayload: SendSurveyVisitEmailPayload;
  ServerInfo: ServerInfo;
  Session: SessionSummaryModel;
  SetUserRolesInput: SetUserRolesInput;
  SharedNote: SharedNoteModel;
  SharedNoteAuthor: SharedNoteAuthor;
  SharedNoteFile: SharedNoteFile;
  SignInPayload: Omit<SignInPayload, 'currentUser'> & { currentUser?: Maybe<ResolversParentTypes['User']> };
  SitemapBuildingsPage: SitemapBuildingsPageModel;
  SitemapState: Omit<SitemapState, 'markets'> & { markets: Array<ResolversParentTypes['Market']> };
  SizeRange: SizeRange;
  StartCampaignInput: StartCampaignInput;
  StartCampaignPayload: StartCampaignPayload;
  String: Scalars['String']['output'];
  SubleaseContact: BuildingContactRowModel;
  Submarket: SubmarketRowModel;
  SubmitContactFormPayload: SubmitContactFormPayload;
  SuccessPayload: SuccessPayload;
  Survey: SurveyDetailModel;
  SurveyAnswer: AnswerOfSurveyListingModel;
  SurveyCampaign: SurveyCampaign;
  SurveyListing: AnsweredSurveyListingModel;
  SurveyReference: SurveyReference;
  SurveySummary: SurveySummary;
  Tour: TourDetailModel;
  TourReference: TourReference;
  TourStop: TourStopModel;
  TourStopInput: TourStopInput;
  TourSummary: TourSummary;
  TrackEventInput: TrackEventInput;
  UpdateSettingsInput: UpdateSettingsInput;
  UpdateTourInput: UpdateTourInput;
  User: UserRowModel;
  UserCampaign: UserCampaign;
  Vendor: VendorRowModel;
  VendorPayload: Omit<VendorPayload, 'vendor'> & { vendor?: Maybe<ResolversParentTypes['Vendor']> };
};

export type CostDirectiveArgs = {
  weight: Scalars['Int']['input'];
};

export type CostDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CostDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ListSizeDirectiveArgs = {
  assumedSize: Scalars['Int']['input'];
  slicingArguments?: Maybe<Array<Scalars['String']['input']>>;
};

export type ListSizeDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ListSizeDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AcceptInvitationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcceptInvitationPayload'] = ResolversParentTypes['AcceptInvitationPayload']> = {
  destination?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountError'] = ResolversParentTypes['AccountError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountPayload'] = ResolversParentTypes['AccountPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['AccountError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
};

export type AddListingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddListingsPayload'] = ResolversParentTypes['AddListingsPayload']> = {
  updatedCampaigns?: Resolver<Array<ResolversTypes['CampaignSummary']>, ParentType, ContextType>;
  updatedSurveys?: Resolver<Array<ResolversTypes['SurveySummary']>, ParentType, ContextType>;
  updatedTours?: Resolver<Array<ResolversTypes['TourSummary']>, ParentType, ContextType>;
};

export type AdminBuildingPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminBuildingPage'] = ResolversParentTypes['AdminBuildingPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdminBuildingRow']>, ParentType, ContextType>;
};

export type AdminBuildingRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminBuildingRow'] = ResolversParentTypes['AdminBuildingRow']> = {
  building?: Resolver<ResolversTypes['Building'], ParentType, ContextType>;
  listingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminImporterJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminImporterJob'] = ResolversParentTypes['AdminImporterJob']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  csvImport?: Resolver<Maybe<ResolversTypes['ImporterCsvImport']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImporterJobError']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  input?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  lastStage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStageInput?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  lineNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingIdentity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  recordType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retryable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sourceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ImporterJobStatus']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['ImporterVendor']>, ParentType, ContextType>;
};

export type AdminImporterJobPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminImporterJobPage'] = ResolversParentTypes['AdminImporterJobPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['AdminImporterJob']>, ParentType, ContextType>;
};

export type AnalyticsEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsEvent'] = ResolversParentTypes['AnalyticsEvent']> = {
  anonymousId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  properties?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  serverId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AnalyticsEventType'], ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalyticsEventPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsEventPage'] = ResolversParentTypes['AnalyticsEventPage']> = {
  entries?: Resolver<Array<ResolversTypes['AnalyticsEvent']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AnalyticsEventTypeResolvers = EnumResolverSignature<{ IDENTIFY?: any, PAGE?: any, TRACK?: any }, ResolversTypes['AnalyticsEventType']>;

export type AnalyticsUserTypeResolvers = EnumResolverSignature<{ EXTERNAL?: any, INTERNAL?: any }, ResolversTypes['AnalyticsUserType']>;

export type AuditLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  entries?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BrokerInsightResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrokerInsight'] = ResolversParentTypes['BrokerInsight']> = {
  author?: Resolver<Maybe<ResolversTypes['BrokerInsightAuthor']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BrokerInsightAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrokerInsightAuthor'] = ResolversParentTypes['BrokerInsightAuthor']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrokerMarketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BrokerMarket'] = ResolversParentTypes['BrokerMarket']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuildingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Building'] = ResolversParentTypes['Building']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  availableListings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  classification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cmsContent?: Resolver<Maybe<ResolversTypes['CmsContent']>, ParentType, ContextType>;
  contacts?: Resolver<Maybe<Array<ResolversTypes['BuildingContact']>>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasAttendedLobby?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasRoundTheClockAccess?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasTurnstile?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUploads?: Resolver<Maybe<Array<ResolversTypes['ImageUpload']>>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  neighborhood?: Resolver<Maybe<ResolversTypes['Neighborhood']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType>;
  privateDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yearBuilt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuildingAdminErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildingAdminError'] = ResolversParentTypes['BuildingAdminError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuildingContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildingContact'] = ResolversParentTypes['BuildingContact']> = {
  buildings?: Resolver<Maybe<Array<ResolversTypes['Building']>>, ParentType, ContextType>;
  cellPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BuildingMergeCollisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildingMergeCollision'] = ResolversParentTypes['BuildingMergeCollision']> = {
  floorAndSuite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  keptListingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keptStatus?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
  removedFloorAndSuite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removedListingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  removedStatus?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
};

export type BuildingMergePreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildingMergePreview'] = ResolversParentTypes['BuildingMergePreview']> = {
  aliases?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignListings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  collidingListings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contactLinks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  floorCollisions?: Resolver<Array<ResolversTypes['BuildingMergeCollision']>, ParentType, ContextType>;
  floorPlans?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leasingManagerLinks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['Building'], ParentType, ContextType>;
  surveyListings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Building'], ParentType, ContextType>;
  tourListings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BuildingMergePreviewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BuildingMergePreviewPayload'] = ResolversParentTypes['BuildingMergePreviewPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['BuildingAdminError']>, ParentType, ContextType>;
  preview?: Resolver<Maybe<ResolversTypes['BuildingMergePreview']>, ParentType, ContextType>;
};

export type CampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Campaign'] = ResolversParentTypes['Campaign']> = {
  broker?: Resolver<Maybe<ResolversTypes['CampaignPerson']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['CampaignPerson']>, ParentType, ContextType>;
  currentActiveRequirements?: Resolver<Maybe<ResolversTypes['Requirements']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listingsConnection?: Resolver<ResolversTypes['CampaignListingConnection'], ParentType, ContextType, Partial<CampaignListingsConnectionArgs>>;
  mail?: Resolver<Array<ResolversTypes['OutboxMail']>, ParentType, ContextType>;
  marketName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surveys?: Resolver<Array<ResolversTypes['SurveySummary']>, ParentType, ContextType>;
  tours?: Resolver<Array<ResolversTypes['TourSummary']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CampaignListItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignListItem'] = ResolversParentTypes['CampaignListItem']> = {
  broker?: Resolver<Maybe<ResolversTypes['CampaignPerson']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['CampaignPerson']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentActiveRequirements?: Resolver<Maybe<ResolversTypes['Requirements']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitationPending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastActivityAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  listingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stageCounts?: Resolver<Array<ResolversTypes['CampaignStageCount']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CampaignListPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignListPage'] = ResolversParentTypes['CampaignListPage']> = {
  campaigns?: Resolver<Array<ResolversTypes['CampaignListItem']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CampaignListingConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignListingConnection'] = ResolversParentTypes['CampaignListingConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CampaignListingEdge']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CampaignListingEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignListingEdge'] = ResolversParentTypes['CampaignListingEdge']> = {
  addedBy?: Resolver<Maybe<ResolversTypes['CampaignPerson']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['CampaignListingStage'], ParentType, ContextType>;
};

export type CampaignPersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignPerson'] = ResolversParentTypes['CampaignPerson']> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CampaignStageCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignStageCount'] = ResolversParentTypes['CampaignStageCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['CampaignListingStage'], ParentType, ContextType>;
};

export type CampaignSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CampaignSummary'] = ResolversParentTypes['CampaignSummary']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CandidateCommutesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CandidateCommutes'] = ResolversParentTypes['CandidateCommutes']> = {
  average?: Resolver<Maybe<ResolversTypes['CommuteTimes']>, ParentType, ContextType>;
  candidate?: Resolver<ResolversTypes['CommuteCandidate'], ParentType, ContextType>;
  commutes?: Resolver<Array<ResolversTypes['HomeCommute']>, ParentType, ContextType>;
  worst?: Resolver<Maybe<ResolversTypes['CommuteTimes']>, ParentType, ContextType>;
};

export type CmsContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsContent'] = ResolversParentTypes['CmsContent']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CommuteCandidateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommuteCandidate'] = ResolversParentTypes['CommuteCandidate']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CommuteCandidateKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['LatLng'], ParentType, ContextType>;
};

export type CommuteEstimatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommuteEstimates'] = ResolversParentTypes['CommuteEstimates']> = {
  homes?: Resolver<Array<ResolversTypes['CommuteHome']>, ParentType, ContextType>;
  invalidZips?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['CandidateCommutes']>, ParentType, ContextType>;
  unknownZips?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CommuteHomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommuteHome'] = ResolversParentTypes['CommuteHome']> = {
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['LatLng'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommuteMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommuteMethod'] = ResolversParentTypes['CommuteMethod']> = {
  estimator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modes?: Resolver<Array<ResolversTypes['CommuteModeMethod']>, ParentType, ContextType>;
  routeFactor?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CommuteModeMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommuteModeMethod'] = ResolversParentTypes['CommuteModeMethod']> = {
  mode?: Resolver<ResolversTypes['CommuteMode'], ParentType, ContextType>;
  overhead?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overheadMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  speedMph?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CommuteTimesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommuteTimes'] = ResolversParentTypes['CommuteTimes']> = {
  bike?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  car?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  walk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CompleteOnboardingPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompleteOnboardingPayload'] = ResolversParentTypes['CompleteOnboardingPayload']> = {
  campaign?: Resolver<Maybe<ResolversTypes['OnboardingCampaign']>, ParentType, ContextType>;
  currentUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['OnboardingError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['OnboardingProfile']>, ParentType, ContextType>;
};

export type CompletedUserTaskResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompletedUserTask'] = ResolversParentTypes['CompletedUserTask']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfirmAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmAccountPayload'] = ResolversParentTypes['ConfirmAccountPayload']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['AccountError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContactFormErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactFormError'] = ResolversParentTypes['ContactFormError']> = {
  code?: Resolver<ResolversTypes['ContactFormErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactFormKindResolvers = EnumResolverSignature<{ CONTACT?: any, LIST_WITH_US?: any, REFERRAL?: any }, ResolversTypes['ContactFormKind']>;

export type ContactSubmissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactSubmission'] = ResolversParentTypes['ContactSubmission']> = {
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContactFormKind'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactSubmissionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactSubmissionPage'] = ResolversParentTypes['ContactSubmissionPage']> = {
  entries?: Resolver<Array<ResolversTypes['ContactSubmission']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContentBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentBlock'] = ResolversParentTypes['ContentBlock']> = {
  form?: Resolver<Maybe<ResolversTypes['ContactFormKind']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['ContentSection']>, ParentType, ContextType>;
};

export type ContentHeadingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentHeading'] = ResolversParentTypes['ContentHeading']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headings?: Resolver<Array<ResolversTypes['ContentHeading']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readingMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentSectionResolvers = EnumResolverSignature<{ BLOG?: any, LEASOPEDIA?: any }, ResolversTypes['ContentSection']>;

export type ContentSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentSummary'] = ResolversParentTypes['ContentSummary']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  readingMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CsvImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CsvImport'] = ResolversParentTypes['CsvImport']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  processedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reportUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['CsvRowPage'], ParentType, ContextType, RequireFields<CsvImportRowsArgs, 'limit' | 'onlyProblems'>>;
  status?: Resolver<ResolversTypes['CsvImportStatus'], ParentType, ContextType>;
  totalRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType>;
};

export type CsvRowPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CsvRowPage'] = ResolversParentTypes['CsvRowPage']> = {
  nextAfterLine?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CsvRowResult']>, ParentType, ContextType>;
};

export type CsvRowResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CsvRowResult'] = ResolversParentTypes['CsvRowResult']> = {
  lineNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CsvRowStatus'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FeaturedListingEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturedListingEntry'] = ResolversParentTypes['FeaturedListingEntry']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeaturedListingsAdminResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturedListingsAdmin'] = ResolversParentTypes['FeaturedListingsAdmin']> = {
  entries?: Resolver<Array<ResolversTypes['FeaturedListingEntry']>, ParentType, ContextType>;
  marketId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propertyType?: Resolver<ResolversTypes['PropertyType'], ParentType, ContextType>;
};

export type FeaturedListingsErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeaturedListingsError'] = ResolversParentTypes['FeaturedListingsError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FloorPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FloorPlan'] = ResolversParentTypes['FloorPlan']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FloorPlanCollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FloorPlanCollection'] = ResolversParentTypes['FloorPlanCollection']> = {
  floorPlans?: Resolver<Array<ResolversTypes['FloorPlan']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HomeCommuteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeCommute'] = ResolversParentTypes['HomeCommute']> = {
  distanceMiles?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  homeIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  times?: Resolver<ResolversTypes['CommuteTimes'], ParentType, ContextType>;
};

export type ImageAttachmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageAttachment'] = ResolversParentTypes['ImageAttachment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ImageAttachmentKind'], ParentType, ContextType>;
};

export type ImageUploadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageUpload'] = ResolversParentTypes['ImageUpload']> = {
  attachedTo?: Resolver<ResolversTypes['ImageAttachment'], ParentType, ContextType>;
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCover?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  originalFilename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Photo']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ImageUploadStatus'], ParentType, ContextType>;
};

export type ImporterCsvImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImporterCsvImport'] = ResolversParentTypes['ImporterCsvImport']> = {
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ImporterJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImporterJob'] = ResolversParentTypes['ImporterJob']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImporterJobError']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastStage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStageInput?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType>;
  listingIdentity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ImporterJobStatus']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ImporterJobAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImporterJobAnswer'] = ResolversParentTypes['ImporterJobAnswer']> = {
  importerJobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ImporterJobErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImporterJobError'] = ResolversParentTypes['ImporterJobError']> = {
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImporterJobRetrySkipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImporterJobRetrySkip'] = ResolversParentTypes['ImporterJobRetrySkip']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImporterVendorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImporterVendor'] = ResolversParentTypes['ImporterVendor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailMatchesViewer?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvitationKind'], ParentType, ContextType>;
  maskedEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefill?: Resolver<Maybe<ResolversTypes['InvitationPrefill']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvitationState'], ParentType, ContextType>;
};

export type InvitationPrefillResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationPrefill'] = ResolversParentTypes['InvitationPrefill']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LatLngResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LatLng'] = ResolversParentTypes['LatLng']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LatestCampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LatestCampaign'] = ResolversParentTypes['LatestCampaign']> = {
  currentActiveRequirements?: Resolver<Maybe<ResolversTypes['Requirements']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['ListingReference']>, ParentType, ContextType>;
  surveys?: Resolver<Array<ResolversTypes['SurveyReference']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LeasingManagerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeasingManager'] = ResolversParentTypes['LeasingManager']> = {
  buildingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buildings?: Resolver<Array<ResolversTypes['Building']>, ParentType, ContextType, RequireFields<LeasingManagerBuildingsArgs, 'limit'>>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['Market']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type LeasingManagerErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeasingManagerError'] = ResolversParentTypes['LeasingManagerError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LeasingManagerPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeasingManagerPage'] = ResolversParentTypes['LeasingManagerPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  managers?: Resolver<Array<ResolversTypes['LeasingManager']>, ParentType, ContextType>;
};

export type LeasingManagerPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LeasingManagerPayload'] = ResolversParentTypes['LeasingManagerPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['LeasingManagerError']>, ParentType, ContextType>;
  leasingManager?: Resolver<Maybe<ResolversTypes['LeasingManager']>, ParentType, ContextType>;
};

export type ListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Listing'] = ResolversParentTypes['Listing']> = {
  accurateMonthlyPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  accuratePsf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amenities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brokerInsights?: Resolver<Maybe<Array<ResolversTypes['BrokerInsight']>>, ParentType, ContextType>;
  brokerNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  building?: Resolver<ResolversTypes['Building'], ParentType, ContextType>;
  canEditMedia?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conferenceRooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dataChangedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  dateAvailable?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  estimatedMonthlyPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  estimatedPsf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  floorAndSuite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  floorMaterial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floorPlanCollection?: Resolver<Maybe<ResolversTypes['FloorPlanCollection']>, ParentType, ContextType>;
  furnished?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasExposedCeiling?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasPrivateBathroom?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hasWetPantry?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  history?: Resolver<Maybe<ResolversTypes['ListingHistory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUploads?: Resolver<Maybe<Array<ResolversTypes['ImageUpload']>>, ParentType, ContextType>;
  leaseTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leaseType?: Resolver<Maybe<ResolversTypes['LeaseType']>, ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  maxOccupancy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  monthlyPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  naturalLight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nearbyListings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<ListingNearbyListingsArgs, 'limit'>>;
  neighborhood?: Resolver<Maybe<ResolversTypes['Neighborhood']>, ParentType, ContextType>;
  officeSpace?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType, Partial<ListingPhotosArgs>>;
  priceIsEstimated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priceModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privateDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privateFloor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privateSuite?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyType?: Resolver<ResolversTypes['PropertyType'], ParentType, ContextType>;
  psf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sameBuildingListings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<ListingSameBuildingListingsArgs, 'limit'>>;
  servicesIncluded?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharedNotes?: Resolver<Maybe<Array<ResolversTypes['SharedNote']>>, ParentType, ContextType>;
  squareFeet?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
  subleaseContact?: Resolver<Maybe<ResolversTypes['SubleaseContact']>, ParentType, ContextType>;
  tour3dModelId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ListingChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingChange'] = ResolversParentTypes['ListingChange']> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  contacts?: Resolver<Maybe<ResolversTypes['ListingContactChanges']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ListingFieldChange']>, ParentType, ContextType>;
  sourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subleaseContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListingContactChangesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingContactChanges'] = ResolversParentTypes['ListingContactChanges']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ListingFieldChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingFieldChange'] = ResolversParentTypes['ListingFieldChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListingHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingHistory'] = ResolversParentTypes['ListingHistory']> = {
  changes?: Resolver<Array<ResolversTypes['ListingChange']>, ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['ListingHistoryOrigin']>, ParentType, ContextType>;
};

export type ListingHistoryOriginResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingHistoryOrigin'] = ResolversParentTypes['ListingHistoryOrigin']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sourceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingReferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingReference'] = ResolversParentTypes['ListingReference']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ListingReviewAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingReviewAnswer'] = ResolversParentTypes['ListingReviewAnswer']> = {
  importerJobIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['ListingReviewSkip']>, ParentType, ContextType>;
};

export type ListingReviewEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingReviewEntry'] = ResolversParentTypes['ListingReviewEntry']> = {
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType>;
};

export type ListingReviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingReviewPage'] = ResolversParentTypes['ListingReviewPage']> = {
  entries?: Resolver<Array<ResolversTypes['ListingReviewEntry']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ListingReviewSkipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingReviewSkip'] = ResolversParentTypes['ListingReviewSkip']> = {
  listingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingStatusCount'] = ResolversParentTypes['ListingStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ListingStatus'], ParentType, ContextType>;
};

export type MailLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailLink'] = ResolversParentTypes['MailLink']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailNotice'] = ResolversParentTypes['MailNotice']> = {
  nobodyReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipients?: Resolver<Array<ResolversTypes['MailRecipient']>, ParentType, ContextType>;
};

export type MailRecipientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailRecipient'] = ResolversParentTypes['MailRecipient']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MapMarkerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MapMarker'] = ResolversParentTypes['MapMarker']> = {
  building?: Resolver<ResolversTypes['Building'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  listingIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MarketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Market'] = ResolversParentTypes['Market']> = {
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighborhoods?: Resolver<Array<ResolversTypes['Neighborhood']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['LatLng'], ParentType, ContextType>;
  propertyTypes?: Resolver<Array<ResolversTypes['MarketPropertyType']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submarkets?: Resolver<Array<ResolversTypes['Submarket']>, ParentType, ContextType>;
};

export type MarketOfInterestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketOfInterest'] = ResolversParentTypes['MarketOfInterest']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['LatLng'], ParentType, ContextType>;
};

export type MarketPropertyTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketPropertyType'] = ResolversParentTypes['MarketPropertyType']> = {
  listingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyType?: Resolver<ResolversTypes['PropertyType'], ParentType, ContextType>;
};

export type MergeBuildingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MergeBuildingsPayload'] = ResolversParentTypes['MergeBuildingsPayload']> = {
  building?: Resolver<Maybe<ResolversTypes['Building']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['BuildingAdminError']>, ParentType, ContextType>;
};

export type MoveCampaignListingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoveCampaignListingsPayload'] = ResolversParentTypes['MoveCampaignListingsPayload']> = {
  updatedEdges?: Resolver<Array<ResolversTypes['CampaignListingEdge']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['AcceptInvitationPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'id'>>;
  addListings?: Resolver<ResolversTypes['AddListingsPayload'], ParentType, ContextType, RequireFields<MutationAddListingsArgs, 'campaignIds' | 'listingIds' | 'surveyIds' | 'tourIds'>>;
  answerSurveyListing?: Resolver<ResolversTypes['SurveyListing'], ParentType, ContextType, RequireFields<MutationAnswerSurveyListingArgs, 'input'>>;
  cancelTour?: Resolver<ResolversTypes['Tour'], ParentType, ContextType, RequireFields<MutationCancelTourArgs, 'tourId'>>;
  changeEmail?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'currentPassword' | 'newEmail'>>;
  changePassword?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  completeOnboarding?: Resolver<ResolversTypes['CompleteOnboardingPayload'], ParentType, ContextType, RequireFields<MutationCompleteOnboardingArgs, 'input'>>;
  confirmAccount?: Resolver<ResolversTypes['ConfirmAccountPayload'], ParentType, ContextType, RequireFields<MutationConfirmAccountArgs, 'token'>>;
  confirmAccountWithPassword?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationConfirmAccountWithPasswordArgs, 'password' | 'token'>>;
  createAccount?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationCreateAccountArgs, 'input'>>;
  createLeasingManager?: Resolver<ResolversTypes['LeasingManagerPayload'], ParentType, ContextType, RequireFields<MutationCreateLeasingManagerArgs, 'input'>>;
  createSurvey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType, RequireFields<MutationCreateSurveyArgs, 'input'>>;
  createTour?: Resolver<ResolversTypes['Tour'], ParentType, ContextType, RequireFields<MutationCreateTourArgs, 'input'>>;
  createVendor?: Resolver<ResolversTypes['VendorPayload'], ParentType, ContextType, RequireFields<MutationCreateVendorArgs, 'input'>>;
  deleteFloorPlan?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteFloorPlanArgs, 'floorPlanId'>>;
  deletePhoto?: Resolver<Array<ResolversTypes['ImageUpload']>, ParentType, ContextType, RequireFields<MutationDeletePhotoArgs, 'photoId'>>;
  deleteSharedNote?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSharedNoteArgs, 'noteId'>>;
  endOtherSessions?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType>;
  endSession?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  joinSurvey?: Resolver<ResolversTypes['AcceptInvitationPayload'], ParentType, ContextType, RequireFields<MutationJoinSurveyArgs, 'surveyId'>>;
  mergeBuildings?: Resolver<ResolversTypes['MergeBuildingsPayload'], ParentType, ContextType, RequireFields<MutationMergeBuildingsArgs, 'sourceId' | 'targetId'>>;
  moveCampaignListings?: Resolver<ResolversTypes['MoveCampaignListingsPayload'], ParentType, ContextType, RequireFields<MutationMoveCampaignListingsArgs, 'campaignId' | 'campaignListingIds' | 'stage'>>;
  publishSurvey?: Resolver<ResolversTypes['Survey'], ParentType, ContextType, RequireFields<MutationPublishSurveyArgs, 'surveyId'>>;
  recordEvents?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRecordEventsArgs, 'events'>>;
  removeListings?: Resolver<ResolversTypes['RemoveListingsPayload'], ParentType, ContextType, RequireFields<MutationRemoveListingsArgs, 'campaignListingIds' | 'force' | 'surveyListingIds' | 'tourListingIds'>>;
  reorderFloorPlans?: Resolver<Array<ResolversTypes['FloorPlan']>, ParentType, ContextType, RequireFields<MutationReorderFloorPlansArgs, 'floorPlanIds' | 'listingId'>>;
  reorderPhotos?: Resolver<Array<ResolversTypes['ImageUpload']>, ParentType, ContextType, RequireFields<MutationReorderPhotosArgs, 'attachedTo' | 'photoIds'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  researchAddListing?: Resolver<ResolversTypes['ImporterJobAnswer'], ParentType, ContextType, RequireFields<MutationResearchAddListingArgs, 'buildingId' | 'contactId' | 'fields'>>;
  resendConfirmation?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationResendConfirmationArgs, 'userId'>>;
  resetPassword?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  retryImporterJobs?: Resolver<ResolversTypes['RetryImporterJobsPayload'], ParentType, ContextType, RequireFields<MutationRetryImporterJobsArgs, 'ids'>>;
  reviewListings?: Resolver<ResolversTypes['ListingReviewAnswer'], ParentType, ContextType, RequireFields<MutationReviewListingsArgs, 'decision' | 'listingIds'>>;
  saveFeaturedListings?: Resolver<ResolversTypes['SaveFeaturedListingsPayload'], ParentType, ContextType, RequireFields<MutationSaveFeaturedListingsArgs, 'listingIds' | 'marketId' | 'propertyType'>>;
  saveOnboardingProfile?: Resolver<ResolversTypes['SaveOnboardingProfilePayload'], ParentType, ContextType, RequireFields<MutationSaveOnboardingProfileArgs, 'input'>>;
  scheduleTour?: Resolver<ResolversTypes['Tour'], ParentType, ContextType, RequireFields<MutationScheduleTourArgs, 'tourId'>>;
  sendClientLoginNotification?: Resolver<ResolversTypes['SuccessPayload'], ParentType, ContextType, RequireFields<MutationSendClientLoginNotificationArgs, 'campaignId'>>;
  sendSurveyVisitEmail?: Resolver<ResolversTypes['SendSurveyVisitEmailPayload'], ParentType, ContextType, RequireFields<MutationSendSurveyVisitEmailArgs, 'campaignId' | 'surveyId'>>;
  setContactSubmissionHandled?: Resolver<ResolversTypes['ContactSubmission'], ParentType, ContextType, RequireFields<MutationSetContactSubmissionHandledArgs, 'handled' | 'id'>>;
  setCoverPhoto?: Resolver<Array<ResolversTypes['ImageUpload']>, ParentType, ContextType, RequireFields<MutationSetCoverPhotoArgs, 'photoId'>>;
  setLeasingManagerBuilding?: Resolver<ResolversTypes['LeasingManagerPayload'], ParentType, ContextType, RequireFields<MutationSetLeasingManagerBuildingArgs, 'buildingId' | 'id' | 'linked'>>;
  setMaintenanceSwitch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetMaintenanceSwitchArgs, 'on'>>;
  setPhotoCaption?: Resolver<ResolversTypes['ImageUpload'], ParentType, ContextType, RequireFields<MutationSetPhotoCaptionArgs, 'photoId'>>;
  setUserDisabled?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationSetUserDisabledArgs, 'disabled' | 'userId'>>;
  setUserRoles?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationSetUserRolesArgs, 'input'>>;
  setUserVendor?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationSetUserVendorArgs, 'userId'>>;
  setVendorTrusted?: Resolver<ResolversTypes['VendorPayload'], ParentType, ContextType, RequireFields<MutationSetVendorTrustedArgs, 'trusted' | 'vendorId'>>;
  signIn?: Resolver<ResolversTypes['SignInPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCampaign?: Resolver<ResolversTypes['StartCampaignPayload'], ParentType, ContextType, RequireFields<MutationStartCampaignArgs, 'input'>>;
  submitContactForm?: Resolver<ResolversTypes['SubmitContactFormPayload'], ParentType, ContextType, RequireFields<MutationSubmitContactFormArgs, 'input'>>;
  track?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTrackArgs, 'event'>>;
  updateLeasingManager?: Resolver<ResolversTypes['LeasingManagerPayload'], ParentType, ContextType, RequireFields<MutationUpdateLeasingManagerArgs, 'id' | 'input'>>;
  updateSettings?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateSettingsArgs, 'input'>>;
  updateTour?: Resolver<ResolversTypes['Tour'], ParentType, ContextType, RequireFields<MutationUpdateTourArgs, 'input'>>;
  userChangeBrokerInsight?: Resolver<ResolversTypes['ImporterJobAnswer'], ParentType, ContextType, RequireFields<MutationUserChangeBrokerInsightArgs, 'content' | 'listingId'>>;
  userChangeBuilding?: Resolver<ResolversTypes['ImporterJobAnswer'], ParentType, ContextType, RequireFields<MutationUserChangeBuildingArgs, 'buildingId' | 'changes'>>;
  userChangeContact?: Resolver<ResolversTypes['ImporterJobAnswer'], ParentType, ContextType, RequireFields<MutationUserChangeContactArgs, 'action'>>;
  userChangeListing?: Resolver<ResolversTypes['ImporterJobAnswer'], ParentType, ContextType, RequireFields<MutationUserChangeListingArgs, 'changes' | 'listingId'>>;
};

export type NeighborhoodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Neighborhood'] = ResolversParentTypes['Neighborhood']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['LatLng'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submarketId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  yearlyPricePerFoot?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type NeighborhoodFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NeighborhoodFacet'] = ResolversParentTypes['NeighborhoodFacet']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  neighborhood?: Resolver<ResolversTypes['Neighborhood'], ParentType, ContextType>;
};

export type OnboardingCampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnboardingCampaign'] = ResolversParentTypes['OnboardingCampaign']> = {
  brokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OnboardingErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnboardingError'] = ResolversParentTypes['OnboardingError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OnboardingProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OnboardingProfile'] = ResolversParentTypes['OnboardingProfile']> = {
  budgetMonthly?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  budgetPsf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastActiveScreenIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leaseTerm?: Resolver<ResolversTypes['LeaseTerm'], ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['Market']>, ParentType, ContextType>;
  moveInDate?: Resolver<ResolversTypes['MoveInTimeframe'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  neighborhoods?: Resolver<Array<ResolversTypes['Neighborhood']>, ParentType, ContextType>;
  numEmployees?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  onboardingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['OnboardingPhase'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  psfPerEmployee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renterComments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalSquareFeet?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OutboxMailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMail'] = ResolversParentTypes['OutboxMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<Maybe<Array<ResolversTypes['MailLink']>>, ParentType, ContextType>;
  redacted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutboxMailPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutboxMailPage'] = ResolversParentTypes['OutboxMailPage']> = {
  deliveryEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['OutboxMail']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyTypeResolvers = EnumResolverSignature<{ INDUSTRIAL?: any, OFFICE?: any, RETAIL?: any }, ResolversTypes['PropertyType']>;

export type PublicSurveyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicSurvey'] = ResolversParentTypes['PublicSurvey']> = {
  brokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerCanJoin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminBuilding?: Resolver<Maybe<ResolversTypes['Building']>, ParentType, ContextType, RequireFields<QueryAdminBuildingArgs, 'id'>>;
  adminBuildings?: Resolver<ResolversTypes['AdminBuildingPage'], ParentType, ContextType, RequireFields<QueryAdminBuildingsArgs, 'limit'>>;
  adminFeaturedListings?: Resolver<ResolversTypes['FeaturedListingsAdmin'], ParentType, ContextType, RequireFields<QueryAdminFeaturedListingsArgs, 'marketId' | 'propertyType'>>;
  adminImporterJob?: Resolver<Maybe<ResolversTypes['AdminImporterJob']>, ParentType, ContextType, RequireFields<QueryAdminImporterJobArgs, 'id'>>;
  adminImporterJobs?: Resolver<ResolversTypes['AdminImporterJobPage'], ParentType, ContextType, RequireFields<QueryAdminImporterJobsArgs, 'limit'>>;
  adminVendors?: Resolver<Array<ResolversTypes['Vendor']>, ParentType, ContextType>;
  analyticsEventLog?: Resolver<ResolversTypes['AnalyticsEventPage'], ParentType, ContextType, RequireFields<QueryAnalyticsEventLogArgs, 'limit'>>;
  analyticsEvents?: Resolver<Array<ResolversTypes['AnalyticsEvent']>, ParentType, ContextType, Partial<QueryAnalyticsEventsArgs>>;
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'limit'>>;
  buildingByPath?: Resolver<Maybe<ResolversTypes['Building']>, ParentType, ContextType, RequireFields<QueryBuildingByPathArgs, 'address' | 'city' | 'neighborhood' | 'state' | 'zip'>>;
  buildingByShortPath?: Resolver<Maybe<ResolversTypes['Building']>, ParentType, ContextType, RequireFields<QueryBuildingByShortPathArgs, 'address' | 'city' | 'state'>>;
  buildingMergePreview?: Resolver<ResolversTypes['BuildingMergePreviewPayload'], ParentType, ContextType, RequireFields<QueryBuildingMergePreviewArgs, 'sourceId' | 'targetId'>>;
  campaign?: Resolver<Maybe<ResolversTypes['Campaign']>, ParentType, ContextType, RequireFields<QueryCampaignArgs, 'id'>>;
  campaigns?: Resolver<ResolversTypes['CampaignListPage'], ParentType, ContextType, RequireFields<QueryCampaignsArgs, 'input'>>;
  commuteCandidates?: Resolver<Array<ResolversTypes['CommuteCandidate']>, ParentType, ContextType, RequireFields<QueryCommuteCandidatesArgs, 'query'>>;
  commuteEstimates?: Resolver<ResolversTypes['CommuteEstimates'], ParentType, ContextType, RequireFields<QueryCommuteEstimatesArgs, 'candidates' | 'homeZips'>>;
  commuteMethod?: Resolver<ResolversTypes['CommuteMethod'], ParentType, ContextType>;
  contactSubmissions?: Resolver<ResolversTypes['ContactSubmissionPage'], ParentType, ContextType, RequireFields<QueryContactSubmissionsArgs, 'limit'>>;
  contentIndex?: Resolver<Array<ResolversTypes['ContentSummary']>, ParentType, ContextType, RequireFields<QueryContentIndexArgs, 'section'>>;
  contentPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryContentPageArgs, 'path'>>;
  csvImport?: Resolver<Maybe<ResolversTypes['CsvImport']>, ParentType, ContextType, RequireFields<QueryCsvImportArgs, 'id'>>;
  currentUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  featuredListingCandidates?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryFeaturedListingCandidatesArgs, 'limit' | 'marketId' | 'propertyType'>>;
  featuredListings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryFeaturedListingsArgs, 'city' | 'limit' | 'state'>>;
  imageUploads2?: Resolver<Array<ResolversTypes['ImageUpload']>, ParentType, ContextType, RequireFields<QueryImageUploads2Args, 'ids'>>;
  importerJobs?: Resolver<Array<ResolversTypes['ImporterJob']>, ParentType, ContextType, RequireFields<QueryImporterJobsArgs, 'ids'>>;
  importerVendors?: Resolver<Array<ResolversTypes['ImporterVendor']>, ParentType, ContextType>;
  invitation?: Resolver<Maybe<ResolversTypes['Invitation']>, ParentType, ContextType, RequireFields<QueryInvitationArgs, 'id'>>;
  leasingManager?: Resolver<Maybe<ResolversTypes['LeasingManager']>, ParentType, ContextType, RequireFields<QueryLeasingManagerArgs, 'id'>>;
  leasingManagerBuildingChoices?: Resolver<Array<ResolversTypes['Building']>, ParentType, ContextType, RequireFields<QueryLeasingManagerBuildingChoicesArgs, 'limit' | 'search'>>;
  leasingManagers?: Resolver<ResolversTypes['LeasingManagerPage'], ParentType, ContextType, RequireFields<QueryLeasingManagersArgs, 'limit' | 'offset'>>;
  listing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryListingArgs, 'id'>>;
  listingByPath?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryListingByPathArgs, 'address' | 'city' | 'floorAndSuite' | 'neighborhood' | 'state' | 'zip'>>;
  listingReview?: Resolver<ResolversTypes['ListingReviewPage'], ParentType, ContextType, RequireFields<QueryListingReviewArgs, 'limit'>>;
  mailOutbox?: Resolver<ResolversTypes['OutboxMailPage'], ParentType, ContextType, RequireFields<QueryMailOutboxArgs, 'limit'>>;
  maintenanceSwitch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['Market']>, ParentType, ContextType, RequireFields<QueryMarketArgs, 'slug' | 'state'>>;
  markets?: Resolver<Array<ResolversTypes['Market']>, ParentType, ContextType>;
  myMail?: Resolver<ResolversTypes['OutboxMailPage'], ParentType, ContextType, RequireFields<QueryMyMailArgs, 'limit'>>;
  onboardingProfile?: Resolver<Maybe<ResolversTypes['OnboardingProfile']>, ParentType, ContextType, Partial<QueryOnboardingProfileArgs>>;
  outboxMail?: Resolver<Maybe<ResolversTypes['OutboxMail']>, ParentType, ContextType, RequireFields<QueryOutboxMailArgs, 'id'>>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicSurvey?: Resolver<Maybe<ResolversTypes['PublicSurvey']>, ParentType, ContextType, RequireFields<QueryPublicSurveyArgs, 'uuid'>>;
  researchBuilding?: Resolver<Maybe<ResolversTypes['ResearchBuilding']>, ParentType, ContextType, RequireFields<QueryResearchBuildingArgs, 'id'>>;
  researchBuildings?: Resolver<ResolversTypes['ResearchBuildingPage'], ParentType, ContextType, RequireFields<QueryResearchBuildingsArgs, 'limit' | 'page'>>;
  researchContact?: Resolver<Maybe<ResolversTypes['BuildingContact']>, ParentType, ContextType, RequireFields<QueryResearchContactArgs, 'id'>>;
  researchContacts?: Resolver<ResolversTypes['ResearchContactPage'], ParentType, ContextType, RequireFields<QueryResearchContactsArgs, 'limit' | 'page'>>;
  researchListing?: Resolver<Maybe<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<QueryResearchListingArgs, 'id'>>;
  search?: Resolver<Maybe<ResolversTypes['SearchResult']>, ParentType, ContextType, RequireFields<QuerySearchArgs, 'input'>>;
  serverInfo?: Resolver<ResolversTypes['ServerInfo'], ParentType, ContextType>;
  sitemapBuildings?: Resolver<Maybe<ResolversTypes['SitemapBuildingsPage']>, ParentType, ContextType, RequireFields<QuerySitemapBuildingsArgs, 'city' | 'page' | 'state'>>;
  sitemapStates?: Resolver<Array<ResolversTypes['SitemapState']>, ParentType, ContextType>;
  survey?: Resolver<Maybe<ResolversTypes['Survey']>, ParentType, ContextType, RequireFields<QuerySurveyArgs, 'id'>>;
  tour?: Resolver<Maybe<ResolversTypes['Tour']>, ParentType, ContextType, RequireFields<QueryTourArgs, 'id'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit'>>;
  vendor?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType, RequireFields<QueryVendorArgs, 'slug'>>;
};

export type RemoveListingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveListingsPayload'] = ResolversParentTypes['RemoveListingsPayload']> = {
  updatedCampaigns?: Resolver<Array<ResolversTypes['CampaignSummary']>, ParentType, ContextType>;
  updatedSurveys?: Resolver<Array<ResolversTypes['SurveySummary']>, ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['AccountError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RequirementNeighborhoodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequirementNeighborhood'] = ResolversParentTypes['RequirementNeighborhood']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RequirementsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Requirements'] = ResolversParentTypes['Requirements']> = {
  activePriceFilter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  activeSizeFilter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  areas?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leaseTerm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  market?: Resolver<Maybe<ResolversTypes['BrokerMarket']>, ParentType, ContextType>;
  maxMonthlyBudget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxOccupancy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxPsf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maxSquareFeet?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minMonthlyBudget?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minOccupancy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minPsf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minSquareFeet?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  neighborhoods?: Resolver<Array<ResolversTypes['RequirementNeighborhood']>, ParentType, ContextType>;
  numEmployees?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  numberOfEmployees?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ResearchBuildingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResearchBuilding'] = ResolversParentTypes['ResearchBuilding']> = {
  building?: Resolver<ResolversTypes['Building'], ParentType, ContextType>;
  contactCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastCheckedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  listingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType, RequireFields<ResearchBuildingListingsArgs, 'limit'>>;
  statusCounts?: Resolver<Array<ResolversTypes['ListingStatusCount']>, ParentType, ContextType>;
};

export type ResearchBuildingPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResearchBuildingPage'] = ResolversParentTypes['ResearchBuildingPage']> = {
  buildings?: Resolver<Array<ResolversTypes['ResearchBuilding']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResearchContactPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResearchContactPage'] = ResolversParentTypes['ResearchContactPage']> = {
  contacts?: Resolver<Array<ResolversTypes['BuildingContact']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RetryImporterJobsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RetryImporterJobsPayload'] = ResolversParentTypes['RetryImporterJobsPayload']> = {
  retried?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['ImporterJobRetrySkip']>, ParentType, ContextType>;
};

export type SaveFeaturedListingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveFeaturedListingsPayload'] = ResolversParentTypes['SaveFeaturedListingsPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['FeaturedListingsError']>, ParentType, ContextType>;
  featured?: Resolver<Maybe<ResolversTypes['FeaturedListingsAdmin']>, ParentType, ContextType>;
};

export type SaveOnboardingProfilePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveOnboardingProfilePayload'] = ResolversParentTypes['SaveOnboardingProfilePayload']> = {
  error?: Resolver<Maybe<ResolversTypes['OnboardingError']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['OnboardingProfile']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  averageYearlyPricePerFoot?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  facets?: Resolver<Array<ResolversTypes['NeighborhoodFacet']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['Listing']>, ParentType, ContextType>;
  markers?: Resolver<Array<ResolversTypes['MapMarker']>, ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  neighborhoods?: Resolver<Array<ResolversTypes['Neighborhood']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeRange?: Resolver<ResolversTypes['SizeRange'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unknownNeighborhoods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SendSurveyVisitEmailPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendSurveyVisitEmailPayload'] = ResolversParentTypes['SendSurveyVisitEmailPayload']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ServerInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServerInfo'] = ResolversParentTypes['ServerInfo']> = {
  buildVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serverId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  approximateLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SharedNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedNote'] = ResolversParentTypes['SharedNote']> = {
  author?: Resolver<Maybe<ResolversTypes['SharedNoteAuthor']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['SharedNoteFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SharedNoteAuthorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedNoteAuthor'] = ResolversParentTypes['SharedNoteAuthor']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SharedNoteFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedNoteFile'] = ResolversParentTypes['SharedNoteFile']> = {
  byteSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SignInPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInPayload'] = ResolversParentTypes['SignInPayload']> = {
  currentUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['AccountError']>, ParentType, ContextType>;
};

export type SitemapBuildingsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapBuildingsPage'] = ResolversParentTypes['SitemapBuildingsPage']> = {
  buildings?: Resolver<Array<ResolversTypes['Building']>, ParentType, ContextType>;
  market?: Resolver<ResolversTypes['Market'], ParentType, ContextType>;
  neighborhood?: Resolver<Maybe<ResolversTypes['Neighborhood']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SitemapStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SitemapState'] = ResolversParentTypes['SitemapState']> = {
  markets?: Resolver<Array<ResolversTypes['Market']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SizeRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SizeRange'] = ResolversParentTypes['SizeRange']> = {
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StartCampaignPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartCampaignPayload'] = ResolversParentTypes['StartCampaignPayload']> = {
  campaignId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitationSent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubleaseContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubleaseContact'] = ResolversParentTypes['SubleaseContact']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubmarketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Submarket'] = ResolversParentTypes['Submarket']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  neighborhoods?: Resolver<Array<ResolversTypes['Neighborhood']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubmitContactFormPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmitContactFormPayload'] = ResolversParentTypes['SubmitContactFormPayload']> = {
  errors?: Resolver<Array<ResolversTypes['ContactFormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SuccessPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuccessPayload'] = ResolversParentTypes['SuccessPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['AccountError']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SurveyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Survey'] = ResolversParentTypes['Survey']> = {
  campaign?: Resolver<ResolversTypes['SurveyCampaign'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['SurveyListing']>, ParentType, ContextType>;
  mailNotice?: Resolver<Maybe<ResolversTypes['MailNotice']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanRespond?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SurveyAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyAnswer'] = ResolversParentTypes['SurveyAnswer']> = {
  answeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  byViewer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['SurveyRating']>, ParentType, ContextType>;
  respondentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SurveyCampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyCampaign'] = ResolversParentTypes['SurveyCampaign']> = {
  brokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SurveyListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyListing'] = ResolversParentTypes['SurveyListing']> = {
  answers?: Resolver<Array<ResolversTypes['SurveyAnswer']>, ParentType, ContextType>;
  clientComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['SurveyRating']>, ParentType, ContextType>;
};

export type SurveyReferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveyReference'] = ResolversParentTypes['SurveyReference']> = {
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SurveySummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SurveySummary'] = ResolversParentTypes['SurveySummary']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TourResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tour'] = ResolversParentTypes['Tour']> = {
  campaign?: Resolver<ResolversTypes['SurveyCampaign'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailNotice?: Resolver<Maybe<ResolversTypes['MailNotice']>, ParentType, ContextType>;
  meetingPoint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TourState'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['TourStop']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerCanEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TourReferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TourReference'] = ResolversParentTypes['TourReference']> = {
  date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TourStopResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TourStop'] = ResolversParentTypes['TourStop']> = {
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['Listing'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TourSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TourSummary'] = ResolversParentTypes['TourSummary']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TourState'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  adminCampaigns?: Resolver<Maybe<Array<ResolversTypes['UserCampaign']>>, ParentType, ContextType, RequireFields<UserAdminCampaignsArgs, 'limit'>>;
  brokerMarket?: Resolver<Maybe<ResolversTypes['BrokerMarket']>, ParentType, ContextType>;
  cityOfInterest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedUserTasks?: Resolver<Maybe<Array<ResolversTypes['CompletedUserTask']>>, ParentType, ContextType>;
  confirmed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  e164Phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featureFlags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPassword?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBroker?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRenter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isResearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latestCampaign?: Resolver<Maybe<ResolversTypes['LatestCampaign']>, ParentType, ContextType>;
  marketOfInterest?: Resolver<Maybe<ResolversTypes['MarketOfInterest']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePicURL?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesforceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<Maybe<Array<ResolversTypes['Session']>>, ParentType, ContextType>;
  tours?: Resolver<Maybe<Array<ResolversTypes['TourReference']>>, ParentType, ContextType>;
  unconfirmedEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType>;
};

export type UserCampaignResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserCampaign'] = ResolversParentTypes['UserCampaign']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type VendorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trusted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  viewerCanUpload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VendorPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VendorPayload'] = ResolversParentTypes['VendorPayload']> = {
  error?: Resolver<Maybe<ResolversTypes['AccountError']>, ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AcceptInvitationPayload?: AcceptInvitationPayloadResolvers<ContextType>;
  AccountError?: AccountErrorResolvers<ContextType>;
  AccountPayload?: AccountPayloadResolvers<ContextType>;
  AddListingsPayload?: AddListingsPayloadResolvers<ContextType>;
  AdminBuildingPage?: AdminBuildingPageResolvers<ContextType>;
  AdminBuildingRow?: AdminBuildingRowResolvers<ContextType>;
  AdminImporterJob?: AdminImporterJobResolvers<ContextType>;
  AdminImporterJobPage?: AdminImporterJobPageResolvers<ContextType>;
  AnalyticsEvent?: AnalyticsEventResolvers<ContextType>;
  AnalyticsEventPage?: AnalyticsEventPageResolvers<ContextType>;
  AnalyticsEventType?: AnalyticsEventTypeResolvers;
  AnalyticsUserType?: AnalyticsUserTypeResolvers;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  BrokerInsight?: BrokerInsightResolvers<ContextType>;
  BrokerInsightAuthor?: BrokerInsightAuthorResolvers<ContextType>;
  BrokerMarket?: BrokerMarketResolvers<ContextType>;
  Building?: BuildingResolvers<ContextType>;
  BuildingAdminError?: BuildingAdminErrorResolvers<ContextType>;
  BuildingContact?: BuildingContactResolvers<ContextType>;
  BuildingMergeCollision?: BuildingMergeCollisionResolvers<ContextType>;
  BuildingMergePreview?: BuildingMergePreviewResolvers<ContextType>;
  BuildingMergePreviewPayload?: BuildingMergePreviewPayloadResolvers<ContextType>;
  Campaign?: CampaignResolvers<ContextType>;
  CampaignListItem?: CampaignListItemResolvers<ContextType>;
  CampaignListPage?: CampaignListPageResolvers<ContextType>;
  CampaignListingConnection?: CampaignListingConnectionResolvers<ContextType>;
  CampaignListingEdge?: CampaignListingEdgeResolvers<ContextType>;
  CampaignPerson?: CampaignPersonResolvers<ContextType>;
  CampaignStageCount?: CampaignStageCountResolvers<ContextType>;
  CampaignSummary?: CampaignSummaryResolvers<ContextType>;
  CandidateCommutes?: CandidateCommutesResolvers<ContextType>;
  CmsContent?: CmsContentResolvers<ContextType>;
  CommuteCandidate?: CommuteCandidateResolvers<ContextType>;
  CommuteEstimates?: CommuteEstimatesResolvers<ContextType>;
  CommuteHome?: CommuteHomeResolvers<ContextType>;
  CommuteMethod?: CommuteMethodResolvers<ContextType>;
  CommuteModeMethod?: CommuteModeMethodResolvers<ContextType>;
  CommuteTimes?: CommuteTimesResolvers<ContextType>;
  CompleteOnboardingPayload?: CompleteOnboardingPayloadResolvers<ContextType>;
  CompletedUserTask?: CompletedUserTaskResolvers<ContextType>;
  ConfirmAccountPayload?: ConfirmAccountPayloadResolvers<ContextType>;
  ContactFormError?: ContactFormErrorResolvers<ContextType>;
  ContactFormKind?: ContactFormKindResolvers;
  ContactSubmission?: ContactSubmissionResolvers<ContextType>;
  ContactSubmissionPage?: ContactSubmissionPageResolvers<ContextType>;
  ContentBlock?: ContentBlockResolvers<ContextType>;
  ContentHeading?: ContentHeadingResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  ContentSection?: ContentSectionResolvers;
  ContentSummary?: ContentSummaryResolvers<ContextType>;
  CsvImport?: CsvImportResolvers<ContextType>;
  CsvRowPage?: CsvRowPageResolvers<ContextType>;
  CsvRowResult?: CsvRowResultResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FeaturedListingEntry?: FeaturedListingEntryResolvers<ContextType>;
  FeaturedListingsAdmin?: FeaturedListingsAdminResolvers<ContextType>;
  FeaturedListingsError?: FeaturedListingsErrorResolvers<ContextType>;
  FloorPlan?: FloorPlanResolvers<ContextType>;
  FloorPlanCollection?: FloorPlanCollectionResolvers<ContextType>;
  HomeCommute?: HomeCommuteResolvers<ContextType>;
  ImageAttachment?: ImageAttachmentResolvers<ContextType>;
  ImageUpload?: ImageUploadResolvers<ContextType>;
  ImporterCsvImport?: ImporterCsvImportResolvers<ContextType>;
  ImporterJob?: ImporterJobResolvers<ContextType>;
  ImporterJobAnswer?: ImporterJobAnswerResolvers<ContextType>;
  ImporterJobError?: ImporterJobErrorResolvers<ContextType>;
  ImporterJobRetrySkip?: ImporterJobRetrySkipResolvers<ContextType>;
  ImporterVendor?: ImporterVendorResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationPrefill?: InvitationPrefillResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LatLng?: LatLngResolvers<ContextType>;
  LatestCampaign?: LatestCampaignResolvers<ContextType>;
  LeasingManager?: LeasingManagerResolvers<ContextType>;
  LeasingManagerError?: LeasingManagerErrorResolvers<ContextType>;
  LeasingManagerPage?: LeasingManagerPageResolvers<ContextType>;
  LeasingManagerPayload?: LeasingManagerPayloadResolvers<ContextType>;
  Listing?: ListingResolvers<ContextType>;
  ListingChange?: ListingChangeResolvers<ContextType>;
  ListingContactChanges?: ListingContactChangesResolvers<ContextType>;
  ListingFieldChange?: ListingFieldChangeResolvers<ContextType>;
  ListingHistory?: ListingHistoryResolvers<ContextType>;
  ListingHistoryOrigin?: ListingHistoryOriginResolvers<ContextType>;
  ListingReference?: ListingReferenceResolvers<ContextType>;
  ListingReviewAnswer?: ListingReviewAnswerResolvers<ContextType>;
  ListingReviewEntry?: ListingReviewEntryResolvers<ContextType>;
  ListingReviewPage?: ListingReviewPageResolvers<ContextType>;
  ListingReviewSkip?: ListingReviewSkipResolvers<ContextType>;
  ListingStatusCount?: ListingStatusCountResolvers<ContextType>;
  MailLink?: MailLinkResolvers<ContextType>;
  MailNotice?: MailNoticeResolvers<ContextType>;
  MailRecipient?: MailRecipientResolvers<ContextType>;
  MapMarker?: MapMarkerResolvers<ContextType>;
  Market?: MarketResolvers<ContextType>;
  MarketOfInterest?: MarketOfInterestResolvers<ContextType>;
  MarketPropertyType?: MarketPropertyTypeResolvers<ContextType>;
  MergeBuildingsPayload?: MergeBuildingsPayloadResolvers<ContextType>;
  MoveCampaignListingsPayload?: MoveCampaignListingsPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Neighborhood?: NeighborhoodResolvers<ContextType>;
  NeighborhoodFacet?: NeighborhoodFacetResolvers<ContextType>;
  OnboardingCampaign?: OnboardingCampaignResolvers<ContextType>;
  OnboardingError?: OnboardingErrorResolvers<ContextType>;
  OnboardingProfile?: OnboardingProfileResolvers<ContextType>;
  OutboxMail?: OutboxMailResolvers<ContextType>;
  OutboxMailPage?: OutboxMailPageResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  PropertyType?: PropertyTypeResolvers;
  PublicSurvey?: PublicSurveyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RemoveListingsPayload?: RemoveListingsPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequirementNeighborhood?: RequirementNeighborhoodResolvers<ContextType>;
  Requirements?: RequirementsResolvers<ContextType>;
  ResearchBuilding?: ResearchBuildingResolvers<ContextType>;
  ResearchBuildingPage?: ResearchBuildingPageResolvers<ContextType>;
  ResearchContactPage?: ResearchContactPageResolvers<ContextType>;
  RetryImporterJobsPayload?: RetryImporterJobsPayloadResolvers<ContextType>;
  SaveFeaturedListingsPayload?: SaveFeaturedListingsPayloadResolvers<ContextType>;
  SaveOnboardingProfilePayload?: SaveOnboardingProfilePayloadResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SendSurveyVisitEmailPayload?: SendSurveyVisitEmailPayloadResolvers<ContextType>;
  ServerInfo?: ServerInfoResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SharedNote?: SharedNoteResolvers<ContextType>;
  SharedNoteAuthor?: SharedNoteAuthorResolvers<ContextType>;
  SharedNoteFile?: SharedNoteFileResolvers<ContextType>;
  SignInPayload?: SignInPayloadResolvers<ContextType>;
  SitemapBuildingsPage?: SitemapBuildingsPageResolvers<ContextType>;
  SitemapState?: SitemapStateResolvers<ContextType>;
  SizeRange?: SizeRangeResolvers<ContextType>;
  StartCampaignPayload?: StartCampaignPayloadResolvers<ContextType>;
  SubleaseContact?: SubleaseContactResolvers<ContextType>;
  Submarket?: SubmarketResolvers<ContextType>;
  SubmitContactFormPayload?: SubmitContactFormPayloadResolvers<ContextType>;
  SuccessPayload?: SuccessPayloadResolvers<ContextType>;
  Survey?: SurveyResolvers<ContextType>;
  SurveyAnswer?: SurveyAnswerResolvers<ContextType>;
  SurveyCampaign?: SurveyCampaignResolvers<ContextType>;
  SurveyListing?: SurveyListingResolvers<ContextType>;
  SurveyReference?: SurveyReferenceResolvers<ContextType>;
  SurveySummary?: SurveySummaryResolvers<ContextType>;
  Tour?: TourResolvers<ContextType>;
  TourReference?: TourReferenceResolvers<ContextType>;
  TourStop?: TourStopResolvers<ContextType>;
  TourSummary?: TourSummaryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserCampaign?: UserCampaignResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorPayload?: VendorPayloadResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  cost?: CostDirectiveResolver<any, any, ContextType>;
  listSize?: ListSizeDirectiveResolver<any, any, ContextType>;
};
