import { startTransition, useEffect, useState } from "react";

/** Items in the first render: a phone's screenful of campaign cards and then some. */
export const FIRST_RENDER_COUNT = 8;

/**
 * How many of `total` items to render now: `first` at once, then all of them after that first paint
 * (an interruptible transition), so a long list shows its top without waiting for the rest. One step,
 * not many: each step that adds form controls makes Chromium's autofill scan every control on the
 * page again (a profile of 200 campaign cards in steps of 12 took 20 s of such scans).
 */
export function useFirstThenAll(total: number, first = FIRST_RENDER_COUNT): number {
  const [all, setAll] = useState(false);
  const waiting = !all && total > first;
  useEffect(() => {
    if (!waiting) return;
    const handle = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(handle);
  }, [waiting]);
  return all ? total : Math.min(total, first);
}
