import { useMemo } from "react";
import type { CurrentUser } from "../features/account/currentUserTypes";
import { SIGN_OUT_FAILURE, useSignOut } from "../features/account/useSignOut";
import { Link, useLocation } from "../system/router/router";
import { useAppDispatch } from "../system/store/hooks";
import { headerPlaces } from "./headerPlaces";
import { showToast } from "./toastSlice";

/**
 * The header's links for a signed-in person: their own places by role (headerPlaces), their settings
 * (with their name) and Sign out. Only a signed-in page renders them, so a visitor's first load
 * carries none of their code.
 */
export function HeaderUserLinks({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const places = useMemo(() => headerPlaces(user), [user]);
  const displayName = user.displayName;
  const dispatch = useAppDispatch();
  const { signOut, pending: signingOut } = useSignOut();
  const { pathname } = useLocation();
  return (
    <>
      {places.map((place) => {
        const here = pathname === place.to || pathname.startsWith(`${place.to}/`);
        return (
          <li key={place.to}>
            <Link
              to={place.to}
              className="site-header__link site-header__place"
              aria-current={here ? "page" : undefined}
              onClick={onNavigate}
            >
              {place.label}
            </Link>
          </li>
        );
      })}
      <li>
        <Link to="/settings" className="site-header__link site-header__user" onClick={onNavigate}>
          <span className="site-header__user-name">{displayName}</span>
          <CogIcon />
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="site-header__link site-header__button"
          disabled={signingOut}
          onClick={async () => {
            onNavigate();
            if (!(await signOut())) dispatch(showToast({ contents: SIGN_OUT_FAILURE, isError: true }));
          }}
        >
          Sign out
        </button>
      </li>
    </>
  );
}

function CogIcon() {
  return (
    <svg
      className="cog-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      role="img"
      aria-label="Settings"
      focusable="false"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M10.3 3h3.4l.5 2.4 1.6.9 2.3-.8 1.7 2.9-1.8 1.6v1.9l1.8 1.6-1.7 2.9-2.3-.8-1.6.9-.5 2.4h-3.4l-.5-2.4-1.6-.9-2.3.8-1.7-2.9 1.8-1.6v-1.9L4.2 8.4l1.7-2.9 2.3.8 1.6-.9z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
