import { isResearch, type Viewer } from "./policy";
import type { BuildingContactSubject } from "./subjects";

/**
 * The research team's directory of building contacts (issue 13; docs/decisions.md, stop 21): the
 * research team and admins read every contact with its buildings, create one before it has a
 * building, change it wherever it is kept and link it to another building. Brokers keep the
 * contacts of their market's buildings from the listing drawer (`building.updateContacts`) and do
 * not browse the whole directory: it holds every market's people.
 */
export const buildingContactRules = {
  read: (v: Viewer, _c: BuildingContactSubject) => isResearch(v),
  create: (v: Viewer, _c: BuildingContactSubject) => isResearch(v),
  update: (v: Viewer, _c: BuildingContactSubject) => isResearch(v),
  link: (v: Viewer, _c: BuildingContactSubject) => isResearch(v),
};
