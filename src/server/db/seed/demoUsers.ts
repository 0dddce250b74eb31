import type { Db } from "../client";
import { users } from "../schema/users";
import type { SeededMarket } from "./seedMarkets";

/**
 * Every demo account signs in with this password. Published on purpose (README, the demo-site
 * notice): the demo accounts exist only in demo mode and lose it when a server starts with demo mode
 * off (server/boot/lockDemoAccounts.ts).
 */
export const DEMO_PASSWORD = "squarely-demo";

export type DemoUserSpec = {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  /** Market slug; a broker's brokerMarket, a client's market of interest. */
  market: string;
  isBroker?: boolean;
  isAdmin?: boolean;
  isResearch?: boolean;
};

export const demoUserSpecs: readonly DemoUserSpec[] = [
  {
    email: "client@squarely.test",
    firstName: "Alex",
    lastName: "Rivera",
    companyName: "Acme Robotics",
    phone: "(212) 555-0100",
    market: "new-york",
  },
  {
    email: "broker@squarely.test",
    firstName: "Jamie",
    lastName: "Chen",
    companyName: "Squarely",
    phone: "(212) 555-0101",
    market: "new-york",
    isBroker: true,
  },
  {
    email: "admin@squarely.test",
    firstName: "Morgan",
    lastName: "Blake",
    companyName: "Squarely",
    phone: "(212) 555-0102",
    market: "new-york",
    isBroker: true,
    isAdmin: true,
  },
  {
    email: "research@squarely.test",
    firstName: "Riley",
    lastName: "Park",
    companyName: "Squarely",
    phone: "(212) 555-0103",
    market: "new-york",
    isResearch: true,
  },
];

/** One broker in several other markets, to be assigned to new clients there. */
const marketBrokers: readonly [string, string, string, string][] = [
  ["houston", "Maria", "Gonzalez", "(713) 555-0110"],
  ["chicago", "Tom", "Walsh", "(312) 555-0111"],
  ["los-angeles", "Dana", "Kim", "(213) 555-0112"],
  ["san-francisco", "Sam", "Okafor", "(415) 555-0113"],
  ["boston", "Erin", "Murphy", "(617) 555-0114"],
  ["miami", "Carlos", "Diaz", "(305) 555-0115"],
  ["washington", "Nia", "Johnson", "(202) 555-0116"],
  ["atlanta", "Grant", "Lewis", "(404) 555-0117"],
  ["dallas", "Hannah", "Scott", "(214) 555-0118"],
];

/** Other clients, each with a small campaign in their market. */
const otherClients: readonly [string, string, string, string, string][] = [
  ["new-york", "Sofia", "Rossi", "Lumen Design", "(646) 555-0120"],
  ["chicago", "Jordan", "Lee", "Signal Analytics", "(312) 555-0121"],
  ["boston", "Priya", "Patel", "Helix Bio", "(617) 555-0122"],
  ["los-angeles", "Marcus", "Green", "Redwood Media", "(213) 555-0123"],
  ["houston", "Omar", "Haddad", "Delta Energy", "(713) 555-0124"],
];

export const allDemoUserSpecs: readonly DemoUserSpec[] = [
  ...demoUserSpecs,
  ...marketBrokers.map(([market, firstName, lastName, phone]) => ({
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@squarely.test`,
    firstName,
    lastName,
    companyName: "Squarely",
    phone,
    market,
    isBroker: true,
  })),
  ...otherClients.map(([market, firstName, lastName, companyName, phone]) => ({
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@squarely.test`,
    firstName,
    lastName,
    companyName,
    phone,
    market,
  })),
];

const e164 = (phone: string) => `+1${phone.replace(/\D/g, "")}`;

/** Inserts the demo accounts; returns user ids by e-mail. */
export async function insertDemoUsers(
  db: Db,
  markets: readonly SeededMarket[],
  passwordHash: string,
  referenceDate: Date,
): Promise<Map<string, number>> {
  const marketBySlug = new Map(markets.map((m) => [m.slug, m]));
  const rows = await db
    .insert(users)
    .values(
      allDemoUserSpecs.map((spec) => {
        const market = marketBySlug.get(spec.market);
        const staff = Boolean(spec.isBroker || spec.isAdmin || spec.isResearch);
        return {
          email: spec.email,
          passwordHash,
          firstName: spec.firstName,
          lastName: spec.lastName,
          phone: spec.phone,
          e164Phone: e164(spec.phone),
          companyName: spec.companyName,
          isRenter: !staff,
          isBroker: Boolean(spec.isBroker),
          isAdmin: Boolean(spec.isAdmin),
          isResearch: Boolean(spec.isResearch),
          isVerified: true,
          confirmedAt: referenceDate,
          cityOfInterest: staff ? null : (market?.name ?? null),
          brokerMarketId: spec.isBroker ? (market?.id ?? null) : null,
          marketOfInterestId: staff ? null : (market?.id ?? null),
          createdAt: referenceDate,
          updatedAt: referenceDate,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });
  return new Map(rows.map((r) => [r.email, r.id]));
}
