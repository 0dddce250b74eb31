import { type FormEvent, useId, useRef, useState } from "react";
import {
  DEFAULT_CITY,
  DEFAULT_CITY_SLUG,
  DEFAULT_STATE_SLUG,
  PROPERTY_TYPE_SLUGS,
  type PropertyTypeSlug,
} from "../../../common/constants";
import { isEnumValue } from "../../../common/enums";
import { PROPERTY_TYPE_NAMES } from "../../../common/propertyTypeNames";
import { buildSearchUrl } from "../../../common/routes/searchUrl";
import { findMarketByName, normalizeCityName } from "../../layout/marketDirectory";
import type { DirectoryMarket } from "../../layout/marketDirectoryQuery";
import { showToast } from "../../layout/toastSlice";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { useAdoptDomValues } from "../../ui/form/adoptDomValues";

export type HomeSearchFormProps = {
  /** Null until the market directory has loaded (or when it failed to load). */
  markets: DirectoryMarket[] | null;
  /** The kind of space chosen on the page (its `?type=`), the form's starting choice. */
  propertyType: PropertyTypeSlug;
};

/** "12" -> 12; blank, zero, negative or non-numeric -> null (the search then ignores team size). */
export function parseHeadcount(value: string): number | null {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function HomeSearchForm({ markets, propertyType: chosen }: HomeSearchFormProps) {
  const [city, setCity] = useState<string>(DEFAULT_CITY);
  const [headcount, setHeadcount] = useState("");
  const [propertyType, setPropertyType] = useState<PropertyTypeSlug>(chosen);
  // The page's choice (its links) moves the form's along when it changes, not at mount, where what
  // was picked before the scripts arrived is kept.
  const [shownChoice, setShownChoice] = useState(chosen);
  if (shownChoice !== chosen) {
    setShownChoice(chosen);
    setPropertyType(chosen);
  }
  const [cityInvalid, setCityInvalid] = useState(false);
  const cityRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A first-load form: what is typed before the scripts arrive is taken over when they do.
  useAdoptDomValues(formRef, { city, numEmployees: headcount, type: propertyType }, (typed) => {
    if (typed.city !== undefined) setCity(typed.city);
    if (typed.numEmployees !== undefined) setHeadcount(typed.numEmployees);
    if (isEnumValue(PROPERTY_TYPE_SLUGS, typed.type)) setPropertyType(typed.type);
  });
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const cityId = useId();
  const listId = useId();
  const headcountId = useId();
  const typeId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = city.trim();
    if (!typed) {
      cityRef.current?.focus();
      return;
    }
    const numEmployees = parseHeadcount(headcount);
    let target: { state: string; citySlug: string } | null = null;
    if (markets) {
      const market = findMarketByName(markets, typed);
      if (market) target = { state: market.state, citySlug: market.slug };
    } else if (normalizeCityName(typed) === normalizeCityName(DEFAULT_CITY)) {
      // The default market is known without the directory, so a slow query never blocks it.
      target = { state: DEFAULT_STATE_SLUG, citySlug: DEFAULT_CITY_SLUG };
    }

    if (!target) {
      const contents = markets
        ? `We don't cover ${typed} yet. Pick one of our ${markets.length} markets.`
        : "We couldn't load our list of markets. Please try again in a moment.";
      dispatch(showToast({ isError: true, contents }));
      setCityInvalid(true);
      cityRef.current?.focus();
      return;
    }
    navigate(buildSearchUrl({ ...target, propertyType, neighborhoods: [], numEmployees }));
  }

  return (
    <form ref={formRef} className="home-search" onSubmit={onSubmit} aria-label="Search for space">
      <div className="field home-search__city">
        <label className="field__label" htmlFor={cityId}>
          City
        </label>
        <input
          ref={cityRef}
          id={cityId}
          name="city"
          className="input"
          list={listId}
          autoComplete="off"
          required
          value={city}
          aria-invalid={cityInvalid || undefined}
          onChange={(event) => {
            setCity(event.target.value);
            setCityInvalid(false);
          }}
        />
        <datalist id={listId}>
          {(markets ?? []).map((market) => (
            <option key={market.id} value={market.name} />
          ))}
        </datalist>
      </div>
      <div className="field home-search__type">
        <label className="field__label" htmlFor={typeId}>
          Kind of space
        </label>
        <select
          id={typeId}
          name="type"
          className="input select"
          value={propertyType}
          onChange={(event) => {
            const value = event.target.value;
            if (isEnumValue(PROPERTY_TYPE_SLUGS, value)) setPropertyType(value);
          }}
        >
          {PROPERTY_TYPE_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {PROPERTY_TYPE_NAMES[slug]}
            </option>
          ))}
        </select>
      </div>
      <div className="field home-search__headcount">
        <label className="field__label" htmlFor={headcountId}>
          Team size <span className="text-muted">(optional)</span>
        </label>
        <input
          id={headcountId}
          name="numEmployees"
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          step={1}
          placeholder="e.g. 25"
          value={headcount}
          onChange={(event) => setHeadcount(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary btn--large home-search__submit">
        Search spaces
      </button>
    </form>
  );
}
