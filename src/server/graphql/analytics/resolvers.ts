import { z } from "zod";
import { trackEventPolicy } from "../../policies/analyticsPolicy";
import { recordEvent } from "../../services/analyticsService";
import type { GraphQLContext } from "../context";
import { guarded } from "../guard";
import { parseArgs } from "../validate";

const trackArgs = z.object({
  event: z.object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .regex(/^[a-zA-Z0-9_.:-]+$/, "Use letters, digits, _ . : or -"),
    properties: z.record(z.string(), z.unknown()).nullish(),
    anonymousId: z.string().max(100).nullish(),
  }),
});

export const analyticsResolvers = {
  Mutation: {
    track: guarded(trackEventPolicy, async (_p, raw: unknown, ctx: GraphQLContext) => {
      const { event } = parseArgs(trackArgs, raw);
      await recordEvent(ctx.db, {
        type: "track",
        name: event.name,
        properties: event.properties ?? {},
        userId: ctx.viewer.user?.id ?? null,
        anonymousId: event.anonymousId ?? null,
        serverId: ctx.serverId,
      });
      return true;
    }),
  },
};
