import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { campaignTitle } from "../../../common/format/possessive";
import { tokenFreePath } from "../../../common/routes/tokenRoutes";
import { Spinner } from "../../layout/Spinner";
import { Head } from "../../system/head";
import { Link, useLocation, useNavigate } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { CreateAccountForm } from "../account/CreateAccountForm";
import { SignInLink } from "../account/SignInLink";
import { openSignInModal } from "../account/signInModalSlice";
import { useSignOut } from "../account/useSignOut";
import { type InvitationData, InvitationQuery } from "./invitationQuery";
import { serverMessage, useAcceptInvitation } from "./useAcceptInvitation";

export const INVITATION_MISSING = "This invitation link is not valid. Check the link in your e-mail.";
export const INVITATION_EXPIRED =
  "This invitation has expired. Ask the person who invited you to send a new one.";
export const INVITATION_USED = "This invitation has already been used. Each invitation works once.";
const LOAD_FAILED = "We couldn't load this invitation. Please try again.";

function what(invitation: InvitationData): string {
  const campaign = campaignTitle(invitation.campaignName);
  if (invitation.kind === "TOUR") return `a tour of ${campaign}`;
  if (invitation.kind === "SURVEY") return `a survey of ${campaign}`;
  return campaign;
}

const TARGET: Record<InvitationData["kind"], string> = {
  CAMPAIGN: "campaign",
  SURVEY: "survey",
  TOUR: "tour",
};

/**
 * /invitation/{id} and /tour-invitation/{id}: who invited the viewer to what, and the way in: sign
 * in or create an account with the invited address, then accept. It is also what /tourbook/tours/{id}
 * shows to visitors and to people not invited: then there is no invitation, and no tour data.
 */
export function InvitationPage({ params }: ScreenProps) {
  const id = params.invitationId;
  return (
    <section className="invitation-page container container--narrow section">
      {id ? <Invitation id={id} /> : <PrivateTourNotice />}
    </section>
  );
}

/**
 * What a tour says to someone it is not shared with. The tour page (built elsewhere) can show it in
 * place of a tour its query answers null for, as the route's fallback does for visitors.
 */
export function PrivateTourNotice() {
  const signedIn = useAppSelector((s) => s.user.currentUser !== null);
  return (
    <>
      <Head title="Private tour" robots="noindex" />
      <h1>This tour is private</h1>
      {signedIn ? (
        <p className="lead">
          It is shared only with the people invited to it. If you were invited, open the link in your
          invitation e-mail while signed in with the address it was sent to.
        </p>
      ) : (
        <>
          <p className="lead">It is shared only with the people invited to it. Sign in to see it.</p>
          <p className="cluster">
            <SignInLink className="btn btn--primary">Sign in</SignInLink>
            <Link to="/" className="btn">
              Home
            </Link>
          </p>
        </>
      )}
    </>
  );
}

function Invitation({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(InvitationQuery, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const invitation = data?.invitation;
  if (!invitation) {
    if (loading) return <Spinner block label="Loading invitation…" />;
    return (
      <>
        <Head title="Invitation" robots="noindex" canonicalPath={tokenFreePath("invitation")} />
        <h1>Invitation</h1>
        <FormNotice tone="error">{error ? serverMessage(error, LOAD_FAILED) : INVITATION_MISSING}</FormNotice>
        <p className="cluster">
          {error ? (
            <button type="button" className="btn" onClick={() => refetch().catch(() => undefined)}>
              Try again
            </button>
          ) : null}
          <Link to="/" className="btn">
            Home
          </Link>
        </p>
      </>
    );
  }
  const heading = `${invitation.inviterName ?? "Your broker"} invited you to ${what(invitation)}`;
  return (
    <>
      <Head title="Invitation" robots="noindex" canonicalPath={tokenFreePath("invitation")} />
      <p className="invitation-page__kicker text-muted">Invitation</p>
      <h1>{heading}</h1>
      <p className="lead">Sent to {invitation.maskedEmail}</p>
      <InvitationState invitation={invitation} />
    </>
  );
}

function OpenLink({ invitation }: { invitation: InvitationData }) {
  return invitation.destination ? (
    <Link to={invitation.destination} className="btn btn--primary">
      Open the {TARGET[invitation.kind]}
    </Link>
  ) : null;
}

function InvitationState({ invitation }: { invitation: InvitationData }) {
  const user = useAppSelector((s) => s.user.currentUser);
  if (invitation.state === "EXPIRED") return <FormNotice tone="error">{INVITATION_EXPIRED}</FormNotice>;
  if (invitation.state === "ACCEPTED") {
    return invitation.destination ? (
      <>
        <FormNotice tone="success">You have accepted this invitation.</FormNotice>
        <p>
          <OpenLink invitation={invitation} />
        </p>
      </>
    ) : (
      <FormNotice tone="error">{INVITATION_USED}</FormNotice>
    );
  }
  if (!user) return <SignedOut invitation={invitation} />;
  if (invitation.emailMatchesViewer) return <Accept invitation={invitation} />;
  return <WrongAccount invitation={invitation} email={user.email ?? "another address"} />;
}

function SignedOut({ invitation }: { invitation: InvitationData }) {
  const [creating, setCreating] = useState(false);
  const dispatch = useAppDispatch();
  const prefill = invitation.prefill;
  return (
    <>
      <p>
        Sign in, or create an account, with {invitation.maskedEmail} to accept the invitation. Only that
        address can accept it.
      </p>
      <p className="cluster">
        <SignInLink className="btn btn--primary">Sign in</SignInLink>
        {creating ? null : (
          <button type="button" className="btn" onClick={() => setCreating(true)}>
            Create an account
          </button>
        )}
      </p>
      {creating ? (
        <section className="invitation-page__create" aria-labelledby="invitation-create">
          <h2 id="invitation-create">Create your account</h2>
          <CreateAccountForm
            initialValues={{
              email: prefill?.email ?? "",
              firstName: prefill?.firstName ?? "",
              lastName: prefill?.lastName ?? "",
            }}
            // The address has an account already: the sign-in modal, filled in, with the spec's hint.
            onEmailTaken={(email) => dispatch(openSignInModal({ prefillEmail: email }))}
          />
        </section>
      ) : null}
    </>
  );
}

function Accept({ invitation }: { invitation: InvitationData }) {
  const { run, loading, problem } = useAcceptInvitation();
  if (invitation.destination) {
    // Already a reader (the campaign's client, or accepted before): nothing to accept.
    return (
      <p>
        <OpenLink invitation={invitation} />
      </p>
    );
  }
  return (
    <>
      {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
      <p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void run(invitation.id)}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          {loading ? "Accepting…" : "Accept invitation"}
        </button>
      </p>
    </>
  );
}

function WrongAccount({ invitation, email }: { invitation: InvitationData; email: string }) {
  const { signOut, pending } = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <FormNotice tone="error">
        This invitation was sent to {invitation.maskedEmail}, and you are signed in as {email}. Sign out, then
        sign in as {invitation.maskedEmail} to accept it.
      </FormNotice>
      <p>
        <button
          type="button"
          className="btn"
          disabled={pending}
          onClick={() =>
            void signOut().then((done) => {
              if (done) navigate(pathname, { replace: true });
            })
          }
        >
          {pending ? "Signing out…" : "Sign out"}
        </button>
      </p>
    </>
  );
}
