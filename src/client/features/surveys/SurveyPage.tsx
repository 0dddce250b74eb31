import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { formatUtcDate } from "../../../common/format/dates";
import { isUuid } from "../../../common/format/uuid";
import { Spinner } from "../../layout/Spinner";
import { showToast } from "../../layout/toastSlice";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormNotice } from "../../ui/FormNotice";
import { ListingCard } from "../listingCard/ListingCard";
import { LoadProblem } from "../tourbook/LoadProblem";
import { mailNoticeMessage } from "../tourbook/mailNoticeMessage";
import { PublicSurveyView } from "./PublicSurveyPage";
import { SurveyAnswer } from "./SurveyAnswer";
import {
  PublishSurveyMutation,
  SendSurveyVisitEmailMutation,
  type SurveyPageData,
  SurveyPageQuery,
} from "./surveyPageQuery";

export const SURVEY_MISSING =
  "This survey is not available: it may have been removed, or it is not shared with you.";
export const SURVEY_SENT = "Survey sent.";
const PUBLISH_FAILED = "The survey could not be sent. Please try again.";

/**
 * /tourbook/surveys/{surveyId} (an id or a uuid): the broker's shortlist. The client (and each
 * person invited to it) marks each listing Interested or Not interested and leaves a note, their own
 * answer; the broker sees everyone's answers, by name, as they come and sends a draft to the client.
 */
export function SurveyPage({ params }: ScreenProps) {
  const surveyId = params.surveyId ?? "";
  const { data, loading, error, refetch } = useQuery(SurveyPageQuery, {
    variables: { id: surveyId },
    fetchPolicy: "cache-and-network",
  });
  const survey = data?.survey;
  useVisitNotice(survey ?? null);

  if (!survey) {
    if (loading) return <Spinner block label="Loading survey…" />;
    // Signed in but not a reader: the survey as anyone with its link sees it, when it is public.
    if (!error && isUuid(surveyId)) return <PublicSurveyView surveyId={surveyId} />;
    return (
      <section className="tourbook container section">
        <Head title="Survey" robots="noindex" />
        <p className="campaign-page__back">
          <Link to="/tourbook/campaigns">← Campaigns</Link>
        </p>
        <LoadProblem
          message={error ? "Error loading survey." : SURVEY_MISSING}
          retry={error ? () => refetch().catch(() => undefined) : null}
        />
      </section>
    );
  }

  // A respondent counts their own answers; the broker, the listings anyone has answered.
  const answered = survey.listings.filter((l) =>
    survey.viewerCanRespond ? l.rating !== null || l.clientComment !== null : l.answers.length > 0,
  ).length;
  return (
    <section className="tourbook container section survey-page">
      <Head title={survey.name} robots="noindex" />
      <p className="campaign-page__back">
        <Link to={`/tourbook/campaigns/${survey.campaign.uuid}`}>← {survey.campaign.displayName}</Link>
      </p>
      <header className="campaign-page__header">
        <h1>{survey.name}</h1>
        <p className="campaign-card__person">
          {survey.campaign.brokerName ? `From ${survey.campaign.brokerName} · ` : ""}
          {survey.listings.length} {survey.listings.length === 1 ? "listing" : "listings"} · {answered}{" "}
          answered
        </p>
        <SurveyState survey={survey} />
      </header>
      {survey.viewerCanRespond ? (
        <p className="survey-page__intro">
          Mark each space Interested or Not interested and leave a note: your broker sees your answers as you
          give them.
        </p>
      ) : null}
      {survey.listings.length === 0 ? (
        <div className="tourbook__empty">
          <h2>No listings in this survey</h2>
          <p>Its listings were removed from the campaign.</p>
        </div>
      ) : (
        <ol className="survey-page__list">
          {survey.listings.map((surveyListing) => (
            <li key={surveyListing.id} className="survey-listing">
              <ListingCard listing={surveyListing.listing} headingLevel={2} />
              <SurveyAnswer surveyListing={surveyListing} canRespond={survey.viewerCanRespond} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function SurveyState({ survey }: { survey: SurveyPageData }) {
  const dispatch = useAppDispatch();
  const [publish, { loading }] = useMutation(PublishSurveyMutation);
  const [asking, setAsking] = useState(false);
  if (survey.publishedAt) {
    return <p className="text-muted">Sent {formatUtcDate(new Date(survey.publishedAt))}</p>;
  }
  if (!survey.viewerCanEdit) return null;
  async function send() {
    try {
      const { data } = await publish({ variables: { surveyId: survey.id } });
      setAsking(false);
      dispatch(showToast({ contents: mailNoticeMessage(SURVEY_SENT, data?.publishSurvey.mailNotice) }));
    } catch {
      // The dialog stays open to try again.
      dispatch(showToast({ contents: PUBLISH_FAILED, isError: true }));
    }
  }
  return (
    <div className="survey-page__draft">
      <FormNotice tone="info">Draft: only you can see it until you send it to your client.</FormNotice>
      <button type="button" className="btn btn--primary" onClick={() => setAsking(true)}>
        Send to client
      </button>
      {/* Sending e-mails the client and cannot be undone: asked first, as "Cancel tour" is (issue 25). */}
      <ConfirmDialog
        isOpen={asking}
        title="Send this survey to your client?"
        message={`Your client gets an e-mail with a link to “${survey.name}” and can answer it. A sent survey cannot become a draft again.`}
        confirmLabel="Send to client"
        tone="primary"
        busy={loading}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/**
 * Spec section 7: the campaign's client opening a survey tells its broker (the server sends at
 * most one e-mail per survey per hour). Once per page view; brokers and admins never announce.
 */
function useVisitNotice(survey: SurveyPageData | null) {
  const isInternal = useAppSelector((s) =>
    Boolean(s.user.currentUser?.isBroker || s.user.currentUser?.isAdmin),
  );
  const [notify] = useMutation(SendSurveyVisitEmailMutation);
  const sentFor = useRef<string | null>(null);
  const surveyId = survey?.id ?? null;
  const campaignId = survey?.campaign.id ?? null;
  const eligible = Boolean(survey?.viewerCanRespond && !survey.viewerCanEdit && !isInternal);
  useEffect(() => {
    if (!eligible || !surveyId || !campaignId || sentFor.current === surveyId) return;
    sentFor.current = surveyId;
    notify({ variables: { campaignId, surveyId } }).catch(() => undefined);
  }, [eligible, surveyId, campaignId, notify]);
}
