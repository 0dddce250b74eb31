import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import { NoSchemaIntrospectionCustomRule as NoSchemaIntrospection } from "graphql";
import { createYoga, maskError } from "graphql-yoga";
import { isDatabaseUnavailable } from "../db/databaseErrors";
import { type AppServices, createContext, type GraphQLContext } from "../graphql/context";
import { controlCharacterPlugin } from "../graphql/controlCharacterPlugin";
import { NoNestedListingListsRule } from "../graphql/cost/listingNestingRule";
import { MAX_TOKENS } from "../graphql/cost/requestCost";
import { noteDatabaseUnavailable, unavailableGraphQLError } from "./databaseUnavailable";
import { createGraphqlLimits } from "./graphqlLimits";
import { crossSiteProblem } from "./sameOrigin";
import { refusedAsUntrusted } from "./trustedDocuments";
import { resolveViewer } from "./viewer";

/** The spec's batch limit: up to 2000 operations in one POST. */
export const BATCH_LIMIT = 2000;
/** A 2000-operation batch of the current-user query is about 3 MB of JSON. */
const BODY_LIMIT = 16 * 1024 * 1024;

type ServerContext = {
  req: FastifyRequest;
  reply: FastifyReply;
  context: GraphQLContext;
  /** Aborts execution at the request's time limit (graphqlLimits.timeoutPlugin). */
  executionSignal: AbortSignal;
};

export function registerGraphqlRoute(app: FastifyInstance, schema: GraphQLSchema, services: AppServices) {
  const limits = createGraphqlLimits(schema, services.config, services.database.db);
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    batching: { limit: BATCH_LIMIT },
    graphiql: false,
    // Same-origin only (docs/decisions.md): no CORS headers for any origin, preflights included.
    cors: false,
    landingPage: false,
    // Unexpected errors reach clients as "Unexpected error."; GraphQLErrors we throw keep their message.
    // The database being away is not unexpected: SERVICE_UNAVAILABLE, and the answer is 503 with
    // Retry-After, as the error handler answers when it happens before execution.
    maskedErrors: {
      maskError: (error, message, isDev) =>
        isDatabaseUnavailable(error) ? unavailableGraphQLError() : maskError(error, message, isDev),
    },
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      // Yoga logs each masked error; the database being away is noted once in a while instead.
      error: (...args) => {
        const away = args.find((arg) => isDatabaseUnavailable(arg));
        if (away) noteDatabaseUnavailable(app.log, away);
        else app.log.error(args);
      },
    },
    context: ({ context }) => context,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 30 },
        maxTokens: { n: MAX_TOKENS },
        maxDirectives: { n: 20 },
        // Our own cost analysis (graphqlLimits) counts list sizes and the whole batch; armor's does not.
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: services.config.env === "production" },
      }),
      addRule(NoNestedListingListsRule),
      limits.timeoutPlugin(),
      ...(services.config.env === "production" ? [addRule(NoSchemaIntrospection)] : []),
      controlCharacterPlugin(),
    ],
  });

  app.route({
    url: "/graphql",
    method: ["GET", "POST", "OPTIONS"],
    bodyLimit: BODY_LIMIT,
    handler: async (req, reply) => {
      if (req.method === "GET") {
        return reply
          .code(405)
          .header("allow", "POST")
          .send({ errors: [{ message: "GET is not supported; POST the operation." }] });
      }
      const csrfProblem = csrfCheck(req);
      if (csrfProblem) {
        req.log.warn({ reason: csrfProblem }, "graphql request refused by CSRF protection");
        return reply.code(403).send({ errors: [{ message: csrfProblem, extensions: { code: "CSRF" } }] });
      }
      if (req.method === "POST") {
        if (await limits.refusedByRateLimit(req, reply)) return reply;
        // Before the cost analysis, which then counts the manifest's text, not the client's.
        if (services.config.trustedDocuments && refusedAsUntrusted(req, reply)) return reply;
        if (limits.refusedByCost(req, reply, BATCH_LIMIT)) return reply;
      }
      const viewer = await resolveViewer(req, services.database.db);
      const context = createContext(services, viewer, req, reply);
      const timer = limits.startTimer();
      try {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, {
          req,
          reply,
          context,
          executionSignal: timer.signal,
        });
        const body = limits.limitResponse(req, await response.text());
        for (const [key, value] of response.headers.entries()) {
          if (key !== "content-length") reply.header(key, value);
        }
        reply.status(response.status);
        reply.send(body);
        return reply;
      } finally {
        timer.stop();
      }
    },
  });
}

/**
 * Cookie-authenticated POSTs must be JSON (a cross-site form cannot send that without a CORS
 * preflight, which we never grant) and must not come from another site.
 */
function csrfCheck(req: FastifyRequest): string | null {
  if (req.method !== "POST") return null;
  const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && type !== "application/graphql-response+json") {
    return "Requests to /graphql must be JSON.";
  }
  return crossSiteProblem(req, { strict: false });
}

function addRule(rule: unknown) {
  return {
    onValidate({ addValidationRule }: { addValidationRule: (rule: unknown) => void }) {
      addValidationRule(rule);
    },
  };
}
