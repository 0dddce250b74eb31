import { Component, type ErrorInfo, type MouseEvent, type ReactNode } from "react";
import { isChunkLoadError } from "../system/chunkLoad";

export type ErrorBoundaryProps = {
  children: ReactNode;
};

type ErrorBoundaryState = {
  error: Error | null;
};

/** Catches render errors below it so one broken widget cannot blank the whole page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("ErrorBoundary caught a render error", error, info.componentStack);
  }

  private reload = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.location.reload();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) {
      // The screen's code (or its stylesheet) did not arrive: a network problem or a new release,
      // which a reload fixes. Not the generic message, which would suggest the page itself is broken.
      return (
        <div
          className="error-boundary container container--narrow section"
          role="alert"
          data-error-code={error.code}
        >
          <h1 className="error-boundary__title">This page could not be loaded.</h1>
          <p className="text-muted">
            Part of the page did not arrive, perhaps because the connection dropped or the site was just
            updated.
          </p>
          <p>
            <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          </p>
          <p className="error-boundary__code text-muted">Error code: {error.code}</p>
        </div>
      );
    }
    return (
      <div className="error-boundary container container--narrow section" role="alert">
        <h1 className="error-boundary__title">Something went wrong.</h1>
        <p className="text-muted">
          {/* React only shows this fallback in the browser, so the current address is always known. */}
          <a href={typeof window === "undefined" ? "/" : window.location.href} onClick={this.reload}>
            Reload the page
          </a>{" "}
          to try again.
        </p>
      </div>
    );
  }
}
