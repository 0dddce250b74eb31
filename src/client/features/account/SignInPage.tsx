import { useApolloClient } from "@apollo/client/react";
import { type FormEvent, useRef, useState } from "react";
import { Head } from "../../system/head";
import { Link, useLocation, useNavigate, useSearchParams } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import { SIGN_IN_PAGE_EXISTING_ACCOUNT, SIGN_IN_PAGE_FAILURE, signInFailureMessage } from "./accountErrors";
import { emailProblem } from "./accountValidation";
import { CurrentUserQuery } from "./currentUserQuery";
import { landingPathFor } from "./safeRedirect";
import { login } from "./userSlice";
import { useSignIn } from "./useSignIn";

export const signInTitle = "Sign in";

/** What other screens may pass in the navigation state. */
export type SignInPageState = { email?: string; existingAccount?: boolean };

function readState(state: unknown): SignInPageState {
  if (typeof state !== "object" || state === null) return {};
  const { email, existingAccount } = state as Record<string, unknown>;
  return {
    email: typeof email === "string" ? email : undefined,
    existingAccount: existingAccount === true,
  };
}

export function SignInPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const client = useApolloClient();
  const signIn = useSignIn();
  const currentUser = useAppSelector((s) => s.user.currentUser);
  const navState = readState(location.state);
  const [email, setEmail] = useState(navState.email ?? "");
  const [password, setPassword] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem || !password) {
      setAttempt((n) => n + 1);
      return;
    }
    setFailure(null);
    setPending(true);
    const result = await signIn(email, password);
    if (!result.ok) {
      setPending(false);
      setFailure(signInFailureMessage(result.error, SIGN_IN_PAGE_FAILURE));
      return;
    }
    // Spec section 7: the page form also refetches the current user after the cache reset.
    client
      .query({ query: CurrentUserQuery, fetchPolicy: "network-only" })
      .then(({ data }) => {
        if (data?.currentUser) dispatch(login(data.currentUser));
      })
      .catch((err: unknown) => console.error("CurrentUserQuery after sign-in failed", err));
    navigate(landingPathFor(result.user, searchParams.get("redirectTo")), { replace: true });
  }

  const notice = failure ?? (navState.existingAccount ? SIGN_IN_PAGE_EXISTING_ACCOUNT : null);
  const passwordError = attempt > 0 && !password ? "Enter your password." : null;

  return (
    <section className="account-page container container--narrow section">
      <Head title={signInTitle} robots="noindex" />
      <div className="account-card">
        <h1 className="account-card__title">Sign in</h1>
        {currentUser && !pending ? (
          <FormNotice tone="info">
            You are signed in as {currentUser.displayName}. <Link to="/sign-out">Sign out</Link> to use
            another account.
          </FormNotice>
        ) : null}
        <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-busy={pending}>
          {notice ? <FormNotice tone={failure ? "error" : "info"}>{notice}</FormNotice> : null}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={emailError}
            onChange={(value) => {
              setEmail(value);
              setEmailError(null);
            }}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={setPassword}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
            {pending ? "Signing in…" : "Sign In"}
          </button>
          <p className="account-form__aside">
            <Link to="/forgot-password">Forget your password?</Link>
          </p>
        </form>
      </div>
    </section>
  );
}
