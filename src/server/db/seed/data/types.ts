/** [name, typical yearly asking rent in $/sf, lat, lng] */
export type NeighborhoodSeed = readonly [name: string, yearlyPricePerFoot: number, lat: number, lng: number];

export type SubmarketSeed = {
  name: string;
  /** Real street names, separated by "|" (kept on one line so the formatter leaves the data compact). */
  streets?: string;
  neighborhoods: readonly NeighborhoodSeed[];
};

export type MarketSeed = {
  name: string;
  /** Lower-case two-letter state or province code. */
  state: string;
  /** The city segment of /office-space/{state}/{slug}. */
  slug: string;
  lat: number;
  lng: number;
  /** Relative share of the seeded buildings and listings. */
  weight: number;
  /** Real street names, separated by "|". */
  streets: string;
  /** How far (km) buildings scatter around a neighbourhood centre; default 1.2. */
  spreadKm?: number;
  neighborhoods?: readonly NeighborhoodSeed[];
  submarkets?: readonly SubmarketSeed[];
};
