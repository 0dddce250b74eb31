import { GraphQLError } from "graphql";
import { buildInfo, buildVersion } from "../../../common/buildInfo";
import { ANALYTICS_EVENT_TYPES, ANALYTICS_USER_TYPES } from "../../../common/enums";
import {
  readAnalyticsEventsPolicy,
  recordEventsPolicy,
  serverInfoPolicy,
  trackEventPolicy,
} from "../../policies/analyticsPolicy";
import type { UserRow } from "../../policies/policy";
import {
  type AnalyticsEvent,
  latestEvents,
  recordEvents,
  type StoredAnalyticsEvent,
} from "../../services/analyticsService";
import { displayName } from "../account/resolvers";
import type { GraphQLContext } from "../context";
import { apiEnum } from "../enumValues";
import type { Resolvers } from "../generated/resolverTypes";
import { guarded } from "../guard";
import { parseArgs } from "../validate";
import {
  analyticsEventLogArgs,
  analyticsEventsArgs,
  type EventInput,
  recordEventsArgs,
  trackArgs,
} from "./inputs";

type Ctx = GraphQLContext;

function rateLimited(retryAt: Date): GraphQLError {
  return new GraphQLError("Too many analytics events from this address; try again later.", {
    extensions: { code: "RATE_LIMITED", retryAt: retryAt.toISOString() },
  });
}

/**
 * The row for one event. The user is always the session's: an IDENTIFY naming anyone else is
 * dropped, and its e-mail and name are the account's, not whatever the browser sent.
 */
function toRow(
  event: EventInput,
  user: UserRow | null,
  requestServerId: string | null,
): AnalyticsEvent | null {
  const properties: Record<string, unknown> = { ...(event.properties ?? {}) };
  if (event.type === "identify") {
    if (!user || event.userId !== user.uuid) return null;
    properties.email = user.email;
    properties.name = displayName(user);
  }
  if (event.userType) properties.userType = event.userType;
  if (event.gclid) properties.gclid = event.gclid;
  return {
    type: event.type,
    name: event.type === "identify" ? null : (event.name ?? null),
    properties,
    userId: user?.id ?? null,
    anonymousId: event.anonymousId ?? null,
    serverId: event.serverId ?? requestServerId,
  };
}

export const analyticsResolvers = {
  // GraphQL spells enum values in capitals; the database and the spec use lower case.
  AnalyticsEventType: apiEnum(ANALYTICS_EVENT_TYPES),
  AnalyticsUserType: apiEnum(ANALYTICS_USER_TYPES),
  Query: {
    analyticsEvents: guarded(readAnalyticsEventsPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      const args = parseArgs(analyticsEventsArgs, raw);
      return latestEvents(ctx.db, { ...args, last: args.last ?? 50 });
    }),
    analyticsEventLog: guarded(readAnalyticsEventsPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      const { filter, limit, before } = parseArgs(analyticsEventLogArgs, raw);
      const last = limit ?? 50;
      const rows = await latestEvents(ctx.db, {
        type: filter?.type ?? null,
        name: filter?.name || null,
        anonymousId: filter?.anonymousId || null,
        userEmail: filter?.userEmail || null,
        from: filter?.from ?? null,
        to: filter?.to ?? null,
        before: before ?? null,
        last: last + 1,
      });
      return { entries: rows.slice(0, last), hasMore: rows.length > last };
    }),
    serverInfo: guarded(serverInfoPolicy, (_p, _a, ctx: Ctx) => ({
      serverId: ctx.services.config.serverId,
      buildVersion: buildVersion(buildInfo),
    })),
  },
  Mutation: {
    track: guarded(trackEventPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      const { event } = parseArgs(trackArgs, raw);
      const result = await recordEvents(ctx.db, ctx.services.config, ctx.ip, [
        {
          type: "track",
          name: event.name,
          properties: event.properties ?? {},
          userId: ctx.viewer.user?.id ?? null,
          anonymousId: event.anonymousId ?? null,
          serverId: ctx.serverId,
        },
      ]);
      if (!result.ok) throw rateLimited(result.retryAt);
      return true;
    }),
    recordEvents: guarded(recordEventsPolicy, async (_p, raw: unknown, ctx: Ctx) => {
      const { events } = parseArgs(recordEventsArgs, raw);
      const rows = events
        .map((e) => toRow(e, ctx.viewer.user, ctx.serverId))
        .filter((r): r is AnalyticsEvent => r !== null);
      const result = await recordEvents(ctx.db, ctx.services.config, ctx.ip, rows);
      if (!result.ok) throw rateLimited(result.retryAt);
      return result.stored;
    }),
  },
  AnalyticsEvent: {
    id: (e: StoredAnalyticsEvent) => String(e.id),
  },
} satisfies Resolvers;
