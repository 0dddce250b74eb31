import { describe, expect, it } from "vitest";
import { type ActionOf, can, type Kind, RULES } from "./can";
import { anonymousViewer, isSignedIn, type UserRow, type Viewer } from "./policy";
import type { CampaignSubject, MailSubject, Subject } from "./subjects";

/** Every role the rules tell apart, in the table's column order. */
const ROLES = [
  "signedOut",
  "client",
  "otherClient",
  "broker",
  "otherBroker",
  "research",
  "admin",
  "invited",
] as const;
type Role = (typeof ROLES)[number];

function user(id: number, flags: Partial<UserRow> = {}): Viewer {
  return {
    sessionIdHash: "hash",
    user: {
      id,
      uuid: `00000000-0000-4000-8000-00000000000${id}`,
      salesforceId: null,
      email: `user${id}@example.test`,
      unconfirmedEmail: null,
      passwordHash: null,
      firstName: "",
      lastName: "",
      phone: null,
      e164Phone: null,
      companyName: null,
      isRenter: true,
      isBroker: false,
      isAdmin: false,
      isVerified: false,
      isResearch: false,
      featureFlags: [],
      profilePicUrl: null,
      confirmedAt: null,
      cityOfInterest: null,
      brokerMarketId: null,
      marketOfInterestId: null,
      vendorId: null,
      disabledAt: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
      ...flags,
    },
  };
}

const VIEWERS: Record<Role, Viewer> = {
  signedOut: anonymousViewer,
  // The client also uploads CSVs for vendor 90 (a vendor's user is an ordinary account with vendor_id).
  client: user(1, { vendorId: 90 }),
  otherClient: user(2),
  // The broker works the listing's and building's market (100); the other broker another one.
  broker: user(3, { isBroker: true, isRenter: false, brokerMarketId: 100 }),
  otherBroker: user(4, { isBroker: true, isRenter: false, brokerMarketId: 200 }),
  research: user(5, { isResearch: true, isRenter: false }),
  admin: user(6, { isAdmin: true, isRenter: false }),
  /** A client who accepted an invitation to the campaign, survey or tour in question. */
  invited: user(7),
};

// The client (1) and broker (3) own every tourbook object; the invited user (7) accepted its invitation.
const campaign: CampaignSubject = { kind: "campaign", id: 10, clientId: 1, brokerId: 3, memberIds: [7] };
const parent: CampaignSubject = { ...campaign, memberIds: [] };
function mail(over: Partial<MailSubject>): MailSubject {
  return {
    kind: "mail",
    id: 99,
    to: " USER1@example.test",
    sentById: 3,
    createdAt: new Date(1000),
    demoMode: true,
    ...over,
  };
}

const SUBJECTS = {
  campaign,
  survey: { kind: "survey", id: 20, campaign: parent, inviteeIds: [7], published: true },
  "draft survey": { kind: "survey", id: 21, campaign: parent, inviteeIds: [7], published: false },
  tour: { kind: "tour", id: 30, campaign: parent, inviteeIds: [7], scheduled: true },
  "draft tour": { kind: "tour", id: 31, campaign: parent, inviteeIds: [7], scheduled: false },
  tourbook: { kind: "tourbook" },
  "invitation to client": { kind: "invitation", id: 60, email: "User1@Example.test " },
  "listing AVAILABLE": { kind: "listing", id: 40, status: "AVAILABLE", marketId: 100 },
  "listing VETTING": { kind: "listing", id: 41, status: "VETTING", marketId: 100 },
  building: { kind: "building", id: 50, marketId: 100 },
  "insight by broker": { kind: "brokerInsight", id: 70, authorId: 3, marketId: 100 },
  "insight by other broker": { kind: "brokerInsight", id: 71, authorId: 4, marketId: 100 },
  "job of broker": { kind: "importerJob", id: 80, createdById: 3 },
  "job of nobody": { kind: "importerJob", id: 81, createdById: null },
  "profile of client": { kind: "profile", userId: 1 },
  "visitor's profile": { kind: "profile", userId: null },
  "user client": { kind: "user", id: 1 },
  "user admin (self)": { kind: "user", id: 6 },
  "note by broker": { kind: "note", id: 70, authorId: 3 },
  "leasing manager": { kind: "leasingManager", id: 90 },
  "new leasing manager": { kind: "leasingManager", id: null },
  "building contact": { kind: "buildingContact", id: 90 },
  "new building contact": { kind: "buildingContact", id: null },
  "featured office list": { kind: "featuredList", marketId: 100, propertyType: "office" },
  "vendor of client": { kind: "vendor", id: 90 },
  "other vendor": { kind: "vendor", id: 91 },
  "import of client's vendor": { kind: "csvImport", id: 95, vendorId: 90 },
  "import of other vendor": { kind: "csvImport", id: 96, vendorId: 91 },
  // Sent by the broker's action to the client's address; the client's account dates from 0.
  "demo mail to client": mail({ demoMode: true }),
  "demo mail to client, sent before the account": mail({ demoMode: true, createdAt: new Date(-1000) }),
  "mail to client": mail({ demoMode: false }),
} satisfies Record<string, Subject>;

/**
 * The rule table: Y allowed, - refused, one column per role. It is docs/decisions.md's table too.
 * Every action of every kind must appear at least once (see the last test).
 */
// biome-ignore format: the table is aligned by hand so each row reads across the roles
const TABLE: [keyof typeof SUBJECTS, string, string][] = [
  //  subject               action                  out cli oth bro obr res adm inv
  ["campaign",             "read",                 "-   Y   -   Y   -   -   Y   Y"],
  ["campaign",             "update",               "-   Y   -   Y   -   -   Y   -"],
  ["campaign",             "archive",              "-   -   -   Y   -   -   Y   -"],
  ["campaign",             "addListings",          "-   Y   -   Y   -   -   Y   -"],
  ["campaign",             "removeListings",       "-   Y   -   Y   -   -   Y   -"],
  ["campaign",             "invite",               "-   Y   -   Y   -   -   Y   -"],
  ["campaign",             "createSurvey",         "-   -   -   Y   -   -   Y   -"],
  ["campaign",             "createTour",           "-   -   -   Y   -   -   Y   -"],
  ["campaign",             "notifyBrokerOfLogin",  "-   Y   -   -   -   -   -   -"],
  ["survey",               "read",                 "-   Y   -   Y   -   -   Y   Y"],
  ["survey",               "update",               "-   -   -   Y   -   -   Y   -"],
  ["survey",               "addListings",          "-   -   -   Y   -   -   Y   -"],
  ["survey",               "removeListings",       "-   -   -   Y   -   -   Y   -"],
  ["survey",               "invite",               "-   -   -   Y   -   -   Y   -"],
  ["survey",               "respond",              "-   Y   -   -   -   -   -   Y"],
  ["survey",               "readAnswers",          "-   -   -   Y   -   -   Y   -"],
  ["draft survey",         "read",                 "-   -   -   Y   -   -   Y   -"],
  ["draft survey",         "update",               "-   -   -   Y   -   -   Y   -"],
  ["draft survey",         "respond",              "-   -   -   -   -   -   -   -"],
  ["tour",                 "read",                 "-   Y   -   Y   -   -   Y   Y"],
  ["tour",                 "update",               "-   -   -   Y   -   -   Y   -"],
  ["tour",                 "addListings",          "-   -   -   Y   -   -   Y   -"],
  ["tour",                 "removeListings",       "-   -   -   Y   -   -   Y   -"],
  ["tour",                 "invite",               "-   -   -   Y   -   -   Y   -"],
  ["tour",                 "respond",              "-   Y   -   -   -   -   -   Y"],
  ["draft tour",           "read",                 "-   -   -   Y   -   -   Y   -"],
  ["draft tour",           "update",               "-   -   -   Y   -   -   Y   -"],
  ["draft tour",           "respond",              "-   -   -   -   -   -   -   -"],
  ["tourbook",             "startCampaign",        "-   -   -   Y   Y   -   Y   -"],
  ["invitation to client", "accept",               "-   Y   -   -   -   -   -   -"],
  // The client's address is not confirmed here: see "accepting by address" below for a confirmed one.
  ["invitation to client", "acceptByAddress",      "-   -   -   -   -   -   -   -"],
  ["listing AVAILABLE",    "read",                 "Y   Y   Y   Y   Y   Y   Y   Y"],
  ["listing VETTING",      "read",                 "-   -   -   Y   Y   Y   Y   -"],
  ["listing AVAILABLE",    "readPrivate",          "-   -   -   Y   Y   -   Y   -"],
  ["listing AVAILABLE",    "update",               "-   -   -   Y   -   Y   Y   -"],
  ["listing AVAILABLE",    "editAvailability",     "-   -   -   -   -   Y   Y   -"],
  ["listing VETTING",      "review",               "-   -   -   -   -   Y   Y   -"],
  ["building",             "read",                 "Y   Y   Y   Y   Y   Y   Y   Y"],
  ["building",             "readPrivate",          "-   -   -   Y   Y   -   Y   -"],
  ["building",             "readContacts",         "-   -   -   Y   -   Y   Y   -"],
  ["building",             "update",               "-   -   -   Y   -   Y   Y   -"],
  ["building",             "updateContacts",       "-   -   -   Y   -   Y   Y   -"],
  ["building",             "addListing",           "-   -   -   -   -   Y   Y   -"],
  ["building",             "administer",           "-   -   -   -   -   -   Y   -"],
  ["insight by broker",    "update",               "-   -   -   Y   -   Y   Y   -"],
  ["insight by other broker", "update",             "-   -   -   -   -   Y   Y   -"],
  ["job of broker",        "read",                 "-   -   -   Y   -   -   Y   -"],
  ["job of nobody",        "read",                 "-   -   -   -   -   -   Y   -"],
  ["job of broker",        "retry",                "-   -   -   -   -   -   Y   -"],
  ["job of nobody",        "retry",                "-   -   -   -   -   -   Y   -"],
  ["profile of client",    "read",                 "-   Y   -   -   -   -   Y   -"],
  ["profile of client",    "update",               "-   Y   -   -   -   -   -   -"],
  ["profile of client",    "complete",             "-   Y   -   -   -   -   -   -"],
  ["visitor's profile",    "read",                 "Y   Y   Y   Y   Y   Y   Y   Y"],
  ["visitor's profile",    "update",               "Y   Y   Y   Y   Y   Y   Y   Y"],
  ["visitor's profile",    "complete",             "Y   Y   Y   -   -   Y   -   Y"],
  ["user client",          "readPrivate",          "-   Y   -   -   -   -   Y   -"],
  ["user client",          "readSessions",         "-   Y   -   -   -   -   -   -"],
  ["user client",          "updateSettings",       "-   Y   -   -   -   -   -   -"],
  ["user client",          "setRoles",             "-   -   -   -   -   -   Y   -"],
  ["user client",          "revokeAdmin",          "-   -   -   -   -   -   Y   -"],
  ["user admin (self)",    "revokeAdmin",          "-   -   -   -   -   -   -   -"],
  ["user admin (self)",    "readPrivate",          "-   -   -   -   -   -   Y   -"],
  ["note by broker",       "update",               "-   -   -   Y   -   -   Y   -"],
  ["note by broker",       "delete",               "-   -   -   Y   -   -   Y   -"],
  ["leasing manager",      "read",                 "-   -   -   Y   Y   Y   Y   -"],
  ["new leasing manager",  "create",               "-   -   -   Y   Y   Y   Y   -"],
  ["leasing manager",      "update",               "-   -   -   Y   Y   Y   Y   -"],
  ["leasing manager",      "linkBuildings",        "-   -   -   Y   Y   Y   Y   -"],
  ["building contact",     "read",                 "-   -   -   -   -   Y   Y   -"],
  ["new building contact", "create",               "-   -   -   -   -   Y   Y   -"],
  ["building contact",     "update",               "-   -   -   -   -   Y   Y   -"],
  ["building contact",     "link",                 "-   -   -   -   -   Y   Y   -"],
  ["featured office list", "read",                 "-   -   -   -   -   -   Y   -"],
  ["featured office list", "update",               "-   -   -   -   -   -   Y   -"],
  ["vendor of client",     "read",                 "-   Y   Y   Y   Y   Y   Y   Y"],
  ["vendor of client",     "uploadCsv",            "-   Y   -   -   -   -   Y   -"],
  ["other vendor",         "read",                 "-   Y   Y   Y   Y   Y   Y   Y"],
  ["other vendor",         "uploadCsv",            "-   -   -   -   -   -   Y   -"],
  ["import of client's vendor", "read",            "-   Y   -   -   -   -   Y   -"],
  ["import of other vendor", "read",               "-   -   -   -   -   -   Y   -"],
  // Issue 25's mail screens: the recipient only in demo mode, admins always (secrets hidden), the
  // broker whose action sent it the status alone.
  ["demo mail to client",  "read",                 "-   Y   -   -   -   -   Y   -"],
  ["demo mail to client",  "readStatus",           "-   Y   -   Y   -   -   Y   -"],
  ["demo mail to client",  "readInvitationLinks",  "-   Y   -   -   -   -   -   -"],
  ["demo mail to client",  "readTokenLinks",       "-   Y   -   -   -   -   -   -"],
  ["demo mail to client, sent before the account", "readTokenLinks", "-   -   -   -   -   -   -   -"],
  ["demo mail to client, sent before the account", "readInvitationLinks", "-   Y   -   -   -   -   -   -"],
  ["mail to client",       "read",                 "-   -   -   -   -   -   Y   -"],
  ["mail to client",       "readStatus",           "-   -   -   Y   -   -   Y   -"],
  ["mail to client",       "readInvitationLinks",  "-   -   -   -   -   -   -   -"],
  ["mail to client",       "readTokenLinks",       "-   -   -   -   -   -   -   -"],
];

/** Calls the rule as code outside the type system would: any action string, any subject. */
const canUntyped = (viewer: Viewer, action: string, subject: Subject) =>
  can(viewer, action as ActionOf<Kind>, subject as never);

describe("can(): every rule × every role", () => {
  for (const [subjectName, action, cells] of TABLE) {
    const expected = cells.trim().split(/\s+/);
    it(`${subjectName} · ${action}`, () => {
      expect(expected).toHaveLength(ROLES.length);
      const actual = ROLES.map((role) =>
        canUntyped(VIEWERS[role], action, SUBJECTS[subjectName]) ? "Y" : "-",
      );
      expect(Object.fromEntries(ROLES.map((r, i) => [r, actual[i]]))).toEqual(
        Object.fromEntries(ROLES.map((r, i) => [r, expected[i]])),
      );
    });
  }

  it("has a table row for every action of every kind", () => {
    const covered = new Set(TABLE.map(([s, action]) => `${SUBJECTS[s].kind}.${action}`));
    const rules = Object.entries(RULES).flatMap(([kind, set]) => Object.keys(set).map((a) => `${kind}.${a}`));
    expect(rules.filter((r) => !covered.has(r))).toEqual([]);
  });

  it("accepting by address needs the invited address confirmed; the mailed link needs the address only (issue 24)", () => {
    const invitation = SUBJECTS["invitation to client"];
    const confirmed = user(1, { confirmedAt: new Date(0) });
    expect(can(confirmed, "acceptByAddress", invitation)).toBe(true);
    expect(can(confirmed, "accept", invitation)).toBe(true);
    expect(can(VIEWERS.client, "acceptByAddress", invitation)).toBe(false);
    expect(can(VIEWERS.client, "accept", invitation)).toBe(true);
    expect(can(user(2, { confirmedAt: new Date(0) }), "acceptByAddress", invitation)).toBe(false);
  });

  it("refuses an action the kind does not have, even one every object answers to", () => {
    const admin = VIEWERS.admin;
    expect(canUntyped(admin, "publish", SUBJECTS["listing AVAILABLE"])).toBe(false);
    expect(canUntyped(admin, "constructor", SUBJECTS.building)).toBe(false);
    expect(canUntyped(admin, "toString", SUBJECTS.campaign)).toBe(false);
  });

  it("ties actions to their kind at compile time and narrows signed-in viewers", () => {
    const listing = SUBJECTS["listing AVAILABLE"];
    // @ts-expect-error: listings have no "publish"
    expect(() => can(VIEWERS.admin, "publish", listing)).not.toThrow();
    // @ts-expect-error: "archive" is a campaign action, not a listing one
    expect(() => can(VIEWERS.admin, "archive", listing)).not.toThrow();
    const viewer: Viewer = VIEWERS.client;
    if (isSignedIn(viewer)) expect(viewer.user.id).toBe(1);
    else throw new Error("the client is signed in");
  });
});
