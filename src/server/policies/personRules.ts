import { isAdmin, isBroker, type Viewer } from "./policy";
import type { ProfileSubject, UserSubject } from "./subjects";

/**
 * People's own data. A visitor's onboarding profile that no account owns yet is reached only by the
 * onboardingId their browser holds, so holding it is the proof; once owned, only its owner's session
 * writes it. A user's private fields are theirs and the admins'.
 */

const isSelf = (v: Viewer, id: number | null) => id !== null && v.user?.id === id;

export const profileRules = {
  read: (v: Viewer, p: ProfileSubject) => p.userId === null || isSelf(v, p.userId) || isAdmin(v),
  update: (v: Viewer, p: ProfileSubject) => p.userId === null || isSelf(v, p.userId),
  /**
   * Completing creates or updates the owner's campaign. Brokers and admins are refused: their latest
   * campaign is one they run for a client, whose requirements are not theirs to overwrite this way.
   */
  complete: (v: Viewer, p: ProfileSubject) => profileRules.update(v, p) && !isBroker(v),
};

export const userRules = {
  /** Contact details, flags, campaigns, tours. */
  readPrivate: (v: Viewer, u: UserSubject) => isSelf(v, u.id) || isAdmin(v),
  /** Where someone is signed in: their own only, not even admins. */
  readSessions: (v: Viewer, u: UserSubject) => isSelf(v, u.id),
  updateSettings: (v: Viewer, u: UserSubject) => isSelf(v, u.id),
  setRoles: (v: Viewer, _u: UserSubject) => isAdmin(v),
  /** An admin cannot lock themselves out; another admin has to do it. */
  revokeAdmin: (v: Viewer, u: UserSubject) => isAdmin(v) && !isSelf(v, u.id),
};
