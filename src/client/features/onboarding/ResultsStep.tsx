import { type FormEvent, useId, useState } from "react";
import { COMPLETE_FAILURE, completionNotice } from "../../../common/onboarding/completionTexts";
import { Link } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { CommentsField, ContactForm } from "./ContactForm";
import type { OnboardingCampaign } from "./completeOnboardingMutation";
import { MatchingListings } from "./MatchingListings";
import type { OnboardingError } from "./onboardingProfileFields";
import { ONBOARDING_STEP_PATHS } from "./onboardingRules";
import { setContactField } from "./onboardingSlice";
import { StepLayout } from "./StepLayout";
import { StepProblem } from "./StepProblem";
import { useCompleteOnboarding } from "./useCompleteOnboarding";

export const SEND_TITLE = "Get a tour of spaces picked for you";
export const SENT_TITLE = "Your profile is with your broker";
export const SENT_EARLIER = "Change any step and send it again: your broker gets your new requirements.";
export const VISITOR_SEND_INTRO =
  "Create your account and we send your profile to a broker who knows the market. They will get in touch with spaces to tour.";
export const BROKERS_CANNOT_SEND =
  "Brokers cannot send a renter profile. Your clients send theirs when they sign up here.";

export function signedInSendLabel(again: boolean): string {
  return again ? "Send my changes to my broker" : "Send my profile to a broker";
}

/** Results: the spaces that match, then the step that sends the profile to a broker. */
export function ResultsStep() {
  const user = useAppSelector((s) => s.user.currentUser);
  const phase = useAppSelector((s) => s.onboarding.phase);
  const { complete, sending } = useCompleteOnboarding();
  const [sent, setSent] = useState<OnboardingCampaign | null>(null);
  const headingId = useId();

  async function completeAndShow(password: string | null) {
    const outcome = await complete(password);
    if (outcome.kind === "done") setSent(outcome.campaign);
    return outcome;
  }

  return (
    <StepLayout
      title="Spaces that match your profile"
      intro="These are listed now. Your broker also hears about space before it is listed, and tours it with you."
    >
      <MatchingListings />
      <section className="onboarding-send" aria-labelledby={headingId}>
        <h2 id={headingId} className="onboarding-send__title">
          {phase === "COMPLETED" || sent ? SENT_TITLE : SEND_TITLE}
        </h2>
        {sent ? <Sent campaign={sent} /> : phase === "COMPLETED" ? <SentEarlier /> : null}
        {user?.isBroker ? (
          <FormNotice tone="info">{BROKERS_CANNOT_SEND}</FormNotice>
        ) : user ? (
          <SignedInSend
            complete={completeAndShow}
            sending={sending}
            again={phase === "COMPLETED" || !!sent}
          />
        ) : sent ? null : (
          <>
            <p className="onboarding-send__intro">{VISITOR_SEND_INTRO}</p>
            <ContactForm complete={completeAndShow} sending={sending} />
          </>
        )}
      </section>
      <div className="onboarding-step__actions">
        <Link to={ONBOARDING_STEP_PATHS.timeframes} className="btn btn--ghost onboarding-step__back">
          Back
        </Link>
      </div>
    </StepLayout>
  );
}

function Sent({ campaign }: { campaign: OnboardingCampaign }) {
  const email = useAppSelector((s) => s.user.currentUser?.email ?? null);
  const confirmed = useAppSelector((s) => s.user.currentUser?.confirmed ?? true);
  return (
    <>
      <FormNotice tone="success">{completionNotice(campaign, !confirmed && email ? email : null)}</FormNotice>
      <p className="onboarding-send__next">
        <Link to={`/tourbook/campaigns/${campaign.uuid}`} className="btn btn--primary">
          Open your tourbook
        </Link>
      </p>
    </>
  );
}

function SentEarlier() {
  return <p className="onboarding-send__intro">{SENT_EARLIER}</p>;
}

/** A signed-in client sends the profile from their account: no new details needed. */
function SignedInSend({
  complete,
  sending,
  again,
}: {
  complete: (password: string | null) => Promise<{ kind: string; error?: OnboardingError }>;
  sending: boolean;
  again: boolean;
}) {
  const user = useAppSelector((s) => s.user.currentUser);
  const comments = useAppSelector((s) => s.onboarding.renterComments);
  const dispatch = useAppDispatch();
  const [problem, setProblem] = useState<OnboardingError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const commentsId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setProblem(null);
    setFailure(null);
    const outcome = await complete(null);
    if (outcome.kind === "failed") setFailure(COMPLETE_FAILURE);
    if (outcome.kind === "refused" && outcome.error) setProblem(outcome.error);
  }

  return (
    <form className="account-form onboarding-contact" onSubmit={submit} noValidate aria-busy={sending}>
      {failure ? <FormNotice tone="error">{failure}</FormNotice> : null}
      {problem ? <StepProblem error={problem} /> : null}
      <p className="onboarding-send__intro">
        Signed in as <strong>{user?.displayName}</strong> ({user?.email}).
      </p>
      <CommentsField
        id={commentsId}
        value={comments}
        onChange={(value) => dispatch(setContactField({ field: "renterComments", value }))}
      />
      <button type="submit" className="btn btn--primary btn--large" disabled={sending}>
        {sending ? "Sending your profile…" : signedInSendLabel(again)}
      </button>
    </form>
  );
}
