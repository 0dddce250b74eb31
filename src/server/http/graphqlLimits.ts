import { setMaxListeners } from "node:events";
import type { FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError, type GraphQLSchema } from "graphql";
import { formatNumber } from "../../common/format/numbers";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { createRequestCoster } from "../graphql/cost/requestCost";
import { ipSubject } from "../services/ipSubject";
import { hitRateLimit } from "../services/rateLimit";

/**
 * The limits of one /graphql HTTP request, checked before and around Yoga:
 * per-IP requests a minute (Postgres counters, so they hold across processes), a cost budget for
 * the whole body (batch included) computed before anything runs, an execution time limit, and a
 * largest response. Each refusal is fast and shaped like a GraphQL answer (an array of the batch's
 * length for a batch, as batching clients expect).
 */
export type GraphqlLimits = ReturnType<typeof createGraphqlLimits>;

type ExecuteFn = (args: ExecuteArgs) => unknown;
type ExecuteArgs = { contextValue: unknown; signal?: AbortSignal };
type ExecuteHook = { args: ExecuteArgs; executeFn: ExecuteFn; setExecuteFn: (fn: ExecuteFn) => void };

/** How many fields the executor resolves between two looks at the clock (see startTimer). */
const CLOCK_EVERY = 16;

type ErrorBody = { message: string; extensions: Record<string, unknown> };

export function createGraphqlLimits(schema: GraphQLSchema, config: Config, db: Db) {
  const coster = createRequestCoster(schema);
  const rule = { name: "graphql-ip", limit: config.graphqlIpLimit, windowMs: 60_000 };

  /** The same error for every operation of the body. */
  const answer = (body: unknown, error: ErrorBody) =>
    Array.isArray(body) ? body.map(() => ({ errors: [error] })) : { errors: [error] };

  return {
    /** True when it answered 429 because the client's address is over its requests a minute. */
    async refusedByRateLimit(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const hit = await hitRateLimit(db, rule, ipSubject(req.ip));
      if (!hit.limited) return false;
      const seconds = Math.max(1, Math.ceil((hit.retryAt.getTime() - Date.now()) / 1000));
      req.log.warn({ ip: req.ip, count: hit.count }, "graphql request refused by the per-IP rate limit");
      reply
        .code(429)
        .header("retry-after", String(seconds))
        .send(
          answer(req.body, {
            message: `Too many requests from your address; try again in ${seconds} seconds.`,
            extensions: { code: "RATE_LIMITED", retryAfterSeconds: seconds },
          }),
        );
      return true;
    },

    /** True when it answered because the body costs more than the budget. Nothing has run. */
    refusedByCost(req: FastifyRequest, reply: FastifyReply, batchLimit: number): boolean {
      const body = req.body;
      // Yoga refuses an over-long batch itself, without running it.
      if (Array.isArray(body) && body.length > batchLimit) return false;
      const budget = config.graphqlCostLimit;
      const cost = coster.cost(body, budget);
      if (cost <= budget) return false;
      const shown = Number.isFinite(cost) ? `at least ${formatNumber(cost)}` : "too high to count";
      req.log.warn({ ip: req.ip, cost, budget }, "graphql request refused by the cost limit");
      reply.code(200).send(
        answer(body, {
          message: `Request cost ${shown} is over the budget of ${formatNumber(budget)} per request (a batch counts as a whole); ask for fewer or smaller lists.`,
          extensions: { code: "COST_LIMIT", cost: Number.isFinite(cost) ? cost : null, budget },
        }),
      );
      return true;
    },

    /**
     * An abort signal that fires after the execution time limit, for every operation of the request.
     * Its reason is the GraphQL error the client sees (the spec's client retries "Timeout" errors).
     */
    startTimer(): { signal: AbortSignal; stop: () => void } {
      const controller = new AbortController();
      const ms = config.graphqlTimeoutMs;
      const deadline = Date.now() + ms;
      // Only abort() below aborts the signal: a flag of our own is cheaper to ask than `signal.aborted`.
      let aborted = false;
      const abort = () => {
        if (aborted) return;
        aborted = true;
        controller.abort(
          new GraphQLError(`Timeout: the request took longer than ${ms} ms and was stopped.`, {
            extensions: { code: "TIMEOUT" },
          }),
        );
      };
      const timer = setTimeout(abort, ms);
      // The timer only fires when the event loop is free, and an embedded database can keep it busy
      // for the whole request. The executor asks the signal before each field it resolves, so the
      // signal also looks at the clock itself: every CLOCK_EVERY fields (a 200-card campaign resolves
      // about 7,000 fields, and reading the clock before each was a fifth of their cost).
      const signal = controller.signal;
      // Every operation of a batch (up to 2000) listens to it.
      setMaxListeners(0, signal);
      let asked = 0;
      Object.defineProperty(signal, "throwIfAborted", {
        value: () => {
          if (!aborted && ++asked % CLOCK_EVERY === 0 && Date.now() > deadline) abort();
          if (aborted) throw signal.reason;
        },
      });
      return { signal, stop: () => clearTimeout(timer) };
    },

    /**
     * Envelop plugin: an operation still running when the request's timer fires answers the timeout
     * error at once, and its executor is told to stop resolving further fields. Yoga merges the
     * server context (where the route puts `executionSignal`) into the execution context.
     */
    timeoutPlugin() {
      return {
        onExecute({ args, executeFn, setExecuteFn }: ExecuteHook) {
          const signal = (args.contextValue as { executionSignal?: AbortSignal }).executionSignal;
          if (!signal) return;
          args.signal = signal;
          setExecuteFn((executeArgs) => {
            if (signal.aborted) return { errors: [signal.reason] };
            return new Promise((resolve, reject) => {
              const onAbort = () => resolve({ errors: [signal.reason] });
              signal.addEventListener("abort", onAbort, { once: true });
              Promise.resolve(executeFn(executeArgs))
                .then(resolve, reject)
                .finally(() => signal.removeEventListener("abort", onAbort));
            });
          });
        },
      };
    },

    /** The body to send: the response itself, or a refusal when it is larger than the limit. */
    limitResponse(req: FastifyRequest, text: string): string {
      const max = config.graphqlMaxResponseBytes;
      // UTF-8 takes at most 3 bytes per UTF-16 unit: a text this short is within the limit, uncounted.
      if (text.length * 3 <= max) return text;
      const bytes = Buffer.byteLength(text);
      if (bytes <= max) return text;
      req.log.warn({ ip: req.ip, bytes, max }, "graphql response refused by the size limit");
      return JSON.stringify(
        answer(req.body, {
          message: `The response would be ${formatNumber(bytes)} bytes, over the limit of ${formatNumber(max)}; ask for fewer results.`,
          extensions: { code: "RESPONSE_TOO_LARGE", bytes, limit: max },
        }),
      );
    },
  };
}
