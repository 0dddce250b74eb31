import {
  isBroker,
  isResearch,
  isSignedIn,
  type SignedInPolicy,
  type SignedInViewer,
  type Viewer,
} from "./policy";
import type { LeasingManagerSubject } from "./subjects";

/**
 * Leasing managers (/leasing-managers, issue 13) are the landlord side's people a brokerage keeps:
 * brokers call them, the research team keeps them current, admins both. Clients and visitors never
 * see them (docs/decisions.md, stop 21). The list is one shared directory, not per market: a broker
 * touring a client in another market calls the same people.
 */
export const keepsLeasingManagers = (v: Viewer) => isBroker(v) || isResearch(v);

export const leasingManagerRules = {
  read: (v: Viewer, _m: LeasingManagerSubject) => keepsLeasingManagers(v),
  create: (v: Viewer, _m: LeasingManagerSubject) => keepsLeasingManagers(v),
  update: (v: Viewer, _m: LeasingManagerSubject) => keepsLeasingManagers(v),
  /** Adding and removing the buildings they lease. */
  linkBuildings: (v: Viewer, _m: LeasingManagerSubject) => keepsLeasingManagers(v),
};

/** The root operations' door: brokers, research and admins (each object is then the rules above). */
export function leasingManagerAccess(name: string): SignedInPolicy {
  return {
    name,
    allows: (viewer): viewer is SignedInViewer => isSignedIn(viewer) && keepsLeasingManagers(viewer),
  };
}
