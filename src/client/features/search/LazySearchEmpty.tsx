import { memo } from "react";
import { lazyComponent } from "../../system/lazyComponent";
import { useFrozenUntilLoaded } from "../../system/useFrozenUntilLoaded";
import type { SearchEmptyProps } from "./SearchEmpty";

const Code = lazyComponent(() => import("./SearchEmpty").then((m) => m.SearchEmpty));
// With the first props kept until the code is in, nothing but its arrival renders it again.
const Slot = memo(Code);

/**
 * What a search without cards says (rare on a first load, so no first load carries its code): the
 * code comes when it is shown, and the server's markup stands in until then (its props stay the
 * first render's, so React keeps that markup: see useFrozenUntilLoaded).
 */
export function LazySearchEmpty(props: SearchEmptyProps) {
  return <Slot {...useFrozenUntilLoaded(Code, props).props} />;
}
