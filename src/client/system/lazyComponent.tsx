import { type ComponentType, type ReactNode, Suspense, use } from "react";
import { loadChunk } from "./chunkLoad";

/**
 * A component whose code is fetched the first time it renders, for pieces most pages never show
 * (the status pages). It brings its own Suspense boundary: in the browser it shows `fallback` until
 * the chunk is in, and while hydrating React keeps the server's markup meanwhile. On the server the
 * code is fetched when this module loads, so a server render never waits for it. A failed or slow
 * fetch rejects with a ChunkLoadError, which the error boundary shows with a reload action.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= loadChunk(load).then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  if (typeof window === "undefined") void start();
  function Loaded(props: P) {
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
