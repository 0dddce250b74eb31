/*
 * The buildings directory at /buildings/{state?}/{city?}/{neighborhood?}/{page?}. The route's
 * segments are positional, so a market's own page 2 would read as a neighbourhood called "2":
 * a purely numeric third segment is therefore the market's page number (no neighbourhood slug is
 * all digits). Page 1 never appears in a URL.
 */

type Params = Record<string, string | undefined>;

export type SitemapLevel =
  | { level: "states" }
  | { level: "state"; state: string }
  | { level: "buildings"; state: string; city: string; neighborhood: string | null; page: number }
  /** A URL no directory page answers (page 0, a page after a numeric page...): 404. */
  | { level: "invalid" };

const DIGITS = /^[0-9]+$/;

function pageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!DIGITS.test(value)) return null;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : null;
}

export function parseSitemapParams(params: Params): SitemapLevel {
  const state = params.state?.toLowerCase();
  const { city } = params;
  if (!state) return { level: "states" };
  if (!city) return { level: "state", state };
  let neighborhood = params.neighborhood ?? null;
  let pageSegment = params.page;
  if (neighborhood !== null && DIGITS.test(neighborhood)) {
    if (pageSegment !== undefined) return { level: "invalid" };
    pageSegment = neighborhood;
    neighborhood = null;
  }
  const page = pageNumber(pageSegment);
  if (page === null) return { level: "invalid" };
  return { level: "buildings", state, city, neighborhood, page };
}

/** The directory URL of a state, market, neighbourhood and page; page 1 is left out. */
export function sitemapPath(state?: string, city?: string, neighborhood?: string | null, page = 1): string {
  const parts = ["buildings"];
  if (state) parts.push(encodeURIComponent(state.toLowerCase()));
  if (state && city) {
    parts.push(encodeURIComponent(city));
    if (neighborhood) parts.push(encodeURIComponent(neighborhood));
    if (page > 1) parts.push(String(page));
  }
  return `/${parts.join("/")}`;
}
