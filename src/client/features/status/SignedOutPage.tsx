import { Link, useLocation } from "../../system/router/router";

/** Shown in place of a protected screen when nobody is signed in; sign-in brings the visitor back. */
export function SignedOutPage() {
  const { pathname, search, hash } = useLocation();
  const signInHref = `/sign-in?redirectTo=${encodeURIComponent(pathname + search + hash)}`;
  return (
    <section className="status-page container container--narrow section">
      <h1>Sign in to continue</h1>
      <p className="lead">You need to sign in to see this page.</p>
      <ul className="status-page__links cluster">
        <li>
          <Link to={signInHref} className="btn btn--primary">
            Sign in
          </Link>
        </li>
        <li>
          <Link to="/" className="btn">
            Home
          </Link>
        </li>
      </ul>
    </section>
  );
}
