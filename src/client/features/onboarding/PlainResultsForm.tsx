import { useId } from "react";
import { ONBOARDING_STEP_FORMS } from "../../../common/onboarding/stepForms";
import { STEP_OF_FIELD } from "../../../common/onboarding/steps";
import { Link } from "../../system/router/router";
import { useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { usePostedForm } from "../../ui/form/postedForm";
import type { CurrentUser } from "../account/currentUserTypes";
import { CommentsField, ContactFields, type ContactValues, SEND_LABEL } from "./ContactForm";
import { ONBOARDING_STEP_PATHS } from "./onboardingRules";
import type { OnboardingState } from "./onboardingState";
import { PlainStepForm, usePlainStepForm } from "./PlainStepForm";
import {
  BROKERS_CANNOT_SEND,
  SEND_TITLE,
  SENT_EARLIER,
  SENT_TITLE,
  signedInSendLabel,
  VISITOR_SEND_INTRO,
} from "./ResultsStep";
import { StepLayout } from "./StepLayout";
import { StepProblem } from "./StepProblem";

const SIGN_IN_HERE = `/sign-in?redirectTo=${encodeURIComponent(ONBOARDING_STEP_PATHS.results)}`;

/** A refusal about an earlier step's answer (no seats, no city…), with the way back to it. */
function EarlierStepProblems() {
  const posted = usePostedForm(ONBOARDING_STEP_FORMS.results);
  const earlier = Object.entries(posted?.errors ?? {}).filter(([field]) => field in STEP_OF_FIELD);
  return earlier.map(([field, message]) => <StepProblem key={field} error={{ field, message }} />);
}

/** A visitor: who they are and a password, posted to create the account and send the profile. */
function PlainContactForm({ state }: { state: OnboardingState }) {
  const form = usePlainStepForm<ContactValues>("results", {
    name: state.name,
    companyName: state.companyName,
    email: state.email,
    phone: state.phone,
    renterComments: state.renterComments,
    password: "",
  });
  return (
    <PlainStepForm step="results" form={form} className="account-form onboarding-contact">
      <EarlierStepProblems />
      <ContactFields form={form} />
      <button type="submit" className="btn btn--primary btn--large">
        {SEND_LABEL}
      </button>
      <p className="account-form__aside">
        Already have an account? <Link to={SIGN_IN_HERE}>Sign in</Link> and send your profile from it.
      </p>
    </PlainStepForm>
  );
}

/** A signed-in client sends the profile from their account: only a note for the broker to add. */
function PlainSignedInSend({ state, user }: { state: OnboardingState; user: CurrentUser }) {
  const commentsId = useId();
  const form = usePlainStepForm("results", { renterComments: state.renterComments });
  return (
    <PlainStepForm step="results" form={form} className="account-form onboarding-contact">
      <EarlierStepProblems />
      <p className="onboarding-send__intro">
        Signed in as <strong>{user.displayName}</strong> ({user.email}).
      </p>
      <CommentsField id={commentsId} {...form.field("renterComments")} />
      <button type="submit" className="btn btn--primary btn--large">
        {signedInSendLabel(state.phase === "COMPLETED")}
      </button>
    </PlainStepForm>
  );
}

/**
 * Results without scripts: sending the profile to a broker (the matching spaces need scripts). The
 * post lands back here, as the scripted step stays, with what it says once the profile is sent.
 */
export function PlainResultsForm({ state }: { state: OnboardingState }) {
  const user = useAppSelector((s) => s.user.currentUser);
  const sentNow = usePostedForm(ONBOARDING_STEP_FORMS.results)?.notice ?? null;
  const sent = sentNow !== null || state.phase === "COMPLETED";
  return (
    <StepLayout title={sent ? SENT_TITLE : SEND_TITLE} intro={user ? undefined : VISITOR_SEND_INTRO}>
      {sentNow ? (
        <FormNotice tone="success">{sentNow}</FormNotice>
      ) : sent ? (
        <p className="onboarding-send__intro">{SENT_EARLIER}</p>
      ) : null}
      {user?.isBroker ? (
        <FormNotice tone="info">{BROKERS_CANNOT_SEND}</FormNotice>
      ) : user ? (
        <PlainSignedInSend state={state} user={user} />
      ) : (
        <PlainContactForm state={state} />
      )}
      <div className="onboarding-step__actions">
        <Link to={ONBOARDING_STEP_PATHS.timeframes} className="btn btn--ghost onboarding-step__back">
          Back
        </Link>
      </div>
    </StepLayout>
  );
}
