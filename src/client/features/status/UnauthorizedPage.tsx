import { Link } from "../../system/router/router";

/** Shown when a signed-in user fails a route's role check (spec section 2, Protected routes). */
export function UnauthorizedPage() {
  return (
    <section className="status-page container container--narrow section">
      <h1>You are not permitted to access this content.</h1>
      <ul className="status-page__links cluster">
        <li>
          <Link to="/" className="btn btn--primary">
            Home
          </Link>
        </li>
      </ul>
    </section>
  );
}
