import type { InferSelectModel } from "drizzle-orm";
import type { users } from "../db/schema/users";

export type UserRow = InferSelectModel<typeof users>;

export type Viewer = {
  user: UserRow | null;
  /** Hash of the session id, when the request carried a valid session. */
  sessionIdHash: string | null;
};

/** A viewer known to be signed in: what `isSignedIn` narrows to, so nobody writes `viewer.user!`. */
export type SignedInViewer = Viewer & { user: UserRow };

export const anonymousViewer: Viewer = { user: null, sessionIdHash: null };

/**
 * A policy decides whether the viewer may run a root operation; `name` appears in logs and errors.
 * Per-object decisions (whose campaign, which profile) are `can()` rules, called once the object is
 * loaded.
 */
export type Policy<Args = unknown> = {
  name: string;
  allows(viewer: Viewer, args: Args): boolean;
  /** Set only by `publicAccess`: the one way to declare an operation open to everyone. */
  readonly public?: true;
};

/** A policy that only lets signed-in viewers through, so the resolver's viewer is narrowed. */
export type SignedInPolicy<Args = unknown> = Policy<Args> & {
  allows(viewer: Viewer, args: Args): viewer is SignedInViewer;
};

export function isSignedIn(viewer: Viewer): viewer is SignedInViewer {
  return viewer.user !== null;
}

/** The signed-in viewer, or null: for code holding a bare `Viewer` that needs the user row. */
export function signedInOrNull(viewer: Viewer): SignedInViewer | null {
  return isSignedIn(viewer) ? viewer : null;
}

export function isAdmin(viewer: Viewer): boolean {
  return viewer.user?.isAdmin === true;
}

/** Brokers and admins: an admin has every broker right. */
export function isBroker(viewer: Viewer): boolean {
  return viewer.user?.isBroker === true || viewer.user?.isAdmin === true;
}

/** The research team (isResearch) and admins, as for the research listing editor. */
export function isResearch(viewer: Viewer): boolean {
  return viewer.user?.isResearch === true || viewer.user?.isAdmin === true;
}

/** Brokers and admins count as internal users (analytics, private listing fields). */
export function isInternal(viewer: Viewer): boolean {
  return isBroker(viewer);
}

/**
 * An operation open to everyone, signed in or not. It is named so, rather than written as
 * `allows: () => true`, so a test can tell a deliberate public door from a forgotten check.
 */
export function publicAccess(name: string): Policy {
  return { name, public: true, allows: () => true };
}

/** Any signed-in viewer; the object-level rule (whose session, whose campaign) comes after. */
export function signedInAccess(name: string): SignedInPolicy {
  return { name, allows: (viewer): viewer is SignedInViewer => isSignedIn(viewer) };
}

export function adminAccess(name: string): SignedInPolicy {
  return { name, allows: (viewer): viewer is SignedInViewer => isSignedIn(viewer) && isAdmin(viewer) };
}
