import { useEffect, useRef, useState } from "react";
import type { LazyComponent } from "./lazyComponent";

/**
 * The props to hand an on-demand lazy component: the first render's until its code is in, then the
 * live ones. React keeps the server's markup of a piece whose code has not arrived, but only while
 * nothing changes it: an update would make React drop that markup for the fallback (and report it).
 * Pair it with `memo`, so the unchanged props skip the piece entirely. It never asks for the code
 * itself: the owner decides when. `loaded` turns true after the first render once the code is in.
 */
export function useFrozenUntilLoaded<P extends object>(
  component: LazyComponent<P>,
  props: P,
): { props: P; loaded: boolean } {
  const first = useRef(props);
  // False on the server and in the first render everywhere, so the markup matches while hydrating.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void component.whenLoaded().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [component, loaded]);
  return { props: loaded ? props : first.current, loaded };
}
