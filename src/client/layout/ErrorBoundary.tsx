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
    // The screen's code (or its stylesheet) did not arrive: a dropped connection or a new release,
    // which a reload fixes. Not the generic message, which would suggest the page itself is broken.
    const chunk = isChunkLoadError(error) ? error : null;
    return (
      <div className="error-boundary container container--narrow section" role="alert">
        <h1 className="error-boundary__title">
          {chunk ? "This page could not be loaded." : "Something went wrong."}
        </h1>
        <p className="text-muted">
          {/* React only shows this fallback in the browser, so the current address is always known. */}
          <a href={typeof window === "undefined" ? "/" : window.location.href} onClick={this.reload}>
            Reload the page
          </a>{" "}
          to try again.
        </p>
        {chunk ? (
          <p className="text-muted">Part of the page did not arrive (error code {chunk.code}).</p>
        ) : null}
      </div>
    );
  }
}
