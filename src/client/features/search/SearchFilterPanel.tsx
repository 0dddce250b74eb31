import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  LEASE_TYPE_LABELS,
  LEASE_TYPES,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
  type PriceUnit,
} from "../../../common/enums";
import { sortByName } from "../../../common/format/compareNames";
import { formatThousands } from "../../../common/format/numbers";
import type { DirectoryMarket } from "../../layout/marketDirectoryQuery";
import { useAdoptDomValues } from "../../ui/form/adoptDomValues";
import { RangeFields, SelectField } from "./FilterFields";
import { byName, carriedParams, type Draft, draftOf, FIELD_NAMES, fromNames, numbersOf } from "./filterDraft";
import { NeighborhoodFilter } from "./NeighborhoodFilter";
import type { NeighborhoodGroup } from "./neighborhoodGroups";
import {
  AVAILABILITY_OPTIONS,
  type AvailabilityOption,
  activeFilterCount,
  type SearchFilters as Filters,
  leaseTypeSlug,
  type SearchLocation,
  searchHref,
  withCity,
  withFilters,
  withNeighborhoods,
  withoutFilters,
} from "./searchLocation";

export const AVAILABILITY_LABELS: Record<AvailabilityOption, string> = {
  now: "Available now",
  "3-months": "Within 3 months",
  "6-months": "Within 6 months",
};

export type SearchFiltersProps = {
  location: SearchLocation;
  /** Every market, for the city choice; null while unknown. */
  markets: DirectoryMarket[] | null;
  marketName: string;
  groups: NeighborhoodGroup[];
  counts: ReadonlyMap<string, number>;
  /** The size range the search derived from the headcount, for the hint under it. */
  sizeRange: { min: number | null; max: number | null } | null;
  onChange: (next: SearchLocation) => void;
};

/**
 * The filters. Choices (city, neighbourhoods, lease type, availability, price unit) apply at once;
 * typed numbers apply with Enter or the Apply button. Every change becomes a new URL, which resets
 * to page 1. Its code comes separately from the page's (SearchFilters.tsx says when).
 */
export function SearchFilterPanel({
  location,
  markets,
  marketName,
  groups,
  counts,
  sizeRange,
  onChange,
}: SearchFiltersProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(location));
  const formRef = useRef<HTMLFormElement>(null);
  // Whatever was typed before the scripts arrived is kept (issue 14).
  useAdoptDomValues(formRef, byName(draft), (typed) => setDraft((d) => ({ ...d, ...fromNames(typed) })));
  const href = searchHref(location);
  const carried = carriedParams(location);
  const ids = { city: useId(), team: useId(), lease: useId(), availability: useId(), hint: useId() };

  // A new URL (back button, a link, a chip) replaces whatever was being typed; the first render's
  // URL does not (the draft may hold what was typed before hydration).
  const shownHref = useRef(href);
  // biome-ignore lint/correctness/useExhaustiveDependencies: href stands for the location.
  useEffect(() => {
    if (shownHref.current === href) return;
    shownHref.current = href;
    setDraft(draftOf(location));
  }, [href]);

  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const apply = (changes: Partial<Filters> = {}) =>
    onChange(withFilters(location, { ...numbersOf(draft), ...changes }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
  }

  function changeUnit(priceUnit: PriceUnit) {
    if (priceUnit === location.priceUnit) return;
    const hadPrices = location.minPrice !== null || location.maxPrice !== null;
    // Amounts in one unit mean nothing in the other, so they go; with none set the unit only
    // changes how prices read and the page stays.
    const next = { ...location, priceUnit, minPrice: null, maxPrice: null };
    onChange(hadPrices || location.sort.startsWith("price") ? { ...next, page: 1 } : next);
  }

  const filterCount = activeFilterCount(location);
  const perMonth = location.priceUnit === "PER_MONTH";
  const showSizeHint = location.numEmployees !== null && sizeRange?.min != null && sizeRange.max != null;
  const cityOptions = markets?.length ? sortByName(markets) : null;

  return (
    <>
      <div className="field search-filters__city">
        <label className="field__label" htmlFor={ids.city}>
          City
        </label>
        <select
          id={ids.city}
          className="input"
          value={`${location.state}/${location.citySlug}`}
          onChange={(event) => {
            const [state, slug] = event.target.value.split("/");
            onChange(withCity(location, state, slug));
          }}
        >
          {cityOptions ? (
            cityOptions.map((m) => (
              <option key={m.id} value={`${m.state}/${m.slug}`}>
                {m.name}
              </option>
            ))
          ) : (
            <option value={`${location.state}/${location.citySlug}`}>{marketName}</option>
          )}
        </select>
      </div>

      <div className="field search-filters__neighborhoods">
        <span className="field__label" aria-hidden="true">
          Where
        </span>
        <NeighborhoodFilter
          groups={groups}
          selected={location.neighborhoods}
          counts={counts}
          onApply={(slugs) => onChange(withNeighborhoods(location, slugs))}
        />
      </div>

      <form
        ref={formRef}
        method="get"
        action={carried.path}
        className="search-filters__form"
        onSubmit={onSubmit}
      >
        {carried.hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="field search-filters__team">
          <label className="field__label" htmlFor={ids.team}>
            Team size
          </label>
          <input
            id={ids.team}
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="People"
            name={FIELD_NAMES.numEmployees}
            value={draft.numEmployees}
            onChange={(event) => set("numEmployees")(event.target.value)}
            aria-describedby={showSizeHint ? ids.hint : undefined}
          />
          {showSizeHint ? (
            <p id={ids.hint} className="field__hint">
              About {formatThousands(sizeRange?.min ?? 0)}–{formatThousands(sizeRange?.max ?? 0)} SF
            </p>
          ) : null}
        </div>

        <RangeFields
          legend="Size (SF)"
          unitLabel="square feet"
          names={[FIELD_NAMES.minSquareFeet, FIELD_NAMES.maxSquareFeet]}
          min={draft.minSquareFeet}
          max={draft.maxSquareFeet}
          onMin={set("minSquareFeet")}
          onMax={set("maxSquareFeet")}
        />

        <fieldset className="search-filters__price">
          <legend className="field__label">Price</legend>
          <div className="search-filters__price-row">
            <div className="segmented" role="radiogroup" aria-label="Price unit">
              {PRICE_UNITS.map((unit) => (
                <label key={unit} className="segmented__option">
                  <input
                    type="radio"
                    name="price_unit"
                    value={unit === "PER_MONTH" ? "monthly" : "psf"}
                    checked={location.priceUnit === unit}
                    onChange={() => changeUnit(unit)}
                  />
                  <span>{PRICE_UNIT_LABELS[unit]}</span>
                </label>
              ))}
            </div>
            <RangeFields
              legend={perMonth ? "Monthly rent ($)" : "Rent per SF per year ($)"}
              unitLabel={perMonth ? "dollars a month" : "dollars per SF per year"}
              names={[FIELD_NAMES.minPrice, FIELD_NAMES.maxPrice]}
              min={draft.minPrice}
              max={draft.maxPrice}
              onMin={set("minPrice")}
              onMax={set("maxPrice")}
              decimals
              legendHidden
            />
          </div>
        </fieldset>

        <SelectField id={ids.lease} label="Lease type">
          <select
            id={ids.lease}
            className="input"
            name="lease_type"
            value={location.leaseType ? leaseTypeSlug(location.leaseType) : ""}
            onChange={(event) =>
              apply({ leaseType: LEASE_TYPES.find((t) => leaseTypeSlug(t) === event.target.value) ?? null })
            }
          >
            <option value="">Any lease type</option>
            {LEASE_TYPES.map((type) => (
              <option key={type} value={leaseTypeSlug(type)}>
                {LEASE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </SelectField>

        <SelectField id={ids.availability} label="Availability">
          <select
            id={ids.availability}
            className="input"
            name="available"
            value={location.availability ?? ""}
            onChange={(event) =>
              apply({ availability: (event.target.value || null) as Filters["availability"] })
            }
          >
            <option value="">Any time</option>
            {AVAILABILITY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {AVAILABILITY_LABELS[option]}
              </option>
            ))}
          </select>
        </SelectField>

        <button type="submit" className="btn btn--primary search-filters__apply">
          Apply
        </button>
        {filterCount > 0 ? (
          <button
            type="button"
            className="btn btn--ghost search-filters__clear"
            onClick={() => onChange(withoutFilters(location))}
          >
            Clear filters
          </button>
        ) : null}
      </form>
    </>
  );
}
