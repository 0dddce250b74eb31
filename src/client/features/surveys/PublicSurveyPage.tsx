import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { formatUtcDate } from "../../../common/format/dates";
import { isUuid } from "../../../common/format/uuid";
import { Spinner } from "../../layout/Spinner";
import { showToast } from "../../layout/toastSlice";
import { Head } from "../../system/head";
import { Link, useNavigate } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { SignInLink } from "../account/SignInLink";
import { useJoinSurvey } from "../invitations/useAcceptInvitation";
import { ListingCard } from "../listingCard/ListingCard";
import { LoadProblem } from "../tourbook/LoadProblem";
import { type PublicSurveyData, PublicSurveyQuery } from "./publicSurveyQuery";

export const PUBLIC_SURVEY_MISSING =
  "This survey is not available: it may have been removed, or it was not sent yet.";
export const LINK_COPIED = "Link copied.";
/** Said to every signed-in viewer who cannot join by address: whether they were invited stays unsaid. */
export const USE_INVITATION_LINK =
  "Invited to this survey? Open the link in your invitation e-mail, signed in with the address it was sent to.";
const COPY_FAILED = "The link could not be copied. Copy it from the address bar.";

/** /tourbook/surveys/{uuid} for visitors and people the survey is not shared with. */
export function PublicSurveyPage({ params }: ScreenProps) {
  return <PublicSurveyView surveyId={params.surveyId ?? ""} />;
}

/**
 * /joinSurvey/{uuid}: the survey's share page. A reader goes straight to the survey in the tourbook;
 * someone signed in with a confirmed address that has a pending invitation to it accepts and
 * answers; anyone else sees the public survey and "Sign in to answer", or, signed in, where their
 * invitation link is (an unconfirmed address proves nothing: issue 24).
 */
export function JoinSurveyPage({ params }: ScreenProps) {
  return <PublicSurveyView surveyId={params.surveyId ?? ""} join />;
}

/**
 * A published survey as anyone with its link sees it: its listings with their public facts, no
 * answers. Shared by the fallback of /tourbook/surveys/{id}, the survey page (signed in, not a
 * reader) and /joinSurvey/{id}.
 */
export function PublicSurveyView({ surveyId, join = false }: { surveyId: string; join?: boolean }) {
  const valid = isUuid(surveyId);
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(PublicSurveyQuery, {
    variables: { uuid: surveyId },
    skip: !valid,
    fetchPolicy: "cache-and-network",
  });
  const survey = data?.publicSurvey;
  const readerPath = join ? (survey?.viewerPath ?? null) : null;
  useEffect(() => {
    if (readerPath) navigate(readerPath, { replace: true });
  }, [readerPath, navigate]);

  if (!survey) {
    if (loading) return <Spinner block label="Loading survey…" />;
    return (
      <section className="tourbook container section">
        <Head title="Survey" robots="noindex" />
        <h1>Survey</h1>
        <LoadProblem
          message={error ? "Error loading survey." : PUBLIC_SURVEY_MISSING}
          retry={error ? () => refetch().catch(() => undefined) : null}
        />
      </section>
    );
  }
  return (
    <section className="tourbook container section survey-page public-survey">
      <Head title={survey.name} robots="noindex" />
      <header className="campaign-page__header">
        <h1>{survey.name}</h1>
        <p className="campaign-card__person">
          {survey.brokerName ? `From ${survey.brokerName} · ` : ""}
          {survey.listings.length} {survey.listings.length === 1 ? "listing" : "listings"} · Sent{" "}
          {formatUtcDate(new Date(survey.publishedAt))}
        </p>
        <div className="cluster">
          <CopyLinkButton uuid={survey.id} />
          <ViewerAction survey={survey} />
        </div>
      </header>
      {survey.listings.length === 0 ? (
        <div className="tourbook__empty">
          <h2>No listings to show</h2>
          <p>The spaces in this survey are no longer on the market.</p>
        </div>
      ) : (
        <ol className="survey-page__list">
          {survey.listings.map((listing) => (
            <li key={listing.id} className="survey-listing">
              <ListingCard listing={listing} headingLevel={2} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CopyLinkButton({ uuid }: { uuid: string }) {
  const dispatch = useAppDispatch();
  async function copy() {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/tourbook/surveys/${uuid}`);
      dispatch(showToast({ contents: LINK_COPIED }));
    } catch {
      dispatch(showToast({ contents: COPY_FAILED, isError: true }));
    }
  }
  return (
    <button type="button" className="btn" onClick={() => void copy()}>
      Copy link
    </button>
  );
}

/** The viewer's way further: their tourbook's copy, their own invitation, or signing in. */
function ViewerAction({ survey }: { survey: PublicSurveyData }) {
  const signedIn = useAppSelector((s) => s.user.currentUser !== null);
  const { run, loading, problem } = useJoinSurvey();
  if (survey.viewerPath) {
    return (
      <Link to={survey.viewerPath} className="btn btn--primary">
        Open in your tourbook
      </Link>
    );
  }
  if (survey.viewerCanJoin) {
    return (
      <>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void run(survey.id)}
          disabled={loading}
        >
          {loading ? "Accepting…" : "Accept the invitation and answer"}
        </button>
        {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
      </>
    );
  }
  if (signedIn) return <p className="public-survey__hint text-muted">{USE_INVITATION_LINK}</p>;
  return <SignInLink className="btn btn--primary">Sign in to answer</SignInLink>;
}
