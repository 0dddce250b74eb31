import { eq } from "drizzle-orm";
import { DEFAULT_CITY } from "../../../common/constants";
import { splitFullName } from "../../../common/onboarding/profileRules";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { users } from "../../db/schema/users";
import type { ProfileInput } from "../../graphql/onboarding/inputs";
import { deliverEmail, queueEmail } from "../../mail/mailer";
import { onboardingBrokerEmail } from "../../mail/renderEmail";
import type { UserRow } from "../../policies/policy";
import {
  type AccountDeps,
  AccountFailure,
  type AccountResult,
  fail,
  findUserByEmail,
  isUniqueViolation,
  MESSAGES,
  ok,
} from "../accountResult";
import { insertClientAccount } from "../accountService";
import { gateSignUp } from "../authThrottle";
import type { MarketDirectory } from "../marketDirectory";
import { hashPassword } from "../password";
import { passwordProblem } from "../passwordPolicy";
import { hitRateLimit, type RateLimitRule } from "../rateLimit";
import type { NewSession } from "../sessionService";
import {
  type CampaignRow,
  findMarketBroker,
  insertCampaign,
  latestClientCampaign,
  profileSummary,
  setCurrentRequirements,
} from "./onboardingCampaigns";
import { type ProfileTarget, writableProfile, writeProfileRow } from "./onboardingProfileService";
import { type ProfileRow, type ProfileValues, profileRowValues, resolveProfile } from "./profileValues";

const HOUR_MS = 60 * 60 * 1000;
/** Completions from one IP address an hour (each e-mails a broker); sign-up's own limit applies too. */
export const COMPLETE_IP_RULE: RateLimitRule = {
  name: "onboarding-complete-ip",
  limit: 10,
  windowMs: HOUR_MS,
};
/** Completions of one signed-in user an hour. */
export const COMPLETE_USER_RULE: RateLimitRule = {
  name: "onboarding-complete-user",
  limit: 10,
  windowMs: HOUR_MS,
};
const THROTTLED_MESSAGE = "You have sent your profile many times. Please wait an hour and try again.";

export type Completed = {
  user: UserRow;
  /** Set when a visitor's new account was signed in. */
  session: NewSession | null;
  profile: ProfileRow;
  campaign: CampaignRow;
  broker: UserRow | null;
  created: boolean;
};

type Extras = { password: string | null; phone: { phone: string | null; e164Phone: string | null } };

/** The profile's market, which every campaign needs; the visitor has to pick one of ours. */
function requireMarket(values: ProfileValues): AccountResult<ProfileValues> {
  if (!values.market) return fail("INVALID_INPUT", "Choose one of our cities.", "city");
  return ok(values);
}

/**
 * Sends a finished profile to a broker (spec issue 5). Visitors get a client account with the
 * password they chose, signed in at once, and a campaign holding the profile; signed-in clients'
 * latest campaign gets it as its current requirements (or a new campaign when they have none).
 * Every row is written in one transaction; the mails go out after it commits.
 */
export async function completeOnboarding(
  deps: AccountDeps,
  directory: MarketDirectory,
  viewer: UserRow | null,
  input: ProfileInput,
  extras: Extras,
  previousSessionIdHash: string | null,
): Promise<AccountResult<Completed>> {
  const resolved = resolveProfile(directory, input);
  if (!resolved.ok) return resolved;
  const withMarket = requireMarket(resolved.value);
  if (!withMarket.ok) return withMarket;
  const values = withMarket.value;
  const db = deps.database.db;
  const target = await writableProfile(db, viewer, input.onboardingId, "complete");
  if (!target.ok) return target;
  const fallbackMarketId = directory.markets.find((m) => m.name === DEFAULT_CITY)?.id ?? null;
  return viewer
    ? completeForUser(deps, viewer, values, target.value, fallbackMarketId)
    : completeForVisitor(deps, values, target.value, extras, fallbackMarketId, previousSessionIdHash);
}

async function completeForVisitor(
  deps: AccountDeps,
  values: ProfileValues,
  target: ProfileTarget,
  extras: Extras,
  fallbackMarketId: number | null,
  previousSessionIdHash: string | null,
): Promise<AccountResult<Completed>> {
  const db = deps.database.db;
  const { firstName, lastName } = splitFullName(values.name ?? "");
  if (!firstName) return fail("INVALID_INPUT", "Enter your name.", "name");
  if (!values.email) return fail("INVALID_INPUT", "Enter your e-mail address.", "email");
  if (!extras.password) return fail("WEAK_PASSWORD", "Choose a password.", "password");
  const weak = await passwordProblem(extras.password);
  if (weak) return fail("WEAK_PASSWORD", weak, "password");
  // Throttled before the duplicate check, which would tell whether an address has an account.
  if ((await hitRateLimit(db, COMPLETE_IP_RULE, deps.ip)).limited)
    return fail("THROTTLED", THROTTLED_MESSAGE);
  if (await gateSignUp(db, deps.ip)) return fail("THROTTLED", MESSAGES.signUpThrottled);
  if (await findUserByEmail(db, values.email)) return fail("EMAIL_TAKEN", MESSAGES.emailTaken, "email");
  const passwordHash = await hashPassword(extras.password);
  const email = values.email;
  try {
    const done = await db.transaction(async (tx) => {
      const account = await insertClientAccount(
        tx,
        deps,
        {
          email,
          firstName,
          lastName,
          passwordHash,
          companyName: values.companyName,
          phone: extras.phone.phone,
          e164Phone: extras.phone.e164Phone,
          cityOfInterest: values.market?.name ?? null,
          marketOfInterestId: values.market?.id ?? null,
        },
        previousSessionIdHash,
      );
      const written = await writeCampaign(tx, deps, account.user, values, target, fallbackMarketId);
      return {
        ...written,
        user: account.user,
        session: account.session,
        mailIds: [account.mailId, ...written.mailIds],
      };
    });
    for (const id of done.mailIds) void deliverEmail(deps, id);
    deps.log.info({ event: "account_created", userId: done.user.id, via: "onboarding" });
    deps.log.info({ event: "sign_in_succeeded", userId: done.user.id, via: "onboarding" });
    deps.log.info({ event: "onboarding_completed", userId: done.user.id, campaignId: done.campaign.id });
    return ok(done);
  } catch (err) {
    // Two completions for one address at the same moment: the unique index on e-mail decides.
    if (isUniqueViolation(err) && violatedConstraint(err) !== "campaigns_identifier_key") {
      return fail("EMAIL_TAKEN", MESSAGES.emailTaken, "email");
    }
    if (err instanceof AccountFailure) return { ok: false, error: err.error };
    throw err;
  }
}

async function completeForUser(
  deps: AccountDeps,
  viewer: UserRow,
  values: ProfileValues,
  target: ProfileTarget,
  fallbackMarketId: number | null,
): Promise<AccountResult<Completed>> {
  const db = deps.database.db;
  if ((await hitRateLimit(db, COMPLETE_USER_RULE, String(viewer.id))).limited) {
    return fail("THROTTLED", THROTTLED_MESSAGE);
  }
  // A signed-in client's own details fill what the form left blank.
  const filled: ProfileValues = {
    ...values,
    name: values.name ?? (`${viewer.firstName} ${viewer.lastName}`.trim() || null),
    email: values.email ?? viewer.email,
    companyName: values.companyName ?? viewer.companyName,
    phone: values.phone ?? viewer.phone,
  };
  const done = await db.transaction((tx) =>
    writeCampaign(tx, deps, viewer, filled, target, fallbackMarketId),
  );
  for (const id of done.mailIds) void deliverEmail(deps, id);
  deps.log.info({ event: "onboarding_completed", userId: viewer.id, campaignId: done.campaign.id });
  return ok({ ...done, user: viewer, session: null });
}

/**
 * Inside the transaction: the completed profile, the campaign (new, or the client's latest with new
 * current requirements), its broker, and the broker's e-mail (queued; ids returned for delivery).
 */
async function writeCampaign(
  tx: Db,
  deps: AccountDeps,
  client: UserRow,
  values: ProfileValues,
  target: ProfileTarget,
  fallbackMarketId: number | null,
) {
  const now = new Date();
  const profile = await writeProfileRow(
    tx,
    target,
    { ...profileRowValues(values, target.existing), phase: "COMPLETED", lastActiveScreenIndex: 4 },
    { userId: client.id, completedAt: now },
  );
  let campaign = await latestClientCampaign(tx, client.id);
  const created = campaign === null;
  let broker: UserRow | null = null;
  if (!campaign) {
    broker = await findMarketBroker(tx, values.market?.id ?? null, fallbackMarketId);
    const displayName = values.companyName || values.name || client.email.split("@")[0];
    campaign = await insertCampaign(tx, {
      displayName,
      clientId: client.id,
      brokerId: broker?.id ?? null,
      values,
    });
  } else if (campaign.brokerId === null) {
    broker = await findMarketBroker(tx, values.market?.id ?? campaign.marketId, fallbackMarketId);
    [campaign] = await tx
      .update(campaigns)
      .set({ brokerId: broker?.id ?? null, updatedAt: now })
      .where(eq(campaigns.id, campaign.id))
      .returning();
  } else {
    broker = (await findUserById(tx, campaign.brokerId)) ?? null;
  }
  await setCurrentRequirements(tx, campaign.id, values, client.id);
  const mailIds: number[] = [];
  if (broker) {
    const name = values.name ?? client.email;
    const mail = onboardingBrokerEmail(
      deps.config.baseUrl,
      created ? "new-client" : "updated",
      { name, companyName: values.companyName },
      { uuid: campaign.uuid, displayName: campaign.displayName },
      profileSummary(values, { email: values.email ?? client.email, phone: values.phone }),
    );
    const kind = created ? "onboarding-new-client" : "onboarding-requirements";
    mailIds.push(await queueEmail(tx, { ...mail, to: broker.email, kind }));
  } else {
    deps.log.warn({ event: "onboarding_without_broker", campaignId: campaign.id });
  }
  return { profile, campaign, broker, created, mailIds };
}

async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The unique index a Postgres error names, however the driver or Drizzle wrapped it. */
function violatedConstraint(err: unknown): string | null {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
  }
  return null;
}
