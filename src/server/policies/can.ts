import { campaignRules, invitationRules, surveyRules, tourbookRules, tourRules } from "./campaignRules";
import { featuredListRules } from "./featuredPolicy";
import { leasingManagerRules } from "./leasingManagerRules";
import { mailRules } from "./mailRules";
import { noteRules } from "./noteRules";
import { profileRules, userRules } from "./personRules";
import { brokerInsightRules, buildingRules, importerJobRules, listingRules } from "./placeRules";
import type { Viewer } from "./policy";
import { buildingContactRules } from "./researchRules";
import type { Subject } from "./subjects";
import { csvImportRules, vendorRules } from "./vendorRules";

/**
 * Every object-level rule, by object kind then action. Each kind's actions are its own:
 * `can(viewer, "archive", listing)` does not compile. can.test.ts tables every rule × every role.
 */
export const RULES = {
  campaign: campaignRules,
  survey: surveyRules,
  tour: tourRules,
  tourbook: tourbookRules,
  invitation: invitationRules,
  listing: listingRules,
  building: buildingRules,
  brokerInsight: brokerInsightRules,
  importerJob: importerJobRules,
  profile: profileRules,
  user: userRules,
  note: noteRules,
  leasingManager: leasingManagerRules,
  buildingContact: buildingContactRules,
  featuredList: featuredListRules,
  vendor: vendorRules,
  csvImport: csvImportRules,
  mail: mailRules,
} as const;

export type Kind = keyof typeof RULES;
export type ActionOf<K extends Kind> = keyof (typeof RULES)[K] & string;

type AnyRule = (viewer: Viewer, subject: Subject) => boolean;

/** May this viewer do this to this object? Pure: the subject carries everything the rule reads. */
export function can<S extends Subject>(viewer: Viewer, action: ActionOf<S["kind"]>, subject: S): boolean {
  const rules = RULES[subject.kind] as unknown as Record<string, AnyRule>;
  // Own keys only: "constructor" or "toString" from outside typed code must not count as a rule.
  return Object.hasOwn(rules, action) && rules[action](viewer, subject) === true;
}
