import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { isUuid } from "../../../common/format/uuid";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import type { invitationKindValues } from "../../db/schema/enums";
import { invitations } from "../../db/schema/invitations";
import { surveys, tours } from "../../db/schema/surveys";
import { users } from "../../db/schema/users";
import type { InvitationSubject } from "../../policies/subjects";
import type { RateLimitRule } from "../rateLimit";
import { fullName } from "./campaignList";

export type InvitationKind = (typeof invitationKindValues)[number];
/** The SDL enum InvitationState lists the same values (enums.test.ts). */
export const INVITATION_STATE_VALUES = ["PENDING", "ACCEPTED", "EXPIRED"] as const;
export type InvitationState = (typeof INVITATION_STATE_VALUES)[number];

/**
 * Lookups of invitations (the page's query and accepting) per client address: a person opens an
 * invitation a few times; a stranger walking through uuids is stopped long before it matters.
 */
export const INVITATION_LOOKUP_IP_RULE: RateLimitRule = {
  name: "invitation-lookup-ip",
  limit: 30,
  windowMs: 15 * 60 * 1000,
};

/** An invitation with what its page and the accept rule need; never sent to a client as is. */
export type LoadedInvitation = {
  rowId: number;
  uuid: string;
  kind: InvitationKind;
  email: string;
  firstName: string | null;
  lastName: string | null;
  acceptedById: number | null;
  acceptedAt: Date | null;
  expiresAt: Date | null;
  campaignRowId: number;
  campaignUuid: string;
  campaignName: string;
  surveyRowId: number | null;
  surveyUuid: string | null;
  tourRowId: number | null;
  tourUuid: string | null;
  inviterName: string | null;
};

/** An invitation by its uuid only (a row id or anything else finds nothing, without a query). */
export async function findInvitation(db: Db, uuid: string): Promise<LoadedInvitation | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select({
      invitation: invitations,
      campaignUuid: campaigns.uuid,
      campaignName: campaigns.displayName,
      surveyUuid: surveys.uuid,
      tourUuid: tours.uuid,
      inviter: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(invitations)
    .innerJoin(campaigns, eq(campaigns.id, invitations.campaignId))
    .leftJoin(surveys, eq(surveys.id, invitations.surveyId))
    .leftJoin(tours, eq(tours.id, invitations.tourId))
    .leftJoin(users, eq(users.id, invitations.invitedById))
    .where(eq(invitations.uuid, uuid.toLowerCase()));
  if (!row) return null;
  const i = row.invitation;
  return {
    rowId: i.id,
    uuid: i.uuid,
    kind: i.kind,
    email: i.email,
    firstName: i.firstName,
    lastName: i.lastName,
    acceptedById: i.acceptedById,
    acceptedAt: i.acceptedAt,
    expiresAt: i.expiresAt,
    campaignRowId: i.campaignId,
    campaignUuid: row.campaignUuid,
    campaignName: row.campaignName,
    surveyRowId: i.surveyId,
    surveyUuid: row.surveyUuid,
    tourRowId: i.tourId,
    tourUuid: row.tourUuid,
    inviterName: fullName(row.inviter),
  };
}

export const invitationSubject = (i: { rowId: number; email: string }): InvitationSubject => ({
  kind: "invitation",
  id: i.rowId,
  email: i.email,
});

/** Accepted (whenever) wins over expired: a used invitation stays used. */
export function invitationState(
  i: Pick<LoadedInvitation, "acceptedAt" | "acceptedById" | "expiresAt">,
  now = new Date(),
): InvitationState {
  if (i.acceptedAt !== null || i.acceptedById !== null) return "ACCEPTED";
  if (i.expiresAt !== null && i.expiresAt.getTime() <= now.getTime()) return "EXPIRED";
  return "PENDING";
}

/** "p•••@acme-robotics.example.com": enough for the person to recognise their address, no more. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** Where an invitation leads in the tourbook. */
export function invitationDestination(i: LoadedInvitation): string {
  if (i.kind === "SURVEY" && i.surveyUuid) return `/tourbook/surveys/${i.surveyUuid}`;
  if (i.kind === "TOUR" && i.tourUuid) return `/tourbook/tours/${i.tourUuid}`;
  return `/tourbook/campaigns/${i.campaignUuid}`;
}

export type AcceptOutcome = "accepted" | "alreadyYours" | "used" | "expired" | "missing";

/**
 * Accepts an invitation for a user, all or nothing, in one transaction: the invitation is marked
 * (which makes the user a member of the campaign, or an invitee of the survey or tour: the subject
 * loaders read accepted invitations), and a campaign invitation to a campaign without a client
 * makes the user its client. The row is locked first, so two accepts cannot both win. The caller
 * has checked the accept rule: the invited address with the mailed link (`accept`), or a confirmed
 * invited address without it (`acceptByAddress`).
 */
export async function acceptInvitation(
  db: Db,
  invitationRowId: number,
  userId: number,
  now = new Date(),
): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.id, invitationRowId))
      .for("update");
    if (!row) return "missing";
    const state = invitationState(row, now);
    if (state === "ACCEPTED") return row.acceptedById === userId ? "alreadyYours" : "used";
    if (state === "EXPIRED") return "expired";
    const marked = await tx
      .update(invitations)
      .set({ acceptedById: userId, acceptedAt: now })
      .where(
        and(
          eq(invitations.id, row.id),
          isNull(invitations.acceptedAt),
          or(isNull(invitations.expiresAt), gt(invitations.expiresAt, now)),
        ),
      )
      .returning({ id: invitations.id });
    if (marked.length === 0) return "used";
    if (row.kind === "CAMPAIGN") {
      await tx
        .update(campaigns)
        .set({ clientId: userId, updatedAt: now })
        .where(and(eq(campaigns.id, row.campaignId), isNull(campaigns.clientId)));
    } else {
      await tx.update(campaigns).set({ updatedAt: now }).where(eq(campaigns.id, row.campaignId));
    }
    return "accepted";
  });
}

/**
 * A pending invitation to a survey sent to this address: for the survey's share page, whose caller
 * checks the `acceptByAddress` rule (a confirmed address) before using it. Its uuid is the mailed
 * secret, so it is never answered to anyone (issue 24): only the row id and the address leave here.
 */
export async function pendingSurveyInvitationFor(
  db: Db,
  surveyRowId: number,
  email: string,
  now = new Date(),
): Promise<{ rowId: number; email: string } | null> {
  const [row] = await db
    .select({ rowId: invitations.id, email: invitations.email })
    .from(invitations)
    .where(
      and(
        eq(invitations.surveyId, surveyRowId),
        sql`lower(${invitations.email}) = ${email.trim().toLowerCase()}`,
        isNull(invitations.acceptedAt),
        or(isNull(invitations.expiresAt), gt(invitations.expiresAt, now)),
      ),
    )
    .orderBy(invitations.id)
    .limit(1);
  return row ?? null;
}
