import { useMemo, useState } from "react";
import { DEFAULT_CITY_SLUG, DEFAULT_STATE_SLUG } from "../../../common/constants";
import { formatThousands } from "../../../common/format/numbers";
import { pathFor } from "../../../common/routes/matchRoute";
import { calculateSpace, LOAD_FACTOR } from "../../../common/spaceCalculator";
import { DEFAULT_SPACE_FORM, parseSpaceForm, type SpaceForm } from "../../../common/spaceCalculatorInput";
import { Head } from "../../system/head";
import { screenQuery } from "../../system/screenData";
import { SearchMarketQuery } from "../search/searchMarketQuery";
import { MarketRentPanel, type RentPlace } from "./MarketRentPanel";
import { SpaceAllowances } from "./SpaceAllowances";
import { SpaceBreakdownChart } from "./SpaceBreakdownChart";
import { SpaceCalculatorForm } from "./SpaceCalculatorForm";

const DEFAULT_PLACE: RentPlace = { state: DEFAULT_STATE_SLUG, slug: DEFAULT_CITY_SLUG, neighborhood: "" };

/**
 * The server renders the default market's rents (MarketRentPanel), so the first answer arrives
 * complete.
 */
export function spaceCalculatorPageQueries() {
  return { market: screenQuery(SearchMarketQuery, { state: DEFAULT_PLACE.state, slug: DEFAULT_PLACE.slug }) };
}

const loadPercent = Math.round(LOAD_FACTOR * 100);

/** /office-space-calculator: how much space a team needs and what it would cost. */
export function SpaceCalculatorPage() {
  const [form, setForm] = useState<SpaceForm>(DEFAULT_SPACE_FORM);
  const [place, setPlace] = useState<RentPlace>(DEFAULT_PLACE);
  const outcome = useMemo(() => parseSpaceForm(form), [form]);
  const result = outcome.ok ? calculateSpace(outcome.inputs) : null;
  const errors = outcome.ok ? {} : outcome.errors;

  return (
    <div className="tool-page container section">
      <Head
        title="Office space calculator: how much space does your team need?"
        description={`Work out the usable and rentable square feet your team needs from headcount, work style, meeting rooms and growth, with a breakdown by area and estimated rent by neighbourhood.`}
        canonicalPath={pathFor("spaceCalculator", {})}
      />
      <header className="tool-page__intro">
        <p className="tool-page__eyebrow">Smart Tools</p>
        <h1>Office space calculator</h1>
        <p className="lead">
          Tell us about your team and the rooms you need. We estimate the space to look for, a breakdown by
          area and what it would cost in the neighbourhood you choose. The answer updates as you type.
        </p>
      </header>

      <div className="space-calc">
        <section className="space-calc__inputs" aria-labelledby="space-inputs-title">
          <h2 id="space-inputs-title" className="tool-page__section-title">
            Your team
          </h2>
          <SpaceCalculatorForm
            form={form}
            errors={errors}
            onChange={(changes) => setForm((current) => ({ ...current, ...changes }))}
          />
        </section>

        {/* Phones: keeps the total in view while the form is edited, then lands on top of the result. */}
        {result ? (
          <a className="space-calc__sticky" href="#space-result">
            <span>
              <strong>{formatThousands(result.rentableSquareFeet)} SF</strong> rentable ·{" "}
              {formatThousands(result.seats)} seats
            </span>
            <span className="space-calc__sticky-link">See the breakdown</span>
          </a>
        ) : null}
        <section id="space-result" className="space-calc__result" aria-labelledby="space-result-title">
          <h2 id="space-result-title" className="tool-page__section-title">
            Your space
          </h2>
          {result ? (
            <>
              <dl className="space-totals" aria-live="polite">
                <div className="space-totals__item space-totals__item--main">
                  <dt>Rentable</dt>
                  <dd>{formatThousands(result.rentableSquareFeet)} SF</dd>
                </div>
                <div className="space-totals__item">
                  <dt>Usable</dt>
                  <dd>{formatThousands(result.usableSquareFeet)} SF</dd>
                </div>
                <div className="space-totals__item">
                  <dt>Seats</dt>
                  <dd>{formatThousands(result.seats)}</dd>
                </div>
              </dl>
              <p className="text-small text-muted">
                {formatThousands(result.privateOfficeCount)} private{" "}
                {result.privateOfficeCount === 1 ? "office" : "offices"} and{" "}
                {formatThousands(result.deskCount)} {result.deskCount === 1 ? "desk" : "desks"}; about{" "}
                {formatThousands(result.rentableSquareFeetPerSeat)} rentable SF a seat. Rentable area adds a{" "}
                {loadPercent}% load factor to the usable area for your share of the building's lobby,
                corridors and restrooms.
              </p>
              <SpaceBreakdownChart areas={result.areas} usableSquareFeet={result.usableSquareFeet} />
            </>
          ) : (
            <p className="form-notice form-notice--error" role="status">
              Fix the highlighted {Object.keys(errors).length === 1 ? "field" : "fields"} to see your
              estimate.
            </p>
          )}
          <MarketRentPanel
            place={place}
            onPlaceChange={setPlace}
            rentableSquareFeet={result?.rentableSquareFeet ?? null}
            seats={result?.seats ?? null}
          />
        </section>
      </div>

      <SpaceAllowances />
    </div>
  );
}
