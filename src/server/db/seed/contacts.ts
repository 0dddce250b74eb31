import type { buildingContacts } from "../schema/buildings";
import type { BuildingPlan } from "./buildings";
import { CONTACT_TITLES, demoEmail, demoPhone, landlordCompany, personName } from "./people";
import type { Random } from "./prng";

export type ContactPlan = {
  row: typeof buildingContacts.$inferInsert;
  marketId: number;
};

export type ContactLinkPlan = { buildingIndex: number; contactIndex: number };

/**
 * Research-team contacts: each market gets a pool of agents and landlords (about one per four
 * buildings, from a few companies), and most buildings get one or two of them.
 */
export function planContacts(
  rng: Random,
  plans: readonly BuildingPlan[],
  referenceDate: Date,
): { contacts: ContactPlan[]; links: ContactLinkPlan[] } {
  const contacts: ContactPlan[] = [];
  const links: ContactLinkPlan[] = [];
  const buildingsByMarket = new Map<number, number[]>();
  plans.forEach((plan, index) => {
    const list = buildingsByMarket.get(plan.market.id) ?? [];
    list.push(index);
    buildingsByMarket.set(plan.market.id, list);
  });

  for (const [marketId, buildingIndexes] of buildingsByMarket) {
    const market = plans[buildingIndexes[0]].market;
    const poolSize = Math.max(3, Math.ceil(buildingIndexes.length / 4));
    const companies = Array.from({ length: Math.max(2, Math.ceil(poolSize / 3)) }, () =>
      landlordCompany(rng),
    );
    const pool: number[] = [];
    for (let i = 0; i < poolSize; i++) {
      const { firstName, lastName } = personName(rng);
      const companyName = rng.pick(companies);
      const contactType = rng.weighted([
        ["BUILDING_AGENT", 45],
        ["LISTING_DEPARTMENT", 20],
        ["LANDLORD", 25],
        ["UNKNOWN", 10],
      ] as const);
      const isDepartment = contactType === "LISTING_DEPARTMENT" && rng.chance(0.5);
      pool.push(contacts.length);
      contacts.push({
        marketId,
        row: {
          displayName: isDepartment ? `${companyName} Leasing` : `${firstName} ${lastName}`,
          firstName: isDepartment ? null : firstName,
          lastName: isDepartment ? null : lastName,
          email: isDepartment
            ? demoEmail("leasing", "team", companyName)
            : demoEmail(firstName, lastName, companyName),
          title: isDepartment ? null : rng.pick(CONTACT_TITLES),
          companyName,
          phone: demoPhone(rng, market.slug),
          phoneType: isDepartment ? "shared" : rng.chance(0.6) ? "personal" : "shared",
          cellPhone: !isDepartment && rng.chance(0.5) ? demoPhone(rng, market.slug) : null,
          contactType,
          createdAt: referenceDate,
          updatedAt: referenceDate,
        },
      });
    }
    for (const buildingIndex of buildingIndexes) {
      if (!rng.chance(0.85)) continue;
      const first = rng.pick(pool);
      links.push({ buildingIndex, contactIndex: first });
      const second = rng.pick(pool);
      if (second !== first && rng.chance(0.4)) links.push({ buildingIndex, contactIndex: second });
    }
  }
  return { contacts, links };
}
