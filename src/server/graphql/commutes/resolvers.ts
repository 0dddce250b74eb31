import { GraphQLError } from "graphql";
import { z } from "zod";
import { MAX_COMMUTE_CANDIDATES, MAX_COMMUTE_HOMES } from "../../../common/commuteInput";
import { commuteReadPolicy } from "../../policies/commutePolicy";
import {
  CANDIDATE_KINDS,
  type CommuteCandidate,
  searchCandidates,
} from "../../services/commutes/commuteCandidates";
import type { CommuteTimes } from "../../services/commutes/commuteEstimator";
import { type CommuteHome, commuteEstimates } from "../../services/commutes/commuteService";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded } from "../guard";
import { parseArgs } from "../validate";

type Ctx = GraphQLContext;

const candidatesArgs = z.object({
  query: z
    .string()
    .trim()
    .min(2, "Type at least 2 characters to search.")
    .max(100, "Search text can be at most 100 characters."),
});

const estimatesArgs = z.object({
  homeZips: z
    .array(z.string().max(32, "That is too long to be a ZIP code."))
    .min(1, "Enter at least one home ZIP code.")
    .max(
      MAX_COMMUTE_HOMES,
      `Compare at most ${MAX_COMMUTE_HOMES} homes at a time; split a larger team into groups.`,
    ),
  candidates: z
    .array(
      z.object({
        kind: z.enum(CANDIDATE_KINDS),
        id: z.string().regex(/^[1-9][0-9]{0,9}$/, "Not an office id."),
      }),
    )
    .min(1, "Choose at least one office to compare.")
    .max(MAX_COMMUTE_CANDIDATES, `Compare at most ${MAX_COMMUTE_CANDIDATES} offices at a time.`)
    // The same office twice adds nothing: keep the first.
    .transform((list) =>
      list.filter((c, i) => list.findIndex((d) => d.kind === c.kind && d.id === c.id) === i),
    ),
});

export const commuteResolvers = {
  Query: {
    commuteMethod: guarded(commuteReadPolicy, (_p, _a, ctx: Ctx) => ctx.services.commuteEstimator.describe()),
    commuteCandidates: guarded(commuteReadPolicy, async (_p, args: unknown, ctx: Ctx) => {
      const { query } = parseArgs(candidatesArgs, args);
      return searchCandidates(ctx.db, await ctx.services.marketDirectory.get(), query);
    }),
    commuteEstimates: guarded(commuteReadPolicy, async (_p, args: unknown, ctx: Ctx) => {
      const request = parseArgs(estimatesArgs, args);
      const directory = await ctx.services.marketDirectory.get();
      const outcome = await commuteEstimates(ctx.db, directory, ctx.services.commuteEstimator, request);
      if (!outcome.ok) {
        const names = outcome.missing.map((m) => `${m.kind.toLowerCase()} ${m.id}`).join(", ");
        throw new GraphQLError(`These offices no longer exist: ${names}. Remove them and try again.`, {
          extensions: { code: "BAD_USER_INPUT", missing: outcome.missing },
        });
      }
      return outcome.estimates;
    }),
  },
  CommuteCandidate: {
    position: (c: CommuteCandidate) => ({ lat: c.lat, lng: c.lng }),
  },
  CommuteHome: {
    position: (h: CommuteHome) => ({ lat: h.lat, lng: h.lng }),
  },
  CommuteTimes: {
    transit: (t: CommuteTimes) => t.TRANSIT,
    car: (t: CommuteTimes) => t.CAR,
    bike: (t: CommuteTimes) => t.BIKE,
    walk: (t: CommuteTimes) => t.WALK,
  },
} satisfies Resolvers;
