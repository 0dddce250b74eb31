import { type RefObject, useEffect } from "react";

type OnDemandCode = { load(): unknown; isLoaded(): boolean };

/**
 * Asks for an on-demand lazy component's code (`lazyComponent(…, { onDemand: true })`) once the
 * element `ref` points at comes within `rootMargin` of the viewport, or as soon as something in it
 * is focused or touched (a keyboard user tabbing into it, a tap before it scrolled near). For parts
 * of a page below the fold: until then the server's markup stands in for them (their links are
 * plain links), and a phone's first load carries none of their script. Where the browser cannot
 * tell (no IntersectionObserver), it asks at once.
 */
export function useLoadWhenNear(
  ref: RefObject<Element | null>,
  code: OnDemandCode,
  rootMargin = "400px 0px",
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || code.isLoaded()) return;
    const load = () => void code.load();
    if (typeof IntersectionObserver === "undefined") {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin },
    );
    observer.observe(element);
    element.addEventListener("focusin", load);
    element.addEventListener("pointerdown", load);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", load);
      element.removeEventListener("pointerdown", load);
    };
  }, [ref, code, rootMargin]);
}
