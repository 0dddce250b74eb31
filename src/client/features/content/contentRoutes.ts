import { pathFor } from "../../../common/routes/matchRoute";
import type { RouteId } from "../../../common/routes/routeTable";
import { type ScreenInput, screenQuery } from "../../system/screenData";
import { ContentIndexQuery } from "./contentIndexQuery";
import { ContentPageQuery, type ContentSection } from "./contentPageQuery";

type Params = Record<string, string | undefined>;

/** The blog's and the Leasopedia's pages list their section (index pages) or link to more of it. */
export function sectionOfRoute(routeId: string | undefined): ContentSection | null {
  if (routeId === "blog") return "BLOG";
  if (routeId === "leasopedia") return "LEASOPEDIA";
  return null;
}

export const SECTION_HOME: Record<ContentSection, { name: string; path: string }> = {
  BLOG: { name: "Blog", path: "/blog" },
  LEASOPEDIA: { name: "Leasopedia", path: "/leasopedia" },
};

/** The content page a route shows: its canonical path, e.g. /about or /blog/{slug}. */
export function contentPathFor(routeId: RouteId, params: Params): string {
  return pathFor(routeId, params);
}

/**
 * What the server prefetches for a content route; the same documents and variables the page's
 * useQuery calls use, so the server render is one pass and crawlers get the whole text.
 */
export function contentPageQueries({ routeId, params }: ScreenInput) {
  const section = sectionOfRoute(routeId);
  return {
    page: screenQuery(ContentPageQuery, { path: contentPathFor(routeId as RouteId, params) }),
    // ContentIndexList reads it (useDeclaredQuery) on the blog's and the Leasopedia's pages.
    index: screenQuery(ContentIndexQuery, { section: section ?? "BLOG" }, { skip: !section }),
  };
}
