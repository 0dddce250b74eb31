import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The WCAG levels every browser test checks: A and AA of WCAG 2.0, 2.1 and 2.2 (2.2 adds target
 * size, 2.5.8). One list here, so no scan can quietly check less than the others.
 */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

export type AxeScanOptions = {
  /** Only these parts of the page (CSS selectors). */
  include?: string[];
  /** Parts of the page to leave out (CSS selectors). */
  exclude?: string[];
  /** Leaves out the map tiles, which cannot load on an offline machine; the map's controls and pins are still checked. */
  mapTiles?: boolean;
};

/**
 * Rules axe still calls experimental, and so leaves out, that check a WCAG A/AA criterion we meet:
 * 2.5.3 label in name (a control's accessible name contains the words it shows).
 */
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };

/** An axe scan of the page with the project's WCAG tags. */
export function wcagScan(page: Page, options: AxeScanOptions = {}): AxeBuilder {
  // options() replaces the whole option object, so it goes before withTags().
  let builder = new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).withTags([...WCAG_TAGS]);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  const exclude = [...(options.exclude ?? []), ...(options.mapTiles === false ? [] : [".leaflet-tile-pane"])];
  for (const selector of exclude) builder = builder.exclude(selector);
  return builder;
}

/** Fails the test with one line per violation (rule id and the elements it found). */
export async function expectNoAxeViolations(page: Page, options: AxeScanOptions = {}): Promise<void> {
  const scan = await wcagScan(page, options).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}
