import { memo, useCallback, useEffect, useId, useRef, useState } from "react";
import { campaignTitle } from "../../common/format/possessive";
import { isTokenRoute } from "../../common/routes/tokenRoutes";
import { site } from "../../common/site";
import { isPlainClick } from "../features/account/SignInLink";
import { openSignInModal } from "../features/account/signInModalSlice";
import { lazyComponent } from "../system/lazyComponent";
import { Link, useLocation } from "../system/router/router";
import { useAppDispatch, useAppSelector } from "../system/store/hooks";
import { telHref } from "./contactLinks";
import { showsGetStarted } from "./getStarted";
import { LogoMark, MenuIcon, PhoneIcon } from "./icons";

/** Settings and Sign out: their code comes only to pages a signed-in person opens. */
const LazyUserLinks = lazyComponent(() => import("./HeaderUserLinks").then((m) => m.HeaderUserLinks));
// Its props stay the same while its code comes, so hydration keeps the server's markup meanwhile.
const HeaderUserLinks = memo(LazyUserLinks);

/** Fetches the signed-in links' code now (tests render them at once after this). */
export const loadHeaderUserLinks = async (): Promise<void> => void (await LazyUserLinks.load());

export type HeaderCampaign = { uuid: string; displayName: string };

export type HeaderProps = {
  /** True on /tourbook/ pages (a page option set by the route table). */
  isTourbook: boolean;
  /** The broker's active campaign, or null when there is none. */
  campaign: HeaderCampaign | null;
  /** The page's route (undefined on the not-found page): decides where Sign In comes back to. */
  routeId?: string;
};

/**
 * Whether the Sign In link comes back to this page: not to home and sign-in themselves, nor to a
 * page whose address carries a secret (a token route), which must not travel into another URL.
 */
function returnsHere(routeId: string | undefined): boolean {
  return routeId !== "home" && routeId !== "signIn" && !isTokenRoute(routeId);
}

export function Header({ isTourbook, campaign, routeId }: HeaderProps) {
  const currentUser = useAppSelector((state) => state.user.currentUser);
  const dispatch = useAppDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname, search } = useLocation();
  const signInHref = returnsHere(routeId)
    ? `/sign-in?redirectTo=${encodeURIComponent(pathname + search)}`
    : "/sign-in";
  const activeCampaign = currentUser?.isBroker && isTourbook && campaign ? campaign : null;
  // A person with roles beyond a client's (the team, a vendor's uploader) has several places.
  const crowded =
    currentUser !== null && (currentUser.isAdmin || currentUser.isResearch || currentUser.vendor != null);

  // Spec: the mobile menu closes when the user is signed out.
  useEffect(() => {
    if (!currentUser) setMenuOpen(false);
  }, [currentUser]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: any navigation, even one started elsewhere, should fold the menu away.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Escape folds an open menu and puts focus back on its toggle, as for any disclosure.
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header
      className={[
        "site-header",
        activeCampaign ? "site-header--campaign" : "",
        crowded ? "site-header--crowded" : "",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <div className="container site-header__bar">
        <Link
          to={activeCampaign ? "/tourbook/campaigns" : "/"}
          className="site-header__logo"
          aria-label={activeCampaign ? `${site.name} campaigns` : `${site.name} home`}
          onClick={closeMenu}
        >
          <LogoMark />
          <span className="site-header__wordmark">{site.name}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="icon-button site-header__toggle"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
        <nav
          id={menuId}
          aria-label="Main"
          className={menuOpen ? "site-header__menu site-header__menu--open" : "site-header__menu"}
        >
          <ul className="site-header__links">
            {activeCampaign ? (
              <li>
                <Link
                  to={`/tourbook/campaigns/${activeCampaign.uuid}`}
                  className="site-header__link site-header__link--campaign"
                  onClick={closeMenu}
                >
                  {campaignTitle(activeCampaign.displayName)}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/office-space-calculator" className="site-header__link" onClick={closeMenu}>
                Smart Tools
              </Link>
            </li>
            <li>
              <Link to="/leasopedia/#office-search-guide" className="site-header__link" onClick={closeMenu}>
                Quick Start Guide
              </Link>
            </li>
            <li>
              <a href={telHref(site.supportPhone)} className="site-header__link site-header__phone">
                <PhoneIcon />
                <span className="visually-hidden">Call us at </span>
                <span className="site-header__phone-number">{site.supportPhone}</span>
              </a>
            </li>
            {currentUser ? (
              <HeaderUserLinks user={currentUser} onNavigate={closeMenu} />
            ) : (
              <li>
                {/* A link to the sign-in page, which works before and without scripts; with them,
                    a plain click opens the sign-in modal instead (a new-tab click still follows it). */}
                <a
                  href={signInHref}
                  className="site-header__link"
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    closeMenu();
                    dispatch(openSignInModal({ showCreateAccount: true, landAfterSignIn: true }));
                  }}
                >
                  Sign In
                </a>
              </li>
            )}
            {showsGetStarted(currentUser) ? (
              <li>
                <Link
                  to="/profile/size"
                  className="btn btn--primary btn--small site-header__cta"
                  onClick={closeMenu}
                >
                  Get started
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
