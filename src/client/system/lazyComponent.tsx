import { type ComponentType, type ReactNode, Suspense, use } from "react";
import { loadChunk } from "./chunkLoad";

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code (once); resolves with the component. */
  load: () => Promise<ComponentType<P>>;
  /** Whether the code is in, so the component renders without suspending. */
  isLoaded: () => boolean;
  /** Resolves once the code is in, without asking for it. */
  whenLoaded: () => Promise<void>;
};

/**
 * Marks the promise with its outcome the way React's `use` reads it, so a piece whose code is
 * already in renders at once instead of showing its fallback for a moment.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  if (tracked.status === undefined) {
    tracked.status = "pending";
    promise.then(
      (value) => Object.assign(tracked, { status: "fulfilled", value }),
      (reason) => Object.assign(tracked, { status: "rejected", reason }),
    );
  }
  return promise;
}

/** The code lazy components asked for as soon as they were made (all of it on the server). */
const requestedAtOnce = new Set<Promise<unknown>>();

/**
 * Resolves once the code every lazy component asked for at once has arrived (or failed). A screen's
 * module makes its lazy pieces when it first loads, so the screen loader waits for this before the
 * screen renders (screenLoader.ts): the server's render shows them rather than their fallbacks, and
 * the browser hydrates them with the screen.
 */
export async function lazyCodeRequested(): Promise<void> {
  await Promise.allSettled([...requestedAtOnce]);
}

export type LazyComponentOptions = {
  /**
   * Fetch the code only when `load()` is called, not when the component first renders. While
   * hydrating, React keeps the server's markup of a piece that is not loaded yet, so a part of the
   * page nobody sees at first (a folded panel) costs no script until somebody opens it. Until then
   * its props must not change (React would throw that markup away): see `useFrozenUntilLoaded`.
   */
  onDemand?: boolean;
  /** With `onDemand`: ask for the code at once after all when this holds as the module loads (a wide screen). */
  loadAtOnceIf?: () => boolean;
};

/**
 * A component whose code is fetched the first time it renders (or, `onDemand`, when asked for), for
 * pieces most pages never show (the status pages). It brings its own Suspense boundary: in the
 * browser it shows `fallback` until the chunk is in, and while hydrating React keeps the server's
 * markup meanwhile. On the server the code is fetched when this module loads, so a server render
 * never waits for it. A failed or slow fetch rejects with a ChunkLoadError, which the error boundary
 * shows with a reload action.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  { onDemand = false, loadAtOnceIf }: LazyComponentOptions = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const start = () => {
    pending ??= loadChunk(load).then((component) => {
      loaded = component;
      arrived();
      return component;
    });
    return pending;
  };
  // One promise for every render to wait on (React wants the same one each time): the code, once
  // somebody asks for it.
  let ask: () => void = () => {};
  const asked = onDemand ? new Promise<void>((resolve) => (ask = resolve)).then(start) : undefined;
  const request = () => {
    ask();
    return settled(asked ?? start());
  };
  if (typeof window === "undefined" || loadAtOnceIf?.()) requestedAtOnce.add(request());
  function Loaded(props: P) {
    const Component = use(asked ? settled(asked) : settled(start()));
    return <Component {...props} />;
  }
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, {
    load: request,
    isLoaded: () => loaded !== undefined,
    whenLoaded: () => arrival,
  });
}
