import { useApolloClient } from "@apollo/client/react";
import { useState } from "react";
import {
  SIGN_IN_PAGE_EXISTING_ACCOUNT,
  SIGN_IN_PAGE_FAILURE,
  signInFailureMessage,
} from "../../../common/account/accountErrors";
import { landingPathFor } from "../../../common/account/landing";
import {
  CREATE_ACCOUNT_FORM,
  CREATE_ACCOUNT_VIEW,
  SIGN_IN_VIEW_PARAM,
} from "../../../common/forms/createAccountRules";
import { site } from "../../../common/site";
import { PASSWORD_EMPTY, requiredEmail, required as requiredRule } from "../../../common/validation/rules";
import { sessionGuard } from "../../system/apollo/sessionStore";
import { Head } from "../../system/head";
import { Link, useLocation, useNavigate, useSearchParams } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import { CreateAccountForm } from "./CreateAccountForm";
import { CurrentUserQuery } from "./currentUserQuery";
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

/** The same page's other view: `view=create-account` added or taken away, the rest (redirectTo) kept. */
function viewHref(search: URLSearchParams, create: boolean): string {
  const params = new URLSearchParams(search);
  if (create) params.set(SIGN_IN_VIEW_PARAM, CREATE_ACCOUNT_VIEW);
  else params.delete(SIGN_IN_VIEW_PARAM);
  const query = params.toString();
  return `/sign-in${query ? `?${query}` : ""}`;
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
  const creating = searchParams.get(SIGN_IN_VIEW_PARAM) === CREATE_ACCOUNT_VIEW;
  // Create Account found an account for the address: the sign-in view takes over with it.
  const [emailTaken, setEmailTaken] = useState<string | null>(null);
  const formAction = `/sign-in${location.search}`;
  const form = useForm({
    name: "signIn",
    initialValues: { email: navState.email ?? "", password: "" },
    rules: { email: requiredEmail, password: requiredRule(PASSWORD_EMPTY) },
    onSubmit: async ({ email, password }, api) => {
      const result = await signIn(email, password);
      if (!result.ok) {
        api.setFormError(signInFailureMessage(result.error, SIGN_IN_PAGE_FAILURE));
        return;
      }
      // Spec section 7: the page form also refetches the current user after the cache reset.
      // A sign-out before it answers ends the session it belongs to: its answer is then dropped.
      const session = sessionGuard(client);
      client
        .query({ query: CurrentUserQuery, fetchPolicy: "network-only" })
        .then(({ data }) => {
          if (data?.currentUser && session.current()) dispatch(login(data.currentUser));
        })
        .catch(session.report("CurrentUserQuery after sign-in failed"));
      navigate(landingPathFor(result.user, searchParams.get("redirectTo")), { replace: true });
    },
  });

  if (creating) {
    return (
      <section className="account-page container container--narrow section">
        <Head title="Create an account" robots="noindex" />
        <div className="account-card">
          <h1 className="account-card__title">Create an account</h1>
          <CreateAccountForm
            // Posted without scripts, the server answers this form on this page (issue 14).
            postTo={{ name: CREATE_ACCOUNT_FORM, action: formAction }}
            onEmailTaken={(email) => {
              setEmailTaken(email);
              form.setValue("email", email);
              navigate(viewHref(searchParams, false), { replace: true });
            }}
            onSuccess={(user) =>
              navigate(landingPathFor(user, searchParams.get("redirectTo")), { replace: true })
            }
          />
          <p className="account-form__aside">
            Already have an account? <Link to={viewHref(searchParams, false)}>Sign in</Link>
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="account-page container container--narrow section">
      <Head title={signInTitle} robots="noindex" />
      <div className="account-card">
        <h1 className="account-card__title">Sign in</h1>
        {currentUser && !form.pending ? (
          <FormNotice tone="info">
            You are signed in as {currentUser.displayName}. <Link to="/sign-out">Sign out</Link> to use
            another account.
          </FormNotice>
        ) : null}
        <Form form={form} action={formAction} className="account-form">
          {!form.formError && (navState.existingAccount || emailTaken) ? (
            <FormNotice tone="info">{SIGN_IN_PAGE_EXISTING_ACCOUNT}</FormNotice>
          ) : null}
          {/* Left by the create-account view posted without scripts (an address with an account). */}
          {!form.formError && !emailTaken && form.notice ? (
            <FormNotice tone="info">{form.notice}</FormNotice>
          ) : null}
          <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field("password")}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={form.pending}>
            {form.pending ? "Signing in…" : "Sign In"}
          </button>
          <p className="account-form__aside">
            <Link to="/forgot-password">Forget your password?</Link>
          </p>
        </Form>
        <p className="account-form__aside">
          New to {site.name}? <Link to={viewHref(searchParams, true)}>Create an account</Link>
        </p>
      </div>
    </section>
  );
}
