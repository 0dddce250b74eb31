import { useEffect, useState } from "react";
import { Link } from "../system/router/router";
import { useAppDispatch, useAppSelector } from "../system/store/hooks";
import { hideToast, toastDismissed } from "./toastSlice";

/**
 * The one site-wide notice, driven by the `toast` slice. Errors use role="alert" so screen readers
 * interrupt; successes use role="status" so they wait their turn. While the pointer is over it or
 * focus is inside it, it stays (WCAG 2.2.1): its timer starts again once both have left.
 */
export function Toast() {
  const { visible, contents, isError, durationMs, href, source } = useAppSelector((state) => state.toast);
  const dispatch = useAppDispatch();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // A toast that goes while hovered or focused (its link followed, say) gets no leave event.
  useEffect(() => {
    if (visible) return;
    setHovered(false);
    setFocused(false);
  }, [visible]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message must restart the timer, so contents and isError are deliberate triggers.
  useEffect(() => {
    if (!visible || paused) return;
    const timer = setTimeout(() => dispatch(hideToast()), durationMs);
    return () => clearTimeout(timer);
  }, [visible, paused, contents, isError, durationMs, dispatch]);

  return (
    <div className="toast-region">
      {visible ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: a live region (status or alert); hover and focus only pause its timer, they do nothing a keyboard cannot.
        <div
          role={isError ? "alert" : "status"}
          className={`toast ${isError ? "toast--error" : href ? "toast--link" : "toast--success"}`}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          {/* A link toast invites rather than reports, so it carries no success tick. */}
          {href && !isError ? null : (
            <span className="toast__icon" aria-hidden="true">
              {isError ? <ErrorIcon /> : <CheckIcon />}
            </span>
          )}
          <p className="toast__contents">
            {href ? (
              <Link to={href} className="toast__link" onClick={() => dispatch(hideToast())}>
                {contents}
              </Link>
            ) : (
              contents
            )}
          </p>
          <button
            type="button"
            className="toast__close"
            aria-label="Dismiss notification"
            onClick={() => dispatch(toastDismissed(source))}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="M10 5.5v5.5M10 14v.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
