import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { onboardingProfiles } from "../../db/schema/onboarding";
import type { ProfileInput } from "../../graphql/onboarding/inputs";
import { can } from "../../policies/can";
import type { UserRow, Viewer } from "../../policies/policy";
import { profileSubject } from "../../policies/subjects";
import { type AccountDeps, type AccountResult, fail, MESSAGES, ok } from "../accountResult";
import type { MarketDirectory } from "../marketDirectory";
import { hitRateLimit, type RateLimitRule } from "../rateLimit";
import { type ProfileRow, profileRowValues, resolveProfile } from "./profileValues";

const HOUR_MS = 60 * 60 * 1000;
/** New visitor profiles from one IP address an hour: a person needs one; a script would make many. */
export const NEW_PROFILE_IP_RULE: RateLimitRule = {
  name: "onboarding-new-profile-ip",
  limit: 30,
  windowMs: HOUR_MS,
};
/** Saves from one IP address an hour: a profile is saved once a step, so this is generous. */
export const SAVE_PROFILE_IP_RULE: RateLimitRule = {
  name: "onboarding-save-ip",
  limit: 600,
  windowMs: HOUR_MS,
};
const THROTTLED_MESSAGE = "Too many changes to your profile. Please wait an hour and try again.";

/** The rules read only the user row; these services are handed that row, not the whole viewer. */
const asViewer = (user: UserRow | null): Viewer => ({ user, sessionIdHash: null });

export async function profileByOnboardingId(db: Db, onboardingId: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(onboardingProfiles)
    .where(eq(onboardingProfiles.onboardingId, onboardingId))
    .limit(1);
  return row ?? null;
}

/** A user's profile: their most recently changed one (older ones came from earlier visits). */
export async function profileOfUser(db: Db, userId: number): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(onboardingProfiles)
    .where(eq(onboardingProfiles.userId, userId))
    .orderBy(desc(onboardingProfiles.updatedAt), desc(onboardingProfiles.id))
    .limit(1);
  return row ?? null;
}

/**
 * What a viewer may read: a signed-in user their own profile; a visitor the profile of the id their
 * browser holds, while no account owns it (once it does, only a session reads it).
 */
export async function readableProfile(
  db: Db,
  viewer: UserRow | null,
  onboardingId: string | null,
): Promise<ProfileRow | null> {
  if (viewer) return profileOfUser(db, viewer.id);
  if (!onboardingId) return null;
  const row = await profileByOnboardingId(db, onboardingId);
  return row && can(asViewer(null), "read", profileSubject(row)) ? row : null;
}

/**
 * The profile the onboarding pages show and a step posted without scripts (issue 14) builds on: the
 * visitor profile the draft cookie names, read by the same rules (never one an account owns), or
 * else the viewer's own. Like the scripted steps' profile under way in the browser, the draft wins
 * over a signed-in user's saved profile; saving it as them writes their own (or claims the draft),
 * and the form posts then drop the cookie.
 */
export async function draftProfile(
  db: Db,
  viewer: UserRow | null,
  draftOnboardingId: string | null,
): Promise<ProfileRow | null> {
  const draft = await readableProfile(db, null, draftOnboardingId);
  return draft ?? (viewer ? profileOfUser(db, viewer.id) : null);
}

export type ProfileTarget = { existing: ProfileRow | null; claim: boolean };

/**
 * The row a save writes: the signed-in user's own profile (claiming the visitor profile their
 * browser started when they have none yet), or the visitor's by its id. An id that an account owns
 * is refused unless it is the viewer's: nobody writes another person's profile by knowing its id.
 */
export async function writableProfile(
  db: Db,
  viewer: UserRow | null,
  onboardingId: string | null,
  action: "update" | "complete" = "update",
): Promise<AccountResult<ProfileTarget>> {
  const byId = onboardingId ? await profileByOnboardingId(db, onboardingId) : null;
  if (byId && !can(asViewer(viewer), action, profileSubject(byId)))
    return fail("FORBIDDEN", MESSAGES.forbidden);
  if (!viewer) return ok({ existing: byId, claim: false });
  const own = await profileOfUser(db, viewer.id);
  if (own) return ok({ existing: own, claim: false });
  return ok({ existing: byId, claim: byId !== null });
}

/** Inserts or updates the profile row inside the caller's transaction. */
export async function writeProfileRow(
  db: Db,
  target: ProfileTarget,
  values: ReturnType<typeof profileRowValues>,
  extra: { userId?: number | null; completedAt?: Date } = {},
): Promise<ProfileRow> {
  const userId = extra.userId ?? target.existing?.userId ?? null;
  if (target.existing) {
    const [row] = await db
      .update(onboardingProfiles)
      .set({ ...values, userId, ...(extra.completedAt ? { completedAt: extra.completedAt } : {}) })
      .where(eq(onboardingProfiles.id, target.existing.id))
      .returning();
    return row;
  }
  const [row] = await db
    .insert(onboardingProfiles)
    .values({ ...values, userId, ...(extra.completedAt ? { completedAt: extra.completedAt } : {}) })
    .returning();
  return row;
}

/** Saves a profile between steps. Visitors get back the onboardingId to keep for later saves. */
export async function saveProfile(
  deps: AccountDeps,
  directory: MarketDirectory,
  viewer: UserRow | null,
  input: ProfileInput,
): Promise<AccountResult<ProfileRow>> {
  const db = deps.database.db;
  const resolved = resolveProfile(directory, input);
  if (!resolved.ok) return resolved;
  const target = await writableProfile(db, viewer, input.onboardingId);
  if (!target.ok) return target;
  if ((await hitRateLimit(db, SAVE_PROFILE_IP_RULE, deps.ip)).limited) {
    return fail("THROTTLED", THROTTLED_MESSAGE);
  }
  if (!viewer && !target.value.existing && (await hitRateLimit(db, NEW_PROFILE_IP_RULE, deps.ip)).limited) {
    return fail("THROTTLED", THROTTLED_MESSAGE);
  }
  const row = await writeProfileRow(
    db,
    target.value,
    profileRowValues(resolved.value, target.value.existing),
    viewer ? { userId: viewer.id } : {},
  );
  if (!target.value.existing) {
    deps.log.info({ event: "onboarding_profile_started", userId: viewer?.id ?? null, profileId: row.id });
  }
  return ok(row);
}
