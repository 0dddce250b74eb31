import { RESEARCH_MAX_PAGE, RESEARCH_SEARCH_MAX } from "../../../common/research/researchRules";
import { pathFor } from "../../../common/routes/matchRoute";

/** The list screens keep their search and page in the URL (`?q=`, `?page=`), so both can be shared. */
export function listState(search: string): { q: string; page: number } {
  const params = new URLSearchParams(search);
  const q = params.get("q")?.slice(0, RESEARCH_SEARCH_MAX) ?? "";
  const page = Number(params.get("page"));
  return { q, page: Number.isInteger(page) && page >= 1 && page <= RESEARCH_MAX_PAGE ? page : 1 };
}

export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "" && !(key === "page" && value === 1)) {
      query.set(key, String(value));
    }
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const contactPath = (id: string) => pathFor("researchContact", { buildingContactId: id });
export const availabilityPath = (contactId: string, buildingId: string) =>
  pathFor("researchBuildingAvailability", { buildingContactId: contactId, buildingId });
export const listingEditPath = (contactId: string, buildingId: string, listingId: string) =>
  pathFor("researchListingEdit", { buildingContactId: contactId, buildingId, listingId });
