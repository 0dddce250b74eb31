import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { ChangeBus } from "../changes/changeBus";
import type { Config } from "../config";
import type { LiveContentLibrary } from "../content/contentReload";
import type { Database, Db } from "../db/client";
import type { Readiness } from "../http/readiness";
import type { JobQueue } from "../jobs/jobQueue";
import type { Viewer } from "../policies/policy";
import type { MaintenanceSwitch } from "../services/admin/maintenanceSwitch";
import type { CommuteEstimator } from "../services/commutes/commuteEstimator";
import type { MarketDirectoryCache } from "../services/marketDirectory";
import type { FileStorage } from "../storage/fileStorage";
import { createLoaders, type Loaders } from "./loaders";
import { draftIdOf } from "./onboarding/draftCookie";

export type AppServices = {
  config: Config;
  database: Database;
  marketDirectory: MarketDirectoryCache;
  /** Uploaded and generated files (photos, floor plans), served at /uploads/. */
  storage: FileStorage;
  /** Commute times for /commutes, chosen by COMMUTE_ESTIMATOR. */
  commuteEstimator: CommuteEstimator;
  /** The Markdown content pages, read at start-up and again when a file changes (CONTENT_RELOAD). */
  content: LiveContentLibrary;
  /** The admin's maintenance switch (site_settings), cached a few seconds per process. */
  maintenanceSwitch: MaintenanceSwitch;
  /** Off once a graceful stop begins (/health/ready). */
  readiness: Readiness;
  /** Changes announced to every process (LISTEN/NOTIFY), so each drops what it caches of them. */
  changes: ChangeBus;
  /** The job queue (pg-boss; in tests, one they drain): what a request starts in the background. */
  jobs: JobQueue;
};

export type GraphQLContext = {
  viewer: Viewer;
  db: Db;
  services: AppServices;
  loaders: Loaders;
  log: FastifyBaseLogger;
  /** Value of the SERVERID cookie (HAProxy sticky session), carried by analytics events. */
  serverId: string | null;
  ip: string;
  userAgent: string | null;
  /** Present for HTTP requests; absent for in-process SSR, which never signs anyone in. */
  reply?: FastifyReply;
  /**
   * The onboarding draft the request's cookie names (issue 14: the steps without scripts), read
   * only through the profile rules (`draftProfile`); null when there is none.
   */
  draftOnboardingId: string | null;
};

export function createContext(
  services: AppServices,
  viewer: Viewer,
  request: FastifyRequest,
  reply?: FastifyReply,
): GraphQLContext {
  return {
    viewer,
    db: services.database.db,
    services,
    loaders: createLoaders(services.database.db),
    log: request.log,
    // Without the cookie, this GraphQL answer gives the visitor ours (http/serverIdCookie.ts).
    serverId: request.cookies?.SERVERID ?? (reply ? services.config.serverId : null),
    ip: request.ip,
    userAgent: request.headers["user-agent"] ?? null,
    reply,
    draftOnboardingId: draftIdOf(request),
  };
}
