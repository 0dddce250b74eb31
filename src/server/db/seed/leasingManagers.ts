import type { Db } from "../client";
import { leasingManagerBuildings, leasingManagers } from "../schema/leasingManagers";
import type { SeededMarket } from "./seedMarkets";

/** The demo's leasing managers: a market (by its index in the seeded list) and a company each. */
const MANAGERS = [
  { first: "Laura", last: "Bennett", company: "Meridian Realty", market: 0, phone: "(212) 555-0130" },
  { first: "Kevin", last: "Osei", company: "Granite Properties", market: 0, phone: "(212) 555-0131" },
  { first: "Priya", last: "Raman", company: "Harborline Partners", market: 0, phone: null },
  {
    first: "Daniel",
    last: "Okafor",
    company: "Northgate Asset Management",
    market: 1,
    phone: "(713) 555-0144",
  },
  { first: "Sofia", last: "Marchetti", company: "Meridian Realty", market: 2, phone: "(404) 555-0178" },
] as const;

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Inserts the demo leasing managers (/leasing-managers) and links each to a few buildings of their
 * market: `buildings` are the seeded buildings with their market, in insertion order.
 */
export async function insertLeasingManagers(
  db: Db,
  markets: SeededMarket[],
  buildings: { id: number; marketId: number }[],
  createdById: number,
): Promise<void> {
  const rows = MANAGERS.filter((m) => markets[m.market]).map((m) => ({
    firstName: m.first,
    lastName: m.last,
    email: `${slug(m.first)}.${slug(m.last)}@${slug(m.company)}.example.com`,
    phone: m.phone,
    companyName: m.company,
    marketId: markets[m.market].id,
    createdById,
  }));
  if (rows.length === 0) return;
  const managers = await db.insert(leasingManagers).values(rows).returning({
    id: leasingManagers.id,
    marketId: leasingManagers.marketId,
  });
  // Three buildings of its market each, taken in turn, so two managers of one market share none.
  const taken = new Map<number, number>();
  const links = managers.flatMap((manager) => {
    const own = buildings.filter((b) => b.marketId === manager.marketId);
    const start = taken.get(manager.marketId ?? 0) ?? 0;
    taken.set(manager.marketId ?? 0, start + 3);
    return own.slice(start, start + 3).map((b) => ({ leasingManagerId: manager.id, buildingId: b.id }));
  });
  if (links.length > 0) await db.insert(leasingManagerBuildings).values(links);
}
