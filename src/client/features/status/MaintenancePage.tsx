import { site } from "../../../common/site";
import { mailtoHref, telHref } from "../../layout/contactLinks";
import { Head } from "../../system/head";

export const maintenanceTitle = "Down for maintenance";

/**
 * Spec section 8: a maintenance page at /maintenance. With MAINTENANCE_MODE on, the server answers
 * every other page with this one (503, no scripts), so its links are plain ones and the contact
 * details are a phone number and an e-mail address, which work while the site does not.
 */
export function MaintenancePage() {
  return (
    <section className="status-page maintenance container container--narrow section">
      <Head title={maintenanceTitle} robots="noindex" />
      <p className="status-page__code">MAINTENANCE</p>
      <h1>We’re making {site.name} better</h1>
      <p className="lead">
        {site.name} is down for planned maintenance while we upgrade our systems. It will be back shortly;
        please try again in a few minutes.
      </p>
      <div className="maintenance__facts stack">
        <h2 className="maintenance__heading">Your data is safe</h2>
        <p>
          Your account, tourbooks, saved listings and notes are stored safely and will be exactly as you left
          them. Nothing you saved before the maintenance is lost.
        </p>
        <h2 className="maintenance__heading">Need help before we’re back?</h2>
        <p>
          Your broker can still help by phone or e-mail: call{" "}
          <a href={telHref(site.supportPhone)}>{site.supportPhone}</a> or write to{" "}
          <a href={mailtoHref(site.contactEmail)}>{site.contactEmail}</a>.
        </p>
      </div>
      <ul className="status-page__links cluster">
        <li>
          {/* A plain link: during maintenance the page has no scripts, and it should load afresh. */}
          <a href="/" className="btn btn--primary">
            Try the home page again
          </a>
        </li>
      </ul>
    </section>
  );
}
