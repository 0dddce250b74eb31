import { DEFAULT_SEARCH_PATH } from "../../../common/constants";
import { site } from "../../../common/site";
import { Link } from "../../system/router/router";

export const notAvailableTitle = "Not available yet";

export type NotAvailablePageProps = {
  /** The screen's human name, e.g. "Commute calculator". */
  screenName: string;
};

/** An honest placeholder for screens a later release builds: no pretend forms or fake data. */
export function NotAvailablePage({ screenName }: NotAvailablePageProps) {
  return (
    <section className="status-page container container--narrow section">
      <h1>{screenName}</h1>
      <p className="lead">This part of {site.name} is not available yet.</p>
      <p className="text-muted">
        Until it is, you can search our listings or call us at{" "}
        <span className="phone-number">{site.supportPhone}</span> and a broker will help.
      </p>
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
