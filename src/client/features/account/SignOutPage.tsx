import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Spinner } from "../../layout/Spinner";
import { Head } from "../../system/head";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { SignOutMutation } from "./signOutMutation";
import { logout } from "./userSlice";

export const signOutTitle = "Signing out";
export const SIGN_OUT_FAILURE = "We couldn't sign you out. Please check your connection and try again.";

/**
 * /sign-out: ends the session on the server, forgets the user and everything cached for them, and
 * goes home. The work happens in the browser only, so a prefetch or an image pointing here signs
 * nobody out (the mutation needs a same-site JSON POST).
 */
export function SignOutPage() {
  const [signOut] = useMutation(SignOutMutation);
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const run = useCallback(async () => {
    setFailed(false);
    try {
      await signOut();
    } catch (err) {
      // The session cookie may still be valid: saying "signed out" now would be a lie.
      console.error("signOut failed", err);
      setFailed(true);
      return;
    }
    dispatch(logout());
    await client.clearStore();
    navigate("/", { replace: true });
  }, [signOut, client, dispatch, navigate]);

  useEffect(() => {
    // React's strict mode runs effects twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <section className="account-page container container--narrow section">
      <Head title={signOutTitle} robots="noindex" />
      {failed ? (
        <div className="account-card">
          <h1 className="account-card__title">Sign out</h1>
          <FormNotice tone="error">{SIGN_OUT_FAILURE}</FormNotice>
          <button type="button" className="btn btn--primary" onClick={() => void run()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="account-card account-card--centered">
          <Spinner label="Signing you out…" />
          <p aria-hidden="true">Signing you out…</p>
        </div>
      )}
    </section>
  );
}
