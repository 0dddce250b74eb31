import { pathFor } from "../../common/routes/matchRoute";
import { site } from "../../common/site";
import { type RenderedEmail, render } from "./renderEmail";
import { wayIn } from "./wayIn";

type SurveyRef = { uuid: string; name: string };
type Person = { name: string; companyName: string | null };

const surveyUrl = (baseUrl: string, survey: SurveyRef) =>
  baseUrl + pathFor("tourbookSurvey", { surveyId: survey.uuid });

const who = (p: Person) => (p.companyName ? `${p.name} from ${p.companyName}` : p.name);

/**
 * To the campaign's client when their broker publishes a survey; to the invited address, with the
 * invitation's link, while the campaign has no client yet.
 */
export function surveyPublishedEmail(
  baseUrl: string,
  brokerName: string | null,
  survey: SurveyRef & { listingCount: number },
  invitationUuid: string | null = null,
): RenderedEmail {
  const from = brokerName ?? `Your ${site.name} broker`;
  const spaces = `${survey.listingCount} ${survey.listingCount === 1 ? "space" : "spaces"}`;
  const way = wayIn(
    baseUrl,
    invitationUuid,
    { label: "Open the survey", url: surveyUrl(baseUrl, survey) },
    "the survey",
  );
  return render({
    subject: `${from} sent you a survey: ${survey.name}`,
    heading: `${from} sent you a survey`,
    paragraphs: [
      `“${survey.name}” lists ${spaces} picked for your search.`,
      "Mark each one Interested or Not interested and add a note: your broker sees your answers as you give them and plans the tour from them.",
      ...way.paragraphs,
    ],
    action: way.action,
    footnote: "You get this e-mail because your broker shared a survey in your tourbook.",
  });
}

/** To the campaign's broker when the client answers a survey (at most one per survey per window). */
export function surveyAnsweredEmail(baseUrl: string, client: Person, survey: SurveyRef): RenderedEmail {
  const headline = `${who(client)} is answering “${survey.name}”`;
  return render({
    subject: headline,
    heading: headline,
    paragraphs: ["Their ratings and notes are in the survey now; more may follow."],
    action: { label: "See the answers", url: surveyUrl(baseUrl, survey) },
    footnote: "You get this e-mail because you are the broker on this campaign.",
  });
}

/** To the campaign's broker when the client opens a survey (at most one per survey per window). */
export function surveyVisitEmail(baseUrl: string, client: Person, survey: SurveyRef): RenderedEmail {
  const headline = `${who(client)} is looking at “${survey.name}”`;
  return render({
    subject: headline,
    heading: headline,
    paragraphs: ["It is a good moment to check in while the survey is fresh in their mind."],
    action: { label: "Open the survey", url: surveyUrl(baseUrl, survey) },
    footnote: "You get this e-mail because you are the broker on this campaign.",
  });
}
