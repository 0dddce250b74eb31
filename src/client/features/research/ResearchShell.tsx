import type { ComponentType, ReactNode } from "react";
import { pathFor } from "../../../common/routes/matchRoute";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { useAppSelector } from "../../system/store/hooks";
import { unauthorizedTitle } from "../status/statusTitles";
import { UnauthorizedPage } from "../status/UnauthorizedPage";

export type Crumb = { label: string; to?: string };

/**
 * The frame of every research-team screen (no site header or footer, spec section 2): its own
 * small navigation, breadcrumbs and the page's heading.
 */
export function ResearchShell({
  title,
  crumbs = [],
  actions,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="research">
      <Head title={title} robots="noindex" />
      <div className="research__bar">
        <div className="container research__bar-inner">
          <Link to="/" className="research__brand">
            Squarely <span>Research</span>
          </Link>
          <nav aria-label="Research tools">
            <ul className="research__nav">
              <li>
                <Link to={pathFor("researchContacts")}>Building contacts</Link>
              </li>
              <li>
                <Link to={pathFor("researchBuildings")}>Buildings</Link>
              </li>
              <li>
                <Link to={pathFor("researchListingReview")}>Listing review</Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="container research__page">
        {crumbs.length > 0 ? (
          <nav aria-label="Breadcrumb" className="research__crumbs">
            <ol>
              {crumbs.map((crumb) => (
                <li key={`${crumb.label}-${crumb.to ?? ""}`}>
                  {crumb.to ? (
                    <Link to={crumb.to}>{crumb.label}</Link>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="research__heading">
          <h1>{title}</h1>
          {actions ? <div className="research__actions">{actions}</div> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

/** A list or record that could not be loaded, with a way to try again. */
export function LoadProblem({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert" className="research__problem">
      <p>{what} could not be loaded.</p>
      <button type="button" className="btn" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

/**
 * A research screen for research staff and admins only (docs/decisions.md, stop 21): anyone else
 * sees the Unauthorized page before the screen asks the server anything. The server refuses them
 * on every research field whatever the browser shows.
 */
export function researchOnly(Screen: ComponentType<ScreenProps>): ComponentType<ScreenProps> {
  function ResearchOnly(props: ScreenProps) {
    const user = useAppSelector((s) => s.user.currentUser);
    if (!user?.isResearch && !user?.isAdmin) {
      return (
        <>
          <Head title={unauthorizedTitle} robots="noindex" />
          <UnauthorizedPage />
        </>
      );
    }
    return <Screen {...props} />;
  }
  return ResearchOnly;
}
