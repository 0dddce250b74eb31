import type { InferSelectModel } from "drizzle-orm";
import type { users } from "../db/schema/users";

export type UserRow = InferSelectModel<typeof users>;

export type Viewer = {
  user: UserRow | null;
  /** Hash of the session id, when the request carried a valid session. */
  sessionIdHash: string | null;
};

export const anonymousViewer: Viewer = { user: null, sessionIdHash: null };

/** A policy decides whether the viewer may run an operation; `name` appears in logs and errors. */
export type Policy<Args = unknown> = {
  name: string;
  allows(viewer: Viewer, args: Args): boolean;
};

export function isSignedIn(viewer: Viewer): viewer is Viewer & { user: UserRow } {
  return viewer.user !== null;
}

export function isAdmin(viewer: Viewer): boolean {
  return viewer.user?.isAdmin === true;
}

export function isBroker(viewer: Viewer): boolean {
  return viewer.user?.isBroker === true || viewer.user?.isAdmin === true;
}

/** Brokers and admins count as internal users (analytics, private listing fields). */
export function isInternal(viewer: Viewer): boolean {
  return isBroker(viewer);
}

export const publicAccess: Policy = { name: "public", allows: () => true };
export const signedInAccess: Policy = { name: "signedIn", allows: (viewer) => isSignedIn(viewer) };
export const adminAccess: Policy = { name: "admin", allows: (viewer) => isAdmin(viewer) };
