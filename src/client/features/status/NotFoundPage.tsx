import { DEFAULT_SEARCH_PATH } from "../../../common/constants";
import { Link } from "../../system/router/router";

export function NotFoundPage() {
  return (
    <section className="status-page container container--narrow section">
      <p className="status-page__code">404</p>
      <h1>Page not found</h1>
      <p className="lead">The page you asked for does not exist, or it has moved.</p>
      <ul className="status-page__links cluster">
        <li>
          <Link to="/" className="btn btn--primary">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link to={DEFAULT_SEARCH_PATH} className="btn">
            Search office space
          </Link>
        </li>
      </ul>
    </section>
  );
}
