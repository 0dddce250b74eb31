import { site } from "../../common/site";
import { Link } from "../system/router/router";
import { mailtoHref, telHref } from "./contactLinks";

/** The minimal footer for focused flows (when the full footer is switched off per route). */
export function StreamlineFooter() {
  return (
    <footer className="streamline-footer">
      <div className="container streamline-footer__inner">
        <a href={telHref(site.footerPhone)}>{site.footerPhone}</a>
        <a href={mailtoHref(site.contactEmail)}>{site.contactEmail}</a>
        <Link to="/privacy">Privacy policy</Link>
      </div>
    </footer>
  );
}
