import { memo, useEffect, useId, useState } from "react";
import { lazyComponent } from "../../system/lazyComponent";
import { useFrozenUntilLoaded } from "../../system/useFrozenUntilLoaded";
import type { SearchFiltersProps } from "./SearchFilterPanel";
import { activeFilterCount } from "./searchLocation";
import { useMediaQuery } from "./useMediaQuery";

export type { SearchFiltersProps } from "./SearchFilterPanel";

const WIDE = "(min-width: 768px)";

/**
 * The panel's code comes when somebody can see the panel: with the page's on a wide screen, where
 * it is always open, and on a phone, where it folds behind the Filters button, when that button is
 * touched or focused (or the screen turns wide). Until then the server's markup stands in for it, and without scripts that
 * markup is a working form (a GET to the search URL). The phone's first load saves about 3 KB gzip.
 */
const FilterPanel = lazyComponent(
  () => import("./SearchFilterPanel").then((m) => m.SearchFilterPanel),
  <p className="search-filters__loading">Loading the filters…</p>,
  {
    onDemand: true,
    loadAtOnceIf: () => typeof window.matchMedia === "function" && window.matchMedia(WIDE).matches,
  },
);
const PanelSlot = memo(FilterPanel);

/** The filters bar; on phones it folds into a panel behind a Filters button. */
export function SearchFilters(props: SearchFiltersProps) {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(WIDE);
  const panelId = useId();
  const panel = useFrozenUntilLoaded(FilterPanel, props);
  useEffect(() => {
    if (wide || open) void FilterPanel.load();
  }, [wide, open]);
  const filterCount = activeFilterCount(props.location);

  return (
    <section className="search-filters" aria-label="Search filters">
      <button
        type="button"
        className="btn search-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={() => void FilterPanel.load()}
        onFocus={() => void FilterPanel.load()}
        onClick={() => setOpen((o) => !o)}
      >
        Filters{filterCount ? ` (${filterCount})` : ""}
      </button>
      <div
        id={panelId}
        className={open ? "search-filters__panel search-filters__panel--open" : "search-filters__panel"}
        data-ready={panel.loaded ? "" : undefined}
      >
        <PanelSlot {...panel.props} />
      </div>
    </section>
  );
}
