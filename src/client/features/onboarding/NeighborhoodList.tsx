import { useId, useState } from "react";
import { neighborhoodGroups } from "../search/neighborhoodGroups";
import { NeighborhoodGroups } from "./NeighborhoodGroups";
import type {
  OnboardingNeighborhoodData,
  OnboardingNeighborhoodsQueryData,
} from "./onboardingNeighborhoodsQuery";

type Market = NonNullable<OnboardingNeighborhoodsQueryData["market"]>;

function normalize(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The market's neighbourhoods as checkboxes, grouped by submarket, each with its typical rent. */
export function NeighborhoodList({
  market,
  selectedIds,
  onToggle,
  onClear,
}: {
  market: Market;
  selectedIds: ReadonlySet<string>;
  onToggle: (neighborhood: OnboardingNeighborhoodData) => void;
  onClear: () => void;
}) {
  const [find, setFind] = useState("");
  const findId = useId();
  const groups = neighborhoodGroups(market);
  const byId = new Map(market.neighborhoods.map((n) => [n.id, n]));
  const wanted = normalize(find.trim());
  const shown = groups
    .map((g) => ({
      ...g,
      neighborhoods: g.neighborhoods.filter((n) => !wanted || normalize(n.name).includes(wanted)),
    }))
    .filter((g) => g.neighborhoods.length > 0);

  return (
    <div className="hood-list">
      <div className="hood-list__bar">
        <label className="visually-hidden" htmlFor={findId}>
          Find a neighbourhood
        </label>
        <input
          id={findId}
          className="input hood-list__find"
          type="search"
          placeholder="Find a neighbourhood"
          autoComplete="off"
          value={find}
          onChange={(event) => setFind(event.target.value)}
        />
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={onClear}
          disabled={selectedIds.size === 0}
        >
          Clear
        </button>
      </div>
      <div className="hood-list__groups">
        {shown.length === 0 ? <p className="text-muted">No neighbourhood matches “{find}”.</p> : null}
        <NeighborhoodGroups
          groups={shown}
          selectedIds={selectedIds}
          onToggle={(id) => {
            const hood = byId.get(id);
            if (hood) onToggle(hood);
          }}
        />
      </div>
    </div>
  );
}
