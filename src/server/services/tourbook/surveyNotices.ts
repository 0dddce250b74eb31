import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema/campaigns";
import { surveyListings } from "../../db/schema/surveys";
import { users } from "../../db/schema/users";
import { deliverEmail, queueEmail, sendEmail } from "../../mail/mailer";
import type { EmailKind } from "../../mail/renderEmail";
import { surveyAnsweredEmail, surveyPublishedEmail, surveyVisitEmail } from "../../mail/surveyEmails";
import type { UserRow } from "../../policies/policy";
import type { AccountDeps } from "../accountResult";
import { claimMailSlot, type MailGate } from "../mailGate";
import { campaignClientAddressee, type MailNotice, noticeOf } from "./campaignAddressees";
import { publishSurvey, type SurveyDetail } from "./surveys";

/**
 * E-mails about a survey, through the outbox (sent by the job runner, retried, never twice). The
 * broker hears of a client's visit and of their answers at most once per survey per window, kept in
 * the database so every app process shares the count.
 */
export const SURVEY_VISIT_GATE: MailGate = { name: "survey-visit-email", windowMs: 60 * 60 * 1000 };
export const SURVEY_ANSWER_GATE: MailGate = { name: "survey-answer-email", windowMs: 30 * 60 * 1000 };

type Deps = Pick<AccountDeps, "database" | "config" | "jobs" | "log">;

const personName = (u: Pick<UserRow, "firstName" | "lastName" | "email">) =>
  `${u.firstName ?? ""} ${u.lastName ?? ""}`.trim() || u.email;

async function brokerOf(db: Db, campaignRowId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.brokerId))
    .where(eq(campaigns.id, campaignRowId));
  return row ?? null;
}

/**
 * Publishes a draft and writes the client's e-mail in one transaction, so a survey is never sent
 * without its e-mail (publishing again would not send it). While the campaign has no client, the
 * address its campaign invitation went to gets the survey with that invitation's link (issue 25).
 * Answers who was e-mailed; null when it was published already (nothing is sent again).
 */
export async function publishWithNotice(
  deps: Deps,
  survey: SurveyDetail,
  actorId: number | null,
): Promise<MailNotice | null> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    if (!(await publishSurvey(tx, survey.rowId))) return null;
    const people = await campaignClientAddressee(tx, survey.campaignRowId);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(surveyListings)
      .where(eq(surveyListings.surveyId, survey.rowId));
    const ids: number[] = [];
    for (const person of people) {
      const mail = surveyPublishedEmail(
        deps.config.baseUrl,
        survey.campaign.brokerName,
        { uuid: survey.uuid, name: survey.name, listingCount: n },
        person.invitationUuid,
      );
      ids.push(
        await queueEmail(tx, {
          ...mail,
          to: person.email,
          kind: "survey-published",
          campaignId: survey.campaignRowId,
          sentById: actorId,
        }),
      );
    }
    return { people, ids };
  });
  if (!outcome) return null;
  for (const id of outcome.ids) void deliverEmail(deps, id);
  deps.log.info({
    event: "survey-published_email_queued",
    surveyId: survey.rowId,
    recipients: outcome.ids.length,
  });
  return noticeOf(outcome.people);
}

/** To the broker, when the client (or an invitee) answers; at most one per survey per window. */
export async function noticeSurveyAnswered(
  deps: Deps,
  viewer: UserRow,
  survey: SurveyDetail,
): Promise<boolean> {
  return noticeBroker(deps, viewer, survey, SURVEY_ANSWER_GATE, "survey-answered", surveyAnsweredEmail);
}

/** To the broker, when the campaign's client opens the survey; at most one per survey per window. */
export async function noticeSurveyVisit(deps: Deps, viewer: UserRow, survey: SurveyDetail): Promise<boolean> {
  return noticeBroker(deps, viewer, survey, SURVEY_VISIT_GATE, "survey-visit", surveyVisitEmail);
}

async function noticeBroker(
  deps: Deps,
  viewer: UserRow,
  survey: SurveyDetail,
  gate: MailGate,
  kind: EmailKind,
  render: typeof surveyVisitEmail,
): Promise<boolean> {
  const broker = await brokerOf(deps.database.db, survey.campaignRowId);
  if (!broker) return false;
  if (!(await claimMailSlot(deps.database.db, gate, String(survey.rowId)))) return false;
  const mail = render(
    deps.config.baseUrl,
    { name: personName(viewer), companyName: viewer.companyName },
    { uuid: survey.uuid, name: survey.name },
  );
  await sendEmail(deps, {
    ...mail,
    to: broker.email,
    kind,
    campaignId: survey.campaignRowId,
    sentById: viewer.id,
  });
  deps.log.info({ event: `${kind}_email_queued`, surveyId: survey.rowId });
  return true;
}
