import type { ReactNode } from "react";
import { useClientConfig } from "../system/clientConfig";
import { DemoNotice } from "./DemoNotice";
import { Header, type HeaderCampaign } from "./Header";
import { LazyFooter } from "./LazyFooter";
import { LazySignInModal } from "./LazySignInModal";
import { StreamlineFooter } from "./StreamlineFooter";
import { Toast } from "./Toast";

export type PageOptions = {
  showHeader: boolean;
  showFooter: boolean;
  showStreamLineFooter: boolean;
  isTourbook: boolean;
};

export type PageShellProps = {
  pageOptions: PageOptions;
  /** The signed-in broker's active campaign; only used by the header on tourbook pages. */
  campaign?: HeaderCampaign | null;
  /** The page's route, matched once by App; undefined on the not-found page. */
  routeId?: string;
  children: ReactNode;
};

export const MAIN_CONTENT_ID = "main-content";

/**
 * Chrome around every page: skip link, the demo-site notice in demo mode, header, main landmark, one
 * of the footers, the sign-in modal and the toast.
 */
export function PageShell({ pageOptions, campaign = null, routeId, children }: PageShellProps) {
  const { showHeader, showFooter, showStreamLineFooter, isTourbook } = pageOptions;
  const { demoMode } = useClientConfig();
  return (
    <div className="page-shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      {demoMode ? <DemoNotice /> : null}
      {showHeader ? <Header isTourbook={isTourbook} campaign={campaign} routeId={routeId} /> : null}
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id={MAIN_CONTENT_ID} className="page-shell__main" tabIndex={-1}>
        {children}
      </main>
      {showFooter ? <LazyFooter /> : showStreamLineFooter ? <StreamlineFooter /> : null}
      <LazySignInModal />
      <Toast />
    </div>
  );
}
