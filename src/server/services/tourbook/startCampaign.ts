import { eq, like } from "drizzle-orm";
import { slugify } from "../../../common/format/slug";
import { INVITATION_VALID_DAYS } from "../../../common/tourbook/campaignRules";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { invitations } from "../../db/schema/invitations";
import { markets } from "../../db/schema/markets";
import { campaignInvitationEmail, campaignStartedEmail } from "../../mail/invitationEmails";
import { deliverEmail, queueEmail } from "../../mail/mailer";
import type { UserRow } from "../../policies/policy";
import { type AccountDeps, findUserByEmail, isUniqueViolation } from "../accountResult";
import type { RateLimitRule } from "../rateLimit";

/** Each start can e-mail a stranger's address: a broker starts at most this many an hour. */
export const START_CAMPAIGN_USER_RULE: RateLimitRule = {
  name: "start-campaign-user",
  limit: 30,
  windowMs: 60 * 60 * 1000,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export type StartCampaignInput = {
  clientEmail: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  marketId: number | null;
  name: string | null;
};

export type StartCampaignOutcome =
  | { ok: true; campaignRowId: number; uuid: string; invitationSent: boolean }
  | { ok: false; reason: "internalClient" | "unknownMarket" };

/** "ACME-ROBOTICS-2026", then "-2", "-3"... when taken (the identifier is unique). */
async function freeIdentifier(db: Db, displayName: string, now: Date): Promise<string> {
  const base = `${(slugify(displayName) || "campaign").toUpperCase().slice(0, 48)}-${now.getUTCFullYear()}`;
  const taken = new Set(
    (
      await db
        .select({ identifier: campaigns.identifier })
        .from(campaigns)
        .where(like(campaigns.identifier, `${base}%`))
    ).map((r) => r.identifier),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A broker starts a campaign for a client. A user with the address becomes its client at once and
 * is told by e-mail, but only when that address is confirmed: anyone can sign up with a client's
 * address before the broker starts (issue 24). Otherwise the campaign waits without a client, and the
 * address gets a campaign invitation (valid INVITATION_VALID_DAYS), whose mailed link the owner of
 * the address accepts, with the account they have or a new one. Campaign, invitation and e-mail are one transaction; a
 * clash on the identifier (two brokers at once) is tried again with the next free one.
 */
export async function startCampaign(
  deps: Pick<AccountDeps, "database" | "config" | "jobs" | "log">,
  broker: UserRow,
  input: StartCampaignInput,
  now = new Date(),
): Promise<StartCampaignOutcome> {
  const db = deps.database.db;
  const existing = await findUserByEmail(db, input.clientEmail);
  // A broker's or an admin's account cannot be a campaign's client: the rules would mix their rights.
  if (existing && (existing.isBroker || existing.isAdmin)) return { ok: false, reason: "internalClient" };
  const client = existing?.confirmedAt ? existing : null;
  if (input.marketId !== null) {
    const [market] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, input.marketId));
    if (!market) return { ok: false, reason: "unknownMarket" };
  }
  const marketId = input.marketId ?? broker.brokerMarketId ?? null;
  const displayName = input.name ?? (input.companyName || `${input.firstName} ${input.lastName}`);
  const brokerRef = {
    name: `${broker.firstName} ${broker.lastName}`.trim() || null,
    companyName: broker.companyName,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const outcome = await db.transaction(async (tx) => {
        const identifier = await freeIdentifier(tx, displayName, now);
        const [campaign] = await tx
          .insert(campaigns)
          .values({
            displayName,
            identifier,
            clientId: client?.id ?? null,
            brokerId: broker.id,
            marketId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: campaigns.id, uuid: campaigns.uuid });
        if (client) {
          const mail = campaignStartedEmail(deps.config.baseUrl, brokerRef, {
            uuid: campaign.uuid,
            displayName,
          });
          const mailId = await queueEmail(tx, {
            ...mail,
            to: client.email,
            kind: "campaign-started",
            campaignId: campaign.id,
            sentById: broker.id,
          });
          return { campaign, mailId, invitationSent: false };
        }
        const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
        const [invitation] = await tx
          .insert(invitations)
          .values({
            kind: "CAMPAIGN",
            campaignId: campaign.id,
            email: input.clientEmail,
            firstName: input.firstName,
            lastName: input.lastName,
            invitedById: broker.id,
            expiresAt,
            createdAt: now,
          })
          .returning({ uuid: invitations.uuid });
        const mail = campaignInvitationEmail(deps.config.baseUrl, brokerRef, {
          uuid: invitation.uuid,
          firstName: input.firstName,
          expiresAt,
        });
        const mailId = await queueEmail(tx, {
          ...mail,
          to: input.clientEmail,
          kind: "campaign-invitation",
          campaignId: campaign.id,
          sentById: broker.id,
        });
        return { campaign, mailId, invitationSent: true };
      });
      void deliverEmail(deps, outcome.mailId);
      deps.log.info({
        event: "campaign_started",
        campaignId: outcome.campaign.id,
        invited: outcome.invitationSent,
      });
      return {
        ok: true,
        campaignRowId: outcome.campaign.id,
        uuid: outcome.campaign.uuid,
        invitationSent: outcome.invitationSent,
      };
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
