import { useEffect, useId, useRef, useState } from "react";
import { formatThousands } from "../../../common/format/numbers";
import type { NeighborhoodGroup } from "./neighborhoodGroups";

export type NeighborhoodFilterProps = {
  groups: NeighborhoodGroup[];
  /** Slugs in the URL, in order. */
  selected: string[];
  /** Listings per neighbourhood slug under the other filters; missing means unknown. */
  counts: ReadonlyMap<string, number>;
  onApply: (slugs: string[]) => void;
};

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((slug) => b.includes(slug));
}

function normalize(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * Neighbourhood multi-select: a button that opens a panel of checkboxes grouped by submarket, with
 * each neighbourhood's count. Choices are applied together when the panel closes (one new search,
 * not one per click); Escape closes it without changes.
 */
export function NeighborhoodFilter({ groups, selected, counts, onApply }: NeighborhoodFilterProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>(selected);
  const [find, setFind] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const findRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  // The latest draft for the outside-click listener, which is bound once per opening.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const onApplyRef = useRef(onApply);
  onApplyRef.current = onApply;

  function openPanel() {
    setDraft(selected);
    setFind("");
    setOpen(true);
  }

  function close(apply: boolean) {
    setOpen(false);
    if (apply && !sameSet(draftRef.current, selectedRef.current)) onApplyRef.current(draftRef.current);
  }
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    findRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) closeRef.current(true);
    };
    // Escape closes without applying, from anywhere inside the filter.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !rootRef.current?.contains(document.activeElement)) return;
      closeRef.current(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  function toggle(slug: string, checked: boolean) {
    setDraft((current) =>
      checked ? [...current.filter((s) => s !== slug), slug] : current.filter((s) => s !== slug),
    );
  }

  const wanted = normalize(find.trim());
  const visibleGroups = groups
    .map((group) => ({
      ...group,
      neighborhoods: wanted
        ? group.neighborhoods.filter((n) => normalize(n.name).includes(wanted))
        : group.neighborhoods,
    }))
    .filter((group) => group.neighborhoods.length > 0);

  return (
    <div className="nb-filter" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={selected.length ? "btn filter-button filter-button--active" : "btn filter-button"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(true) : openPanel())}
        disabled={groups.length === 0}
      >
        Neighbourhoods{selected.length ? ` (${selected.length})` : ""}
      </button>
      <div id={panelId} className="nb-filter__panel" hidden={!open}>
        {open ? (
          <>
            <input
              ref={findRef}
              className="input nb-filter__find"
              type="search"
              aria-label="Find a neighbourhood"
              placeholder="Find a neighbourhood"
              value={find}
              onChange={(event) => setFind(event.target.value)}
            />
            <div className="nb-filter__groups">
              {visibleGroups.length === 0 ? (
                <p className="text-muted">No neighbourhood matches “{find}”.</p>
              ) : null}
              {visibleGroups.map((group) => (
                <fieldset key={group.name ?? "all"} className="nb-filter__group">
                  <legend className={group.name ? "nb-filter__legend" : "visually-hidden"}>
                    {group.name ?? "Neighbourhoods"}
                  </legend>
                  {group.neighborhoods.map((n) => {
                    const count = counts.get(n.slug);
                    return (
                      <label key={n.id} className="nb-filter__option">
                        <input
                          type="checkbox"
                          checked={draft.includes(n.slug)}
                          onChange={(event) => toggle(n.slug, event.target.checked)}
                        />
                        <span className="nb-filter__name">{n.name}</span>
                        {count !== undefined ? (
                          <span className="nb-filter__count">{formatThousands(count)}</span>
                        ) : null}
                      </label>
                    );
                  })}
                </fieldset>
              ))}
            </div>
            <div className="nb-filter__actions">
              <button type="button" className="btn btn--ghost btn--small" onClick={() => setDraft([])}>
                Clear
              </button>
              <button
                type="button"
                className="btn btn--primary btn--small"
                onClick={() => {
                  close(true);
                  buttonRef.current?.focus();
                }}
              >
                Show spaces
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}
