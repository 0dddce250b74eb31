import { and, desc, eq, isNull } from "drizzle-orm";
import { INVITATION_VALID_DAYS } from "../../../common/tourbook/campaignRules";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { invitations } from "../../db/schema/invitations";
import { users } from "../../db/schema/users";
import { fullName } from "./campaignList";

/**
 * One person a campaign's survey or tour mail goes to. `invitationUuid` is set for someone invited
 * who has not joined yet: their mail carries that invitation's link, the only way in for them.
 */
export type Addressee = { email: string; name: string | null; invitationUuid: string | null };

/** Who an action e-mailed, as the mutation answers it (issue 25: every toast names them). */
export type MailNotice = {
  recipients: { email: string; name: string | null; invited: boolean }[];
  /** Why nobody was e-mailed, when nobody was. */
  nobodyReason: string | null;
};

export const NO_CLIENT_YET = "The campaign has no client yet.";

export const noticeOf = (people: readonly Addressee[], nobodyReason = NO_CLIENT_YET): MailNotice => ({
  recipients: people.map((p) => ({ email: p.email, name: p.name, invited: p.invitationUuid !== null })),
  nobodyReason: people.length === 0 ? nobodyReason : null,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The campaign's client as a survey or tour mail addresses them: the client's account, or, while
 * the campaign has none, the address its pending campaign invitation went to (issue 25: such mail
 * was silently dropped). Mailing that invitation's link again is the broker renewing it, so it
 * stays valid INVITATION_VALID_DAYS from now: a survey sent on the invitation's last day must not
 * carry a link that dies tomorrow. Run inside the caller's transaction; empty when there is neither.
 */
export async function campaignClientAddressee(
  tx: Db,
  campaignRowId: number,
  now = new Date(),
): Promise<Addressee[]> {
  const [client] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.clientId))
    .where(eq(campaigns.id, campaignRowId));
  if (client) return [{ email: client.email, name: fullName(client), invitationUuid: null }];
  const [pending] = await tx
    .select({
      id: invitations.id,
      uuid: invitations.uuid,
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.campaignId, campaignRowId),
        eq(invitations.kind, "CAMPAIGN"),
        isNull(invitations.acceptedAt),
        isNull(invitations.acceptedById),
      ),
    )
    .orderBy(desc(invitations.id))
    .limit(1);
  if (!pending) return [];
  const renewed = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS);
  if (pending.expiresAt !== null && pending.expiresAt < renewed) {
    await tx.update(invitations).set({ expiresAt: renewed }).where(eq(invitations.id, pending.id));
  }
  return [{ email: pending.email, name: fullName(pending), invitationUuid: pending.uuid }];
}
