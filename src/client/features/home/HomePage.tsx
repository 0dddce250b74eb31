import { DEFAULT_SEARCH_PATH, type PropertyTypeSlug } from "../../../common/constants";
import { PROPERTY_TYPE_NAMES, propertyTypeParam } from "../../../common/propertyTypeNames";
import { site } from "../../../common/site";
import { MarketDirectoryQuery } from "../../layout/marketDirectoryQuery";
import { Spinner } from "../../layout/Spinner";
import { Link, useLocation } from "../../system/router/router";
import { screenQuery, useDeclaredQuery } from "../../system/screenData";
import { PropertyTypeChoice } from "../../ui/PropertyTypeChoice";
import { HomeMarkets } from "./HomeMarkets";
import { HomeSearchForm } from "./HomeSearchForm";
import { HomeMarketsQuery } from "./homeMarketsQuery";

/** What the server prefetches for the home page, beyond the shell's market list. */
export function homePageQueries() {
  return { typeCounts: screenQuery(HomeMarketsQuery) };
}

/**
 * The home page's kind of space, from `?type=` (a search path's slug: office-space, retail-space,
 * industrial-space); office space, the default, leaves the parameter out.
 */
export function homeHrefFor(slug: PropertyTypeSlug): string {
  return slug === "office-space" ? "/#home-markets-title" : `/?type=${slug}#home-markets-title`;
}

export const homeTitle = "Commercial space, toured with a broker";

const PROMISES = [
  { title: "Flexibility", text: "A few desks or a whole floor, short leases or long ones." },
  { title: "Transparency", text: "Sizes, prices and availability up front, before you tour." },
  { title: "A stress-free process", text: "Your broker books the tours and negotiates the terms." },
];

const STEPS = [
  {
    title: "Tell us what you need",
    text: "Team size, neighbourhoods, budget and move-in date. We turn them into the square footage and rent that fit.",
  },
  {
    title: "Shortlist spaces",
    text: "Search office, retail and industrial listings and save the ones you like to your tourbook.",
  },
  {
    title: "Tour with a broker",
    text: "Your broker plans the tours, answers every question and negotiates the lease on your side.",
  },
];

export function HomePage() {
  const { data, loading, error } = useDeclaredQuery(MarketDirectoryQuery);
  const counts = useDeclaredQuery(HomeMarketsQuery);
  const markets = data?.markets ?? null;
  const propertyType = propertyTypeParam(new URLSearchParams(useLocation().search).get("type"));

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="container home-hero__inner">
          <h1 id="home-hero-title" className="home-hero__title">
            Find office, retail and industrial space, then tour it with a broker.
          </h1>
          <p className="lead home-hero__lead">
            {site.name} shows you what is available
            {markets ? ` in ${markets.length} markets` : ""} and pairs you with a broker who works for you,
            from the first search to the signed lease.
          </p>
          <HomeSearchForm markets={markets} propertyType={propertyType} />
          <ul className="home-promises">
            {PROMISES.map((promise) => (
              <li key={promise.title} className="home-promises__item">
                <strong>{promise.title}</strong>
                <span>{promise.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="home-steps-title">
        <div className="container">
          <h2 id="home-steps-title">How it works</h2>
          <ol className="home-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="home-steps__item">
                <span className="home-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p className="text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-4">
            <Link to="/profile/size" className="btn btn--primary">
              Build your space profile
            </Link>
          </p>
        </div>
      </section>

      <section className="section home-markets" aria-labelledby="home-markets-title">
        <div className="container">
          <div className="home-markets__head">
            <h2 id="home-markets-title">Popular markets</h2>
            <PropertyTypeChoice
              label="Markets by kind of space"
              current={propertyType}
              hrefFor={homeHrefFor}
            />
          </div>
          {markets ? (
            <HomeMarkets
              markets={markets}
              propertyType={propertyType}
              typeCounts={counts.data?.markets ?? null}
            />
          ) : loading ? (
            <Spinner block label="Loading markets…" />
          ) : error ? (
            <p className="text-muted">
              Our market list could not be loaded right now.{" "}
              <Link to={`/${propertyType}${DEFAULT_SEARCH_PATH.slice(DEFAULT_SEARCH_PATH.indexOf("/", 1))}`}>
                Search New York {PROPERTY_TYPE_NAMES[propertyType].toLowerCase()} space
              </Link>{" "}
              instead.
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
