import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { SIGN_OUT_FAILURE, useSignOut } from "./useSignOut";

export const signOutTitle = "Sign out";

/**
 * /sign-out: asks before signing out. Loading the page does nothing, so a link from another site
 * cannot sign anybody out; the button does it (see useSignOut).
 */
export function SignOutPage() {
  const currentUser = useAppSelector((state) => state.user.currentUser);
  const { signOut, pending, failed } = useSignOut();

  return (
    <section className="account-page container container--narrow section">
      <Head title={signOutTitle} robots="noindex" />
      <div className="account-card">
        <h1 className="account-card__title">Sign out</h1>
        {currentUser ? (
          <>
            <p>You are signed in as {currentUser.email}.</p>
            {failed ? <FormNotice tone="error">{SIGN_OUT_FAILURE}</FormNotice> : null}
            <button
              type="button"
              className="btn btn--primary"
              disabled={pending}
              aria-busy={pending}
              onClick={() => void signOut()}
            >
              {pending ? "Signing you out…" : failed ? "Try again" : "Sign out"}
            </button>
          </>
        ) : (
          <p>
            You are not signed in. <Link to="/">Go to the home page</Link>
          </p>
        )}
      </div>
    </section>
  );
}
