import crypto from "node:crypto";
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { LEASE_TERM_LABELS, MOVE_IN_TIMEFRAME_LABELS } from "../../../common/enums";
import { formatCurrency, formatThousands } from "../../../common/format/numbers";
import { slugify } from "../../../common/format/slug";
import { profileSizeRange } from "../../../common/onboarding/profileRules";
import type { Db } from "../../db/client";
import { campaigns, requirementNeighborhoods, requirements } from "../../db/schema/campaigns";
import { users } from "../../db/schema/users";
import type { UserRow } from "../../policies/policy";
import type { ProfileValues } from "./profileValues";

export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * The broker for a new client of a market: a broker of that market (users.brokerMarketId), plain
 * brokers before admins who also broker, the one with the fewest open campaigns first (so new
 * clients spread over the team), then the longest-serving (lowest id). A market without brokers
 * falls back to the default market's (`fallbackMarketId`, New York), then to any broker; null only
 * when there is no broker at all. A disabled account is never picked.
 */
export async function findMarketBroker(
  db: Db,
  marketId: number | null,
  fallbackMarketId: number | null,
): Promise<UserRow | null> {
  const candidates = async (brokerMarketId: number | null) => {
    const open = count(campaigns.id);
    const [row] = await db
      .select({ user: users, open })
      .from(users)
      .leftJoin(campaigns, and(eq(campaigns.brokerId, users.id), isNull(campaigns.archivedAt)))
      .where(
        and(
          eq(users.isBroker, true),
          isNull(users.disabledAt),
          brokerMarketId === null ? undefined : eq(users.brokerMarketId, brokerMarketId),
        ),
      )
      .groupBy(users.id)
      .orderBy(asc(users.isAdmin), asc(open), asc(users.id))
      .limit(1);
    return row?.user ?? null;
  };
  if (marketId !== null) {
    const broker = await candidates(marketId);
    if (broker) return broker;
  }
  if (fallbackMarketId !== null && fallbackMarketId !== marketId) {
    const broker = await candidates(fallbackMarketId);
    if (broker) return broker;
  }
  return candidates(null);
}

/** The client's latest open campaign (as its client; campaigns they broker do not count). */
export async function latestClientCampaign(db: Db, userId: number): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.clientId, userId), isNull(campaigns.archivedAt)))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(1);
  return row ?? null;
}

/**
 * The current active requirements a profile stands for: its market, a size range around its square
 * feet (searched by square feet), its budget as the most it pays (none when flexible) and its lease
 * term. The move-in timeframe has no column here; it stays on the profile and goes to the broker.
 */
export function requirementsFromProfile(values: ProfileValues) {
  const size = profileSizeRange(values.totalSquareFeet);
  const flexible = values.budgetPsf === null;
  return {
    marketId: values.market?.id ?? null,
    minSquareFeet: size?.min ?? null,
    maxSquareFeet: size?.max ?? null,
    numEmployees: values.numEmployees,
    activeSizeFilter: size ? "SQUARE_FEET" : null,
    minPsf: null,
    maxPsf: flexible ? null : values.budgetPsf,
    minMonthlyBudget: null,
    maxMonthlyBudget: flexible ? null : values.budgetMonthly,
    activePriceFilter: flexible ? null : ("PER_SQUARE_FOOT" as const),
    minOccupancy: null,
    maxOccupancy: null,
    leaseTerm: values.leaseTerm,
    areas: [] as string[],
  };
}

/** Makes the profile the campaign's one current active requirement; earlier ones stay as history. */
export async function setCurrentRequirements(
  tx: Db,
  campaignId: number,
  values: ProfileValues,
  createdById: number,
): Promise<number> {
  await tx
    .update(requirements)
    .set({ isCurrentActive: false, updatedAt: new Date() })
    .where(and(eq(requirements.campaignId, campaignId), eq(requirements.isCurrentActive, true)));
  const [requirement] = await tx
    .insert(requirements)
    .values({ campaignId, isCurrentActive: true, createdById, ...requirementsFromProfile(values) })
    .returning({ id: requirements.id });
  if (values.neighborhoods.length > 0) {
    await tx
      .insert(requirementNeighborhoods)
      .values(values.neighborhoods.map((n) => ({ requirementId: requirement.id, neighborhoodId: n.id })));
  }
  return requirement.id;
}

/** "ACME-ROBOTICS-NY-3F9A1C": readable for brokers, unique thanks to the random tail. */
export function campaignIdentifier(displayName: string, state: string | null): string {
  const base = slugify(displayName).toUpperCase().slice(0, 40).replace(/-+$/, "") || "CLIENT";
  const tail = crypto.randomBytes(3).toString("hex").toUpperCase();
  return [base, state?.toUpperCase(), tail].filter(Boolean).join("-");
}

export async function insertCampaign(
  tx: Db,
  input: { displayName: string; clientId: number; brokerId: number | null; values: ProfileValues },
): Promise<CampaignRow> {
  const [campaign] = await tx
    .insert(campaigns)
    .values({
      displayName: input.displayName,
      identifier: campaignIdentifier(input.displayName, input.values.market?.state ?? null),
      clientId: input.clientId,
      brokerId: input.brokerId,
      marketId: input.values.market?.id ?? null,
    })
    .returning();
  return campaign;
}

/** The profile as lines a broker reads in the e-mail. */
export function profileSummary(values: ProfileValues, contact: { email: string; phone: string | null }) {
  const where = values.market?.name ?? values.city;
  const hoods = values.neighborhoods.map((n) => n.name).join(", ");
  const size =
    values.numEmployees === null
      ? "not given"
      : `${formatThousands(values.numEmployees)} seats, ~${formatThousands(values.totalSquareFeet)} sf`;
  const budget =
    values.budgetPsf === null
      ? "Flexible"
      : `${formatCurrency(values.budgetPsf, { cents: !Number.isInteger(values.budgetPsf) })} psf` +
        (values.budgetMonthly === null ? "" : ` / ${formatCurrency(values.budgetMonthly)} monthly`);
  return [
    `Location: ${hoods ? `${where} (${hoods})` : where}`,
    `Size: ${size}`,
    `Budget: ${budget}`,
    `Lease term: ${values.leaseTerm ? LEASE_TERM_LABELS[values.leaseTerm] : "not given"}`,
    `Move-in: ${values.moveInDate ? MOVE_IN_TIMEFRAME_LABELS[values.moveInDate] : "not given"}`,
    `E-mail: ${contact.email}`,
    ...(contact.phone ? [`Phone: ${contact.phone}`] : []),
    ...(values.renterComments ? [`Comments: ${values.renterComments}`] : []),
  ];
}
