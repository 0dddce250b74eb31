import { isoDay } from "../../../common/format/dates";
import { timeZoneOfState, todayIn } from "../../../common/tourbook/timeZones";
import type { Db } from "../client";
import { campaignListings, campaigns, requirementNeighborhoods, requirements } from "../schema/campaigns";
import type { campaignListingStageValues, SurveyRating } from "../schema/enums";
import { featuredListings } from "../schema/featuredListings";
import { invitations } from "../schema/invitations";
import { onboardingProfiles } from "../schema/onboarding";
import { surveyAnswers, surveyListings, surveys, tourListings, tours } from "../schema/surveys";
import type { ListingMeta } from "./activity";
import { footerTopCities } from "./data/markets";
import { allDemoUserSpecs } from "./demoUsers";
import type { Random } from "./prng";
import type { SeededMarket } from "./seedMarkets";
import { addDays, slugify } from "./util";

type Ctx = {
  db: Db;
  rng: Random;
  markets: readonly SeededMarket[];
  userIds: ReadonlyMap<string, number>;
  metas: readonly ListingMeta[];
  /**
   * The moment the demo is seeded (issue 25). The tourbook's demo data is relative to it, not to the
   * fixed reference date of the listings: the demo tour is always next week and answers are recent.
   */
  now: Date;
};

/**
 * The first n available listings of a market, in distinct buildings: those in the given
 * neighbourhoods that fit the size first, then the neighbourhoods, then the size, then the rest.
 */
function pickListings(
  ctx: Ctx,
  marketId: number,
  n: number,
  neighborhoodIds: readonly number[] = [],
  fits: (m: ListingMeta) => boolean = () => true,
): ListingMeta[] {
  const score = (m: ListingMeta) =>
    (m.neighborhoodId !== null && neighborhoodIds.includes(m.neighborhoodId) ? 2 : 0) + (fits(m) ? 1 : 0);
  const ranked = ctx.metas
    .filter((m) => m.marketId === marketId && m.status === "AVAILABLE")
    .map((m) => ({ m, s: score(m) }))
    .sort((a, b) => b.s - a.s || a.m.id - b.m.id);
  const picked: ListingMeta[] = [];
  const buildings = new Set<number>();
  for (const { m } of ranked) {
    if (picked.length >= n) break;
    if (buildings.has(m.buildingId)) continue;
    buildings.add(m.buildingId);
    picked.push(m);
  }
  return picked;
}

type Stage = (typeof campaignListingStageValues)[number];

/** The demo client's answers to the first listings of their survey. */
const DEMO_SURVEY_ANSWERS: { rating: SurveyRating; comment: string | null }[] = [
  { rating: "INTERESTED", comment: "Great light. Can we see it on the tour?" },
  { rating: "NOT_INTERESTED", comment: "Too far from the subway for the team." },
];

/** The broker's notes on the demo tour's stops. */
const DEMO_STOP_NOTES = ["The building agent meets us at the front desk.", "Ask to see the roof deck."];

/** Invited, with no account yet: the tour's and a new campaign's pending invitations. */
export const DEMO_TOUR_INVITEE = "jordan.lee@acme-robotics.example.com";
/**
 * The demo tour invitation's id is fixed and published, like the demo password, so the README and the
 * browser tests can open /tour-invitation/{id}. Demo data is never seeded in a real deployment; real
 * invitations get random uuids.
 */
export const DEMO_TOUR_INVITATION_ID = "7d1c2a4e-5b3f-4c8d-9e0a-1b2c3d4e5f60";
export const DEMO_CAMPAIGN_INVITEE = "dana.okafor@northwind.example.com";

/** The demo client's own campaign: its surveys and tours are built from its first campaign listings. */
const ACME_STAGES: readonly Stage[] = ["SAVED", "SAVED", "TOUR_REQUESTED", "SUGGESTED"];
/** Other clients' campaigns are further along, each starting at another point of this cycle. */
const LATER_STAGES: readonly Stage[] = [
  "TOURED",
  "OFFER",
  "SAVED",
  "REJECTED",
  "TOUR_REQUESTED",
  "SUGGESTED",
];

async function createCampaign(
  ctx: Ctx,
  spec: {
    displayName: string;
    clientId: number;
    brokerId: number;
    marketId: number;
    createdAt: Date;
    archived?: boolean;
  },
  listings: readonly ListingMeta[],
  stages: readonly Stage[] = ACME_STAGES,
) {
  const [campaign] = await ctx.db
    .insert(campaigns)
    .values({
      uuid: ctx.rng.uuid(),
      displayName: spec.displayName,
      identifier: `${slugify(spec.displayName).toUpperCase()}-${spec.createdAt.getUTCFullYear()}`,
      clientId: spec.clientId,
      brokerId: spec.brokerId,
      marketId: spec.marketId,
      archivedAt: spec.archived ? addDays(spec.createdAt, 120) : null,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
    })
    .returning({ id: campaigns.id });
  const added =
    listings.length > 0
      ? await ctx.db
          .insert(campaignListings)
          .values(
            listings.map((l, i) => ({
              campaignId: campaign.id,
              listingId: l.id,
              stage: stages[i % stages.length],
              addedById: i % 2 === 0 ? spec.brokerId : spec.clientId,
              position: i,
              createdAt: addDays(spec.createdAt, i + 1),
              updatedAt: addDays(spec.createdAt, i + 1),
            })),
          )
          .returning({ id: campaignListings.id, listingId: campaignListings.listingId })
      : [];
  return { id: campaign.id, campaignListings: added };
}

export async function insertDemoCampaigns(ctx: Ctx): Promise<{ campaigns: number; featured: number }> {
  const { db, markets, userIds } = ctx;
  const now = ctx.now;
  const openUntil = (days: number) => addDays(ctx.now, days);
  const market = (slug: string) => markets.find((m) => m.slug === slug)!;
  const id = (email: string) => userIds.get(email)!;
  const newYork = market("new-york");
  const clientId = id("client@squarely.test");
  const brokerId = id("broker@squarely.test");
  let campaignCount = 0;

  // An older, archived search, so the current one is visibly the latest.
  await createCampaign(
    ctx,
    {
      displayName: "Acme Robotics (2025 search)",
      clientId,
      brokerId,
      marketId: newYork.id,
      createdAt: addDays(now, -420),
      archived: true,
    },
    [],
  );
  const hoods = ["flatiron", "soho"].map((slug) => newYork.neighborhoods.find((n) => n.slug === slug)!);
  const hoodIds = hoods.map((h) => h.id);
  const saved = pickListings(
    ctx,
    newYork.id,
    4,
    hoodIds,
    (m) => m.squareFeet >= 2500 && m.squareFeet <= 6500,
  );
  const acme = await createCampaign(
    ctx,
    {
      displayName: "Acme Robotics",
      clientId,
      brokerId,
      marketId: newYork.id,
      createdAt: addDays(now, -30),
    },
    saved,
  );
  campaignCount += 2;

  const [requirement] = await db
    .insert(requirements)
    .values({
      campaignId: acme.id,
      isCurrentActive: true,
      marketId: newYork.id,
      minPsf: 60,
      maxPsf: 95,
      minSquareFeet: 3000,
      maxSquareFeet: 5000,
      minMonthlyBudget: 15000,
      maxMonthlyBudget: 39600,
      numEmployees: 25,
      activeSizeFilter: "SQUARE_FEET",
      activePriceFilter: "PER_SQUARE_FOOT",
      minOccupancy: 20,
      maxOccupancy: 33,
      leaseTerm: "THREE_TO_FIVE_YEARS",
      areas: ["Near Union Square"],
      createdById: brokerId,
      createdAt: addDays(now, -30),
      updatedAt: addDays(now, -30),
    })
    .returning({ id: requirements.id });
  await db
    .insert(requirementNeighborhoods)
    .values(hoodIds.map((neighborhoodId) => ({ requirementId: requirement.id, neighborhoodId })));

  let demoTourId: number | null = null;
  if (acme.campaignListings.length > 0) {
    const [survey] = await db
      .insert(surveys)
      .values({
        uuid: ctx.rng.uuid(),
        externalId: "SRV-1001",
        campaignId: acme.id,
        name: "Flatiron & SoHo shortlist",
        publishedAt: addDays(now, -19),
        createdById: brokerId,
        createdAt: addDays(now, -20),
        updatedAt: addDays(now, -20),
      })
      .returning({ id: surveys.id });
    const surveyListingRows = await db
      .insert(surveyListings)
      .values(
        acme.campaignListings.slice(0, 3).map((e, i) => ({
          surveyId: survey.id,
          listingId: e.listingId,
          campaignListingId: e.id,
          position: i,
          addedById: brokerId,
          createdAt: addDays(now, -20),
        })),
      )
      .returning({ id: surveyListings.id, position: surveyListings.position });
    // The client has answered two of the three: a living survey for whoever signs in.
    const answered = surveyListingRows.filter((e) => DEMO_SURVEY_ANSWERS[e.position] !== undefined);
    if (answered.length > 0) {
      await db.insert(surveyAnswers).values(
        answered.map((e) => ({
          ...DEMO_SURVEY_ANSWERS[e.position],
          surveyListingId: e.id,
          userId: clientId,
          // Recent: the client answered this week.
          answeredAt: addDays(now, -2 + e.position),
        })),
      );
    }
    const [tour] = await db
      .insert(tours)
      .values({
        uuid: ctx.rng.uuid(),
        campaignId: acme.id,
        name: "Acme Robotics tour",
        // Next week on the market's own calendar.
        date: isoDay(addDays(new Date(`${todayIn(timeZoneOfState(newYork.state), ctx.now)}T12:00:00Z`), 7)),
        meetingPoint: "Outside the first building's lobby",
        notes: "Bring the team's seating plan. Lunch nearby after the last stop.",
        timeZone: timeZoneOfState(newYork.state),
        // Sent to the client: a scheduled tour the demo client can open.
        scheduledAt: addDays(now, -4),
        createdById: brokerId,
        createdAt: addDays(now, -5),
        updatedAt: addDays(now, -5),
      })
      .returning({ id: tours.id });
    await db.insert(tourListings).values(
      acme.campaignListings.slice(0, 2).map((e, i) => ({
        tourId: tour.id,
        listingId: e.listingId,
        campaignListingId: e.id,
        position: i,
        startTime: i === 0 ? "10:00" : "10:45",
        durationMinutes: 30,
        notes: DEMO_STOP_NOTES[i] ?? null,
        addedById: brokerId,
        createdAt: addDays(now, -5),
      })),
    );
    await db.insert(invitations).values({
      uuid: ctx.rng.uuid(),
      kind: "SURVEY",
      campaignId: acme.id,
      surveyId: survey.id,
      email: "pat.morgan@acme-robotics.example.com",
      firstName: "Pat",
      lastName: "Morgan",
      invitedById: brokerId,
      // Open, like the tour invitation below, however late the demo is seeded (11 days left).
      expiresAt: openUntil(11),
      createdAt: addDays(now, -19),
    });
    demoTourId = tour.id;
  }

  const avgPsf = Math.round(hoods.reduce((sum, h) => sum + h.yearlyPricePerFoot, 0) / hoods.length);
  await db.insert(onboardingProfiles).values({
    onboardingId: ctx.rng.uuid(),
    userId: clientId,
    phase: "COMPLETED",
    lastActiveScreenIndex: 4,
    city: "New York",
    marketId: newYork.id,
    neighborhoodIds: hoodIds,
    numEmployees: 25,
    psfPerEmployee: 150,
    totalSquareFeet: 3750,
    budgetPsf: avgPsf,
    budgetMonthly: Math.ceil((avgPsf * 3750) / 12),
    leaseTerm: "THREE_TO_FIVE_YEARS",
    moveInDate: "THREE_TO_SIX_MONTHS",
    name: "Alex Rivera",
    companyName: "Acme Robotics",
    email: "client@squarely.test",
    phone: "(212) 555-0100",
    renterComments: "We need a space with a workshop feel and good light for about 25 people.",
    completedAt: addDays(now, -31),
    createdAt: addDays(now, -32),
    updatedAt: addDays(now, -31),
  });

  // Other clients: a small campaign each with their market's broker.
  const brokerByMarket = new Map(
    allDemoUserSpecs.filter((s) => s.isBroker && !s.isAdmin).map((s) => [s.market, id(s.email)]),
  );
  for (const spec of allDemoUserSpecs) {
    if (spec.isBroker || spec.isAdmin || spec.isResearch || spec.email === "client@squarely.test") continue;
    const m = market(spec.market);
    await createCampaign(
      ctx,
      {
        displayName: spec.companyName,
        clientId: id(spec.email),
        brokerId: brokerByMarket.get(spec.market) ?? brokerId,
        marketId: m.id,
        createdAt: addDays(now, -ctx.rng.int(10, 90)),
      },
      pickListings(ctx, m.id, ctx.rng.int(2, 3)),
      [...LATER_STAGES.slice(campaignCount % 6), ...LATER_STAGES.slice(0, campaignCount % 6)],
    );
    campaignCount += 1;
  }

  // Featured listings on the landing pages of New York, Houston and the footer's top cities.
  const topNames = new Set<string>(["New York", "Houston", ...footerTopCities]);
  const featuredRows = markets
    .filter((m) => topNames.has(m.name))
    .flatMap((m) =>
      pickListings(ctx, m.id, 4).map((l, position) => ({
        marketId: m.id,
        listingId: l.id,
        position,
        createdById: id("admin@squarely.test"),
        createdAt: now,
      })),
    );
  if (featuredRows.length > 0) await db.insert(featuredListings).values(featuredRows);
  // Pending, to an address with no account: the invitation page's demo (/tour-invitation/{uuid}).
  // Drawn last, so the random draws of everything above stay as they were.
  if (demoTourId !== null) {
    await db.insert(invitations).values({
      uuid: DEMO_TOUR_INVITATION_ID,
      kind: "TOUR",
      campaignId: acme.id,
      tourId: demoTourId,
      email: DEMO_TOUR_INVITEE,
      firstName: "Jordan",
      lastName: "Lee",
      invitedById: brokerId,
      expiresAt: openUntil(30),
      createdAt: addDays(now, -4),
    });
  }

  // A campaign a broker started for someone without an account yet: "Invitation pending" in the list.
  const [pending] = await db
    .insert(campaigns)
    .values({
      uuid: ctx.rng.uuid(),
      displayName: "Northwind Analytics",
      identifier: `NORTHWIND-ANALYTICS-${addDays(now, -2).getUTCFullYear()}`,
      clientId: null,
      brokerId,
      marketId: newYork.id,
      createdAt: addDays(now, -2),
      updatedAt: addDays(now, -2),
    })
    .returning({ id: campaigns.id });
  await db.insert(invitations).values({
    uuid: ctx.rng.uuid(),
    kind: "CAMPAIGN",
    campaignId: pending.id,
    email: DEMO_CAMPAIGN_INVITEE,
    firstName: "Dana",
    lastName: "Okafor",
    invitedById: brokerId,
    expiresAt: openUntil(12),
    createdAt: addDays(now, -2),
  });

  if (acme.campaignListings.length > 0) {
    await seedPastTour(ctx, {
      campaignId: acme.id,
      campaignListings: acme.campaignListings,
      brokerId,
      state: newYork.state,
    });
  }

  return { campaigns: campaignCount + 1, featured: featuredRows.length };
}

/**
 * A tour the demo client took last week (issue 25): scheduled, and its day has passed on New
 * York's calendar, so it reads as Completed. Its stops are the campaign's later campaign listings (the
 * upcoming tour visits the first ones). Drawn after everything else, so earlier draws stay put.
 */
async function seedPastTour(
  ctx: Ctx,
  acme: {
    campaignId: number;
    campaignListings: readonly { id: number; listingId: number }[];
    brokerId: number;
    state: string;
  },
): Promise<void> {
  const { db, now } = ctx;
  const later = acme.campaignListings.slice(2, 4);
  const stops = later.length > 0 ? later : acme.campaignListings.slice(0, 2);
  const timeZone = timeZoneOfState(acme.state);
  const [tour] = await db
    .insert(tours)
    .values({
      uuid: ctx.rng.uuid(),
      campaignId: acme.campaignId,
      name: "Acme Robotics first look",
      // Last week on the market's own calendar.
      date: isoDay(addDays(new Date(`${todayIn(timeZone, now)}T12:00:00Z`), -7)),
      meetingPoint: "Outside the first building's lobby",
      notes: "A first look at the spaces the team shortlisted.",
      timeZone,
      scheduledAt: addDays(now, -12),
      createdById: acme.brokerId,
      createdAt: addDays(now, -13),
      updatedAt: addDays(now, -12),
    })
    .returning({ id: tours.id });
  await db.insert(tourListings).values(
    stops.map((e, i) => ({
      tourId: tour.id,
      listingId: e.listingId,
      campaignListingId: e.id,
      position: i,
      startTime: i === 0 ? "14:00" : "14:45",
      durationMinutes: 30,
      notes: null,
      addedById: acme.brokerId,
      createdAt: addDays(now, -13),
    })),
  );
}
