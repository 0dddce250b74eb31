import { formatCurrency } from "../../../common/format/numbers";
import type { NeighborhoodGroup } from "../search/neighborhoodGroups";

/**
 * A market's neighbourhoods as checkboxes under their submarkets, each with its typical rent. With
 * `onToggle` the ticks are the screen's state; without it they belong to the plain Location form
 * (no scripts, issue 14), posted as `neighborhoodIds`.
 */
export function NeighborhoodGroups({
  groups,
  selectedIds,
  onToggle,
}: {
  groups: readonly NeighborhoodGroup[];
  selectedIds: ReadonlySet<string>;
  onToggle?: (id: string) => void;
}) {
  return groups.map((group) => (
    <fieldset key={group.name ?? "all"} className="hood-list__group">
      <legend className={group.name ? "hood-list__legend" : "visually-hidden"}>
        {group.name ?? "Neighbourhoods"}
      </legend>
      {group.neighborhoods.map((n) => (
        <label key={n.id} className="hood-list__option">
          <input
            type="checkbox"
            name="neighborhoodIds"
            value={n.id}
            {...(onToggle
              ? { checked: selectedIds.has(n.id), onChange: () => onToggle(n.id) }
              : { defaultChecked: selectedIds.has(n.id) })}
          />
          <span className="hood-list__name">{n.name}</span>
          {n.yearlyPricePerFoot !== null ? (
            <span className="hood-list__price">{formatCurrency(n.yearlyPricePerFoot)}/sf</span>
          ) : null}
        </label>
      ))}
    </fieldset>
  ));
}
