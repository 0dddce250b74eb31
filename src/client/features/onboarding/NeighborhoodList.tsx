import { useId, useState } from "react";
import { formatCurrency } from "../../../common/format/numbers";
import { neighborhoodGroups } from "../search/neighborhoodGroups";
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
        {shown.map((group) => (
          <fieldset key={group.name ?? "all"} className="hood-list__group">
            <legend className={group.name ? "hood-list__legend" : "visually-hidden"}>
              {group.name ?? "Neighbourhoods"}
            </legend>
            {group.neighborhoods.map((n) => {
              const hood = byId.get(n.id);
              if (!hood) return null;
              return (
                <label key={n.id} className="hood-list__option">
                  <input type="checkbox" checked={selectedIds.has(n.id)} onChange={() => onToggle(hood)} />
                  <span className="hood-list__name">{n.name}</span>
                  {n.yearlyPricePerFoot !== null ? (
                    <span className="hood-list__price">{formatCurrency(n.yearlyPricePerFoot)}/sf</span>
                  ) : null}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
