import path from "node:path";
import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { GraphQLSchema } from "graphql";
import { originOf } from "../../common/tour3d";
import type { AppServices } from "../graphql/context";
import { buildSchema } from "../graphql/schema";
import { withSafeLogging } from "../logging/loggerOptions";
import { RequestLogController } from "../logging/requestLog";
import { registerAdminExports } from "./adminExports";
import { registerCsvImportRoutes } from "./csvImport/csvImportRoutes";
import { registerDistRoute } from "./distRoute";
import { handleAppError } from "./errorHandler";
import { registerGraphqlRoute } from "./graphqlRoute";
import { registerHealthRoute } from "./health";
import { registerMediaRoutes } from "./media/mediaRoutes";
import { PAGE_BROTLI_QUALITY, PAGE_GZIP_LEVEL } from "./pageEncoding";
import { registerServerIdCookie } from "./serverIdCookie";
import { registerSitemapRoutes } from "./sitemapRoutes";
import { registerSsrRoute } from "./ssrRoute";
import { registerUploadsRoute } from "./uploadsRoute";

export type BuildAppOptions = {
  logger?: boolean | Record<string, unknown>;
  schema?: GraphQLSchema;
  /** The client bundle served at /dist/; tests give a directory of their own. */
  distDir?: string;
};

export async function buildApp(
  services: AppServices,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: safeLogger(options.logger ?? true, config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    // A request (headers and body) not received by then, or a socket idle that long, is cut off.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // One line per request instead of Fastify's two.
    logController: new RequestLogController(),
  });
  const schema = options.schema ?? buildSchema();

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...allowed(originOf(config.tour3d.sdkUrl))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          "data:",
          "blob:",
          tileOrigin(config.tileUrl),
          // Public images linked straight from the bucket or its CDN (S3_PUBLIC_URL).
          ...allowed(originOf(config.storage.kind === "s3" ? config.storage.publicUrl : null)),
        ],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        frameSrc: ["'self'", ...allowed(originOf(config.tour3d.showcaseUrl))],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin isolation would block map tiles from the tile server.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.baseUrl.startsWith("https://"),
  });

  // HTML, JSON and XML answers are compressed here; scripts and styles were compressed at build time.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // The levels pages use (pageEncoding.ts, which compresses server-rendered pages itself); static
    // assets are already at maximum compression.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
    zlibOptions: { level: PAGE_GZIP_LEVEL },
  });
  await registerDistRoute(app, options.distDir ?? path.resolve("dist"));
  for (const file of ["favicon.svg", "logo.svg", "og-image.png"]) {
    app.get(`/${file}`, (_req, reply) =>
      reply.sendFile(file, path.resolve("public"), { maxAge: 86_400_000 }),
    );
  }

  app.setErrorHandler(handleAppError);

  registerServerIdCookie(app, config);
  registerHealthRoute(app, services);
  registerGraphqlRoute(app, schema, services);
  registerUploadsRoute(app, services);
  registerMediaRoutes(app, services);
  registerAdminExports(app, services);
  registerCsvImportRoutes(app, services);
  registerSitemapRoutes(app, services);
  // The catch-all page route comes last.
  registerSsrRoute(app, schema, services);
  return app;
}

/** Whatever logger is asked for, it never writes query parameters or tokens (logging/safeLog.ts). */
function safeLogger(logger: boolean | Record<string, unknown>, level: string) {
  if (logger === false) return false;
  return withSafeLogging(logger === true ? { level } : logger);
}

/** A hop count trusts that many proxies nearest to us; addresses trust exactly those proxies. */
function trustProxyOption(trust: false | number | string[]) {
  if (typeof trust === "number") return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** A configured origin as a CSP source list entry, or nothing. */
function allowed(origin: string | null): string[] {
  return origin ? [origin] : [];
}

function tileOrigin(tileUrl: string): string {
  try {
    const host = new URL(tileUrl.replace("{s}", "a")).host.replace(/^a\./, "*.");
    return `https://${host}`;
  } catch {
    return "'self'";
  }
}
