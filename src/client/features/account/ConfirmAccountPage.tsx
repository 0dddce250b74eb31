import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { answerOf } from "../../../common/account/accountErrors";
import { tokenFreePath } from "../../../common/routes/tokenRoutes";
import { Spinner } from "../../layout/Spinner";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { useAppDispatch, useAppSelector, useAppStore } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { SetPasswordForm } from "./ChangePasswordPage";
import { ConfirmAccountMutation } from "./confirmAccountMutation";
import { updateUser } from "./userSlice";

export const confirmAccountTitle = "Confirm your account";
export const CONFIRM_FAILURE = "We couldn't confirm your e-mail address right now. Please try again later.";

export function confirmedMessage(email: string): string {
  return `Your e-mail address ${email} is confirmed.`;
}

/** Whoever signed up with the address may not own it: its owner, reading this mail, sets the password. */
export function setPasswordIntro(email: string | null): string {
  const which = email ? `for ${email}` : "for your account";
  return `Choose the password ${which}. Any other sign-in to this account ends, so only you can use it.`;
}

type Outcome =
  | { kind: "pending" }
  | { kind: "confirmed"; email: string }
  | { kind: "passwordRequired"; email: string | null }
  | { kind: "failed"; message: string };

/**
 * /confirm-account/{confirmationToken}/{changeEmail?}: the link of a confirmation e-mail. Any value
 * in the second segment means it confirms a changed address (unconfirmedEmail becomes email).
 */
export function ConfirmAccountPage({ params }: { params: Record<string, string | undefined> }) {
  const token = params.confirmationToken ?? "";
  const changeEmail = !!params.changeEmail;
  const [confirmAccount] = useMutation(ConfirmAccountMutation);
  const dispatch = useAppDispatch();
  const currentUser = useAppSelector((s) => s.user.currentUser);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "pending" });
  // A token is single-use: strict mode's second effect must not spend it again and show an error.
  const startedFor = useRef<string | null>(null);
  const store = useAppStore();

  useEffect(() => {
    const key = `${token}/${changeEmail}`;
    if (startedFor.current === key) return;
    startedFor.current = key;
    setOutcome({ kind: "pending" });
    confirmAccount({ variables: { token, changeEmail } })
      .then(({ data }) => {
        const { ok, passwordRequired, email, error } = answerOf(data, "confirmAccount").confirmAccount;
        if (passwordRequired) {
          setOutcome({ kind: "passwordRequired", email });
          return;
        }
        if (!ok || !email) {
          setOutcome({ kind: "failed", message: error?.message || CONFIRM_FAILURE });
          return;
        }
        setOutcome({ kind: "confirmed", email });
        // Only the signed-in user's own address changes; the link may belong to another account.
        const user = store.getState().user.currentUser;
        if (user && (user.email === email || user.unconfirmedEmail === email)) {
          dispatch(updateUser({ email, unconfirmedEmail: null, confirmed: true }));
        }
      })
      .catch((err: unknown) => {
        console.error("confirmAccount failed", err);
        setOutcome({ kind: "failed", message: CONFIRM_FAILURE });
      });
  }, [token, changeEmail, confirmAccount, dispatch, store]);

  return (
    <section className="account-page container container--narrow section">
      <Head title={confirmAccountTitle} robots="noindex" canonicalPath={tokenFreePath("confirmAccount")} />
      <div className="account-card">
        <h1 className="account-card__title">
          {changeEmail ? "Confirm your new e-mail" : "Confirm your account"}
        </h1>
        {outcome.kind === "pending" ? <Spinner block label="Confirming your e-mail address…" /> : null}
        {outcome.kind === "passwordRequired" ? (
          <>
            <p>{setPasswordIntro(outcome.email)}</p>
            <SetPasswordForm token={token} purpose="confirm" />
          </>
        ) : null}
        {outcome.kind === "confirmed" ? (
          <>
            <FormNotice tone="success">{confirmedMessage(outcome.email)}</FormNotice>
            <p>
              <Link to="/" className="btn btn--primary">
                Go to the home page
              </Link>
            </p>
          </>
        ) : null}
        {outcome.kind === "failed" ? (
          <>
            <FormNotice tone="error">{outcome.message}</FormNotice>
            <p>
              {currentUser ? (
                <Link to="/settings" className="btn btn--primary">
                  Go to your settings
                </Link>
              ) : (
                <Link to="/sign-in" className="btn btn--primary">
                  Sign in
                </Link>
              )}
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
