import { Component, type ErrorInfo, type MouseEvent, type ReactNode } from "react";

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
    if (!this.state.error) return this.props.children;
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
