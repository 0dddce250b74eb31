import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { ListingsMapProps } from "./mapTypes";

// Leaflet touches `window` on import and weighs more than the rest of a search page's script, so
// it lives in its own chunk that only the browser loads, once the page is interactive.
const ListingsMapChunk = lazy(() => import("./ListingsMap").then((m) => ({ default: m.ListingsMap })));

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** False on the server and during hydration; true once the browser has a quiet moment after it. */
export function useReadyForMap(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    if (w.requestIdleCallback) {
      const handle = w.requestIdleCallback(() => setReady(true), { timeout: 1500 });
      return () => w.cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 50);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}

export function MapPlaceholder({ height, children }: { height: string; children?: ReactNode }) {
  return (
    <div className="listings-map listings-map--placeholder" style={{ height }}>
      {children}
    </div>
  );
}

export class MapErrorBoundary extends Component<
  { height: string; children: ReactNode; message?: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error("The map could not be loaded", error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <MapPlaceholder height={this.props.height}>
        <p className="listings-map__message">
          {this.props.message ?? "The map could not be loaded. The list still shows every result."}
        </p>
      </MapPlaceholder>
    );
  }
}

/**
 * The listings map, loaded on demand: a placeholder of the same size on the server and until the
 * browser is idle after hydration, then Leaflet. Same props as ListingsMap.
 */
export function LazyListingsMap(props: ListingsMapProps) {
  const height = props.height ?? "100%";
  const ready = useReadyForMap();
  const placeholder = <MapPlaceholder height={height} />;
  if (!ready) return placeholder;
  return (
    <MapErrorBoundary height={height}>
      <Suspense fallback={placeholder}>
        <ListingsMapChunk {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
