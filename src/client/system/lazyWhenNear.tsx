import { type ComponentType, createElement, memo, useEffect, useRef, useState } from "react";
import { lazyComponent } from "./lazyComponent";
import { useLocation } from "./router/router";
import { useFrozenUntilLoaded } from "./useFrozenUntilLoaded";
import { useLoadWhenNear } from "./useLoadWhenNear";

export type LazyWhenNear<P extends object> = ComponentType<P> & {
  /** Fetches the code now (tests render the part at once after this). */
  load: () => Promise<void>;
};

/** Whether any prop but a function changed (a parent hands new callbacks on every render). */
function changedBesidesFunctions<P extends object>(now: P, before: P): boolean {
  return (Object.keys(now) as Array<keyof P>).some(
    (key) => typeof now[key] !== "function" && now[key] !== before[key],
  );
}

/**
 * A part of a page below the fold whose code loads as it nears the viewport (or is focused or
 * touched, or its props change; at once when a client-side navigation mounts it): nobody sees it at first, so a phone's first load carries none of
 * its script. The server renders it whole; until its code comes, hydration keeps that markup, whose
 * links still navigate in place (the router follows a `Link`'s anchor that React does not handle
 * yet). It sits in a `wrapper` element (`<div>` or the part's own landmark, `<footer>`).
 *
 * The server's markup is only hydrated on the page it was rendered for: once the person has moved
 * to another address before the code came, the part renders afresh instead (the markup of the page
 * they left need not match what it renders now, and React reports a mismatch).
 */
export function lazyWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wrapper: { element: "div" | "footer"; className: string },
): LazyWhenNear<P> {
  const Code = lazyComponent(load, null, { onDemand: true });
  // With the first props kept until the code is in, nothing but its arrival renders it again.
  const Slot = memo(Code) as unknown as ComponentType<P>;
  function WhenNear(props: P) {
    const ref = useRef<HTMLElement>(null);
    useLoadWhenNear(ref, Code);
    const frozen = useFrozenUntilLoaded(Code, props);
    const { pathname, search } = useLocation();
    const [renderedFor] = useState(pathname + search);
    const [afresh, setAfresh] = useState(false);
    if (!afresh && !frozen.loaded && pathname + search !== renderedFor) setAfresh(true);
    const changed = afresh || (!frozen.loaded && changedBesidesFunctions(props, frozen.props));
    // Also at once when mounted by the browser (a client-side navigation), not hydrated: no server
    // markup stands in (the wrapper is empty, without even React's boundary markers).
    useEffect(() => {
      if (changed || !ref.current?.firstChild) void Code.load();
    }, [changed]);
    return createElement(
      wrapper.element,
      { ref, className: wrapper.className },
      afresh ? <Slot key="afresh" {...props} /> : <Slot key="server" {...frozen.props} />,
    );
  }
  return Object.assign(WhenNear, { load: async () => void (await Code.load()) });
}
