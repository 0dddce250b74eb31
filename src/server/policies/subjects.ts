/**
 * What `can()` decides about: the least of each object that its rules read. Build them from loaded
 * rows (`subjectLoaders.ts` loads the ones that need more than the row) so a rule never queries.
 */

export type CampaignSubject = {
  kind: "campaign";
  id: number;
  clientId: number | null;
  brokerId: number | null;
  /** Users who accepted an invitation to the whole campaign (tourbook). */
  memberIds: readonly number[];
};

/** A survey or tour belongs to its campaign; its invitees are the users who accepted its invitation. */
export type SurveySubject = {
  kind: "survey";
  id: number;
  campaign: CampaignSubject;
  inviteeIds: readonly number[];
  /** A draft (not yet published) is the broker's alone. */
  published: boolean;
};

export type TourSubject = {
  kind: "tour";
  id: number;
  campaign: CampaignSubject;
  inviteeIds: readonly number[];
  /** A draft (not yet scheduled) is the broker's alone. */
  scheduled: boolean;
};

/**
 * An invitation, as the accept rule reads it: the address it was sent to. Its state (expired, used)
 * is not a permission: the service answers those with their own messages.
 */
export type InvitationSubject = { kind: "invitation"; id: number; email: string };

/** The tourbook as a whole: what starting a new campaign is a right over. */
export type TourbookSubject = { kind: "tourbook" };

export const TOURBOOK: TourbookSubject = { kind: "tourbook" };

/** marketId: whose brokers may edit it (placeRules.editsMarket). */
export type ListingSubject = { kind: "listing"; id: number; status: string; marketId: number };

export type BuildingSubject = { kind: "building"; id: number; marketId: number };

/** A broker insight: its author, and its listing's market (whose brokers may add insights). */
export type BrokerInsightSubject = {
  kind: "brokerInsight";
  id: number;
  authorId: number | null;
  marketId: number;
};

/** An importer job: who queued it (null for a vendor's CSV run by nobody in particular). */
export type ImporterJobSubject = { kind: "importerJob"; id: number; createdById: number | null };

/** An onboarding profile; `userId` null while a visitor's browser holds it and no account owns it. */
export type ProfileSubject = { kind: "profile"; userId: number | null };

export type UserSubject = { kind: "user"; id: number };

/** A shared note on a listing; its author wrote it (null once the author's account is gone). */
export type NoteSubject = { kind: "note"; id: number; authorId: number | null };

/** A landlord-side leasing manager (/leasing-managers); a directory entry, no owner. */
export type LeasingManagerSubject = { kind: "leasingManager"; id: number | null };
/**
 * A building contact as the research team keeps it, outside any one building (the research
 * directory, a contact with no building yet, linking it to another). Null id: one not created yet.
 */
export type BuildingContactSubject = { kind: "buildingContact"; id: number | null };

export const buildingContactSubject = (id: number | null): BuildingContactSubject => ({
  kind: "buildingContact",
  id,
});
/** A market's featured listings of one property type (featured_listings, filtered by the listing's type). */
export type FeaturedListSubject = { kind: "featuredList"; marketId: number; propertyType: string };
/** A CSV source: whose users upload for it (users.vendor_id). */
export type VendorSubject = { kind: "vendor"; id: number };

/** One uploaded CSV, read by its vendor's users. */
export type CsvImportSubject = { kind: "csvImport"; id: number; vendorId: number };

export const vendorSubject = (row: { id: number }): VendorSubject => ({ kind: "vendor", id: row.id });

export const csvImportSubject = (row: { id: number; vendorId: number }): CsvImportSubject => ({
  kind: "csvImport",
  id: row.id,
  vendorId: row.vendorId,
});

export type Subject =
  | LeasingManagerSubject
  | CampaignSubject
  | SurveySubject
  | TourSubject
  | InvitationSubject
  | TourbookSubject
  | ListingSubject
  | BuildingSubject
  | BrokerInsightSubject
  | ImporterJobSubject
  | ProfileSubject
  | UserSubject
  | NoteSubject
  | BuildingContactSubject
  | FeaturedListSubject
  | VendorSubject
  | CsvImportSubject
  | MailSubject;

export const listingSubject = (row: { id: number; status: string; marketId: number }): ListingSubject => ({
  kind: "listing",
  id: row.id,
  status: row.status,
  marketId: row.marketId,
});

export const buildingSubject = (row: { id: number; marketId: number }): BuildingSubject => ({
  kind: "building",
  id: row.id,
  marketId: row.marketId,
});

export const brokerInsightSubject = (
  row: { id: number; authorId: number | null },
  marketId: number,
): BrokerInsightSubject => ({ kind: "brokerInsight", id: row.id, authorId: row.authorId, marketId });

export const importerJobSubject = (row: { id: number; createdById: number | null }): ImporterJobSubject => ({
  kind: "importerJob",
  id: row.id,
  createdById: row.createdById,
});

export const profileSubject = (row: { userId: number | null }): ProfileSubject => ({
  kind: "profile",
  userId: row.userId,
});

export const userSubject = (row: { id: number }): UserSubject => ({ kind: "user", id: row.id });

/** A campaign with no members loaded: only for rules that never read `memberIds` (client, broker). */
export const campaignParties = (row: {
  id: number;
  clientId: number | null;
  brokerId: number | null;
}): CampaignSubject => ({
  kind: "campaign",
  id: row.id,
  clientId: row.clientId,
  brokerId: row.brokerId,
  memberIds: [],
});

/** A leasing manager row, or `LEASING_MANAGERS` for one not created yet. */
export const leasingManagerSubject = (row: { id: number }): LeasingManagerSubject => ({
  kind: "leasingManager",
  id: row.id,
});
export const LEASING_MANAGERS: LeasingManagerSubject = { kind: "leasingManager", id: null };

export const noteSubject = (row: { id: number; authorId: number | null }): NoteSubject => ({
  kind: "note",
  id: row.id,
  authorId: row.authorId,
});

export const featuredListSubject = (marketId: number, propertyType: string): FeaturedListSubject => ({
  kind: "featuredList",
  marketId,
  propertyType,
});

/**
 * One outbox e-mail (issue 25's mail screens): its recipient, whose action sent it, when, and
 * whether the server runs in demo mode, where mail to the viewer's own address is theirs to read.
 */
export type MailSubject = {
  kind: "mail";
  id: number;
  to: string;
  sentById: number | null;
  createdAt: Date;
  demoMode: boolean;
};
