import { eq } from "drizzle-orm";
import { isUuid } from "../../common/format/uuid";
import { campaigns } from "../db/schema/campaigns";
import { users } from "../db/schema/users";
import { sendEmail } from "../mail/mailer";
import { clientLoginEmail } from "../mail/renderEmail";
import { can } from "../policies/can";
import type { SignedInViewer } from "../policies/policy";
import { campaignParties } from "../policies/subjects";
import { type AccountDeps, type AccountResult, fail, MESSAGES, ok } from "./accountResult";
import { claimMailSlot, type MailGate } from "./mailGate";

/** One notice per campaign per 15 minutes: signing in again and again must not flood the broker. */
const LOGIN_NOTICE_GATE: MailGate = { name: "client-login-notice", windowMs: 15 * 60 * 1000 };

/**
 * E-mails the broker of a campaign that a client just signed in. Only the campaign's own client may
 * ask, and never a broker; another user's campaign and a missing one get the same refusal.
 */
export async function sendClientLoginNotification(
  deps: AccountDeps,
  signedIn: SignedInViewer,
  campaignId: string,
): Promise<AccountResult<{ sent: boolean }>> {
  const viewer = signedIn.user;
  const { database, config } = deps;
  const db = database.db;
  const where = /^\d{1,9}$/.test(campaignId)
    ? eq(campaigns.id, Number(campaignId))
    : isUuid(campaignId)
      ? eq(campaigns.uuid, campaignId.toLowerCase())
      : null;
  const [campaign] = where ? await db.select().from(campaigns).where(where).limit(1) : [];
  // A missing campaign and one that is not the viewer's to announce get the same refusal.
  if (!campaign || !can(signedIn, "notifyBrokerOfLogin", campaignParties(campaign))) {
    return fail("FORBIDDEN", MESSAGES.forbidden);
  }
  if (campaign.brokerId === null) {
    return fail("INVALID_INPUT", "This campaign has no broker yet.", "campaignId");
  }
  const [broker] = await db.select().from(users).where(eq(users.id, campaign.brokerId));
  if (!broker) return fail("INVALID_INPUT", "This campaign has no broker yet.", "campaignId");
  if (!(await claimMailSlot(db, LOGIN_NOTICE_GATE, String(campaign.id)))) return ok({ sent: false });
  const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
  const mail = clientLoginEmail(
    config.baseUrl,
    { name, companyName: viewer.companyName },
    { uuid: campaign.uuid, displayName: campaign.displayName },
  );
  await sendEmail(deps, { ...mail, to: broker.email, kind: "client-login" });
  deps.log.info({ event: "client_login_notification_sent", userId: viewer.id, campaignId: campaign.id });
  return ok({ sent: true });
}
