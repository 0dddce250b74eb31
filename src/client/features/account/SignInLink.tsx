import type { MouseEvent, ReactNode } from "react";
import { useLocation } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { openSignInModal } from "./signInModalSlice";

/** A plain left click, not one that asks for a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/**
 * A link to the sign-in page that comes back here (`redirectTo`), working before and without scripts;
 * with them, a plain click opens the sign-in modal instead and the page stays where it is.
 */
export function SignInLink({
  className,
  children,
  showCreateAccount = false,
}: {
  className?: string;
  children: ReactNode;
  showCreateAccount?: boolean;
}) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  return (
    <a
      href={`/sign-in?redirectTo=${encodeURIComponent(pathname + search)}`}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        dispatch(openSignInModal({ showCreateAccount }));
      }}
    >
      {children}
    </a>
  );
}
