import path from "node:path";
import { z } from "zod";
import { DEFAULT_TILE_URL } from "../common/constants";
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from "../common/csvImport/csvColumns";
import { site } from "../common/site";
import { COMMUTE_ESTIMATORS, type CommuteEstimatorName } from "./services/commutes/commuteEstimator";
import { DEFAULT_BUILDING_MAX_LISTINGS } from "./services/importer/buildingListingBound";
import { parseStorageSettings, type StorageSettings } from "./storage/storageSettings";

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("data"),
  BASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Squarely <hello@squarely.test>"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SERVER_ID: z.string().optional(),
  TILE_URL: z.string().default(DEFAULT_TILE_URL),
  SEED_LISTINGS: z.coerce.number().int().min(0).default(3000),
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine((v) => v !== "true", {
      message:
        "TRUST_PROXY=true would trust every hop, so a client could pick its own IP; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.1,10.0.0.2)",
    }),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  SIGN_IN_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  COMMUTE_ESTIMATOR: z
    .enum(COMMUTE_ESTIMATORS, {
      error: (issue) =>
        `unknown commute estimator ${JSON.stringify(issue.input)}; use one of: ${COMMUTE_ESTIMATORS.join(", ")}`,
    })
    .default("distance"),
  CONTACT_EMAIL: z.email().default(site.contactEmail),
  CONTACT_FORM_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  CONTENT_DIR: z.string().default("content"),
  CONTENT_RELOAD: z.enum(["watch", "off"]).default("watch"),
  ANALYTICS_IP_LIMIT: z.coerce.number().int().min(1).default(3000),
  MAINTENANCE_MODE: z.enum(["true", "false"]).default("false"),
  DEMO_MODE: z.enum(["true", "false"]).optional(),
  GRAPHQL_IP_LIMIT: z.coerce.number().int().min(1).default(3000),
  PAGE_IP_LIMIT: z.coerce.number().int().min(1).default(3000),
  GRAPHQL_COST_LIMIT: z.coerce.number().int().min(1).default(50_000),
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  GRAPHQL_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(8 * 1024 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  JOBS_IN_PROCESS: z.enum(["true", "false"]).default("true"),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  TRUSTED_DOCUMENTS: z.enum(["true", "false"]).optional(),
  UPLOAD_USER_LIMIT: z.coerce.number().int().min(1).default(120),
  CSV_UPLOAD_USER_LIMIT: z.coerce.number().int().min(1).default(20),
  CSV_MAX_ROWS: z.coerce.number().int().min(1).max(CSV_MAX_ROWS).default(CSV_MAX_ROWS),
  BUILDING_MAX_LISTINGS: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_BUILDING_MAX_LISTINGS),
  CSV_MAX_MB: z.coerce
    .number()
    .min(0.001)
    .max(CSV_MAX_BYTES / 1024 / 1024)
    .default(CSV_MAX_BYTES / 1024 / 1024),
  TOUR3D_SDK_URL: z.string().url().optional(),
  TOUR3D_APP_KEY: z.string().optional(),
  TOUR3D_SHOWCASE_URL: z.string().url().optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  baseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  serverId: string;
  tileUrl: string;
  seedListings: number;
  /** Proxies trusted for X-Forwarded-*: false, a hop count, or their addresses (never "every hop"). */
  trustProxy: false | number | string[];
  /** How long anonymous public pages are kept in memory; 0 turns the page cache off. */
  pageCacheSeconds: number;
  /** Sign-in attempts allowed from one IP address per 15 minutes. */
  signInIpLimit: number;
  /** How /commutes estimates travel times; see services/commutes/createCommuteEstimator.ts. */
  commuteEstimator: CommuteEstimatorName;
  /** Where contact, list-with-us and referral messages are e-mailed; the footer shows the same address. */
  contactEmail: string;
  /** Contact-form messages accepted from one IP address per hour (all forms and processes together). */
  contactFormIpLimit: number;
  /** The Markdown of the content pages (about, blog, Leasopedia...). */
  contentDir: string;
  /** "watch": content pages follow their files while the server runs (content/contentReload.ts). */
  contentReload: "watch" | "off";
  /** Analytics events accepted from one IP address per hour (all app processes together). */
  analyticsIpLimit: number;
  /** Pages answer 503 with the maintenance page; /health, /graphql and /debuginfo keep working. */
  maintenanceMode: boolean;
  /**
   * Demo data and the demo accounts with the published password exist only in demo mode, and every
   * page then says so. On by default on the embedded database, off with DATABASE_URL unless asked.
   */
  demoMode: boolean;
  /** GraphQL HTTP requests accepted from one IP address per minute (all app processes together). */
  graphqlIpLimit: number;
  /** Page renders accepted from one IP address per minute (all app processes together). */
  pageIpLimit: number;
  /** The cost budget of one GraphQL HTTP request, batch included (see graphql/cost). */
  graphqlCostLimit: number;
  /** Execution time limit of one GraphQL HTTP request. */
  graphqlTimeoutMs: number;
  /** Largest GraphQL response body sent; a larger one is refused. */
  graphqlMaxResponseBytes: number;
  /** Fastify's request timeout: a request not answered by then is cut off. */
  requestTimeoutMs: number;
  /** Background jobs (mail delivery, clean-ups) run in the app process; false leaves them to `npm run worker`. */
  jobsInProcess: boolean;
  /**
   * On SIGTERM, how long /health/ready answers 503 while requests are still served, before the
   * server stops accepting them: the load balancer's time to notice (its check interval × fall).
   */
  shutdownDrainMs: number;
  /**
   * /graphql answers only the app's own documents (trusted documents, by hash). On by default in
   * production, off otherwise (development tools and tests send ad-hoc queries).
   */
  trustedDocuments: boolean;
  /** Photo, floor-plan and note-file uploads accepted from one user per hour (all processes together). */
  uploadUserLimit: number;
  /** Vendor CSV uploads: per user per hour, and the caps of one file (at most the built-in ones). */
  csvUpload: { userLimit: number; maxRows: number; maxBytes: number };
  /** Most listings one building may hold (services/importer/buildingListingBound.ts). */
  buildingMaxListings: number;
  /**
   * The 3D tour viewer (spec §7: the 3D tour SDK, version 3.0): the SDK script's URL and the app key
   * it is started with. Without a script URL, a showcase URL ("...?m={modelId}") shows the tour in an
   * iframe; with neither, listing pages show no 3D tour button.
   */
  tour3d: { sdkUrl: string | null; appKey: string | null; showcaseUrl: string | null };
  /**
   * Where uploaded files live: local disk under {DATA_DIR}/uploads unless S3_BUCKET names a bucket
   * (S3_ENDPOINT for an S3-compatible server, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY,
   * S3_FORCE_PATH_STYLE, S3_PUBLIC_URL): see storage/storageSettings.ts.
   */
  storage: StorageSettings;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid settings: ${problems}`);
  }
  const e = parsed.data;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const storage = parseStorageSettings(env, baseUrl);
  if (!storage.settings) throw new Error(`Invalid settings: ${storage.problems.join("; ")}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    baseUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    serverId: e.SERVER_ID ?? `app-${process.pid}`,
    tileUrl: e.TILE_URL,
    seedListings: e.SEED_LISTINGS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    signInIpLimit: e.SIGN_IN_IP_LIMIT,
    commuteEstimator: e.COMMUTE_ESTIMATOR,
    contactEmail: e.CONTACT_EMAIL,
    contactFormIpLimit: e.CONTACT_FORM_IP_LIMIT,
    contentDir: path.resolve(e.CONTENT_DIR),
    contentReload: e.CONTENT_RELOAD,
    analyticsIpLimit: e.ANALYTICS_IP_LIMIT,
    maintenanceMode: e.MAINTENANCE_MODE === "true",
    demoMode: e.DEMO_MODE ? e.DEMO_MODE === "true" : !e.DATABASE_URL,
    graphqlIpLimit: e.GRAPHQL_IP_LIMIT,
    pageIpLimit: e.PAGE_IP_LIMIT,
    graphqlCostLimit: e.GRAPHQL_COST_LIMIT,
    graphqlTimeoutMs: e.GRAPHQL_TIMEOUT_MS,
    graphqlMaxResponseBytes: e.GRAPHQL_MAX_RESPONSE_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    jobsInProcess: e.JOBS_IN_PROCESS === "true",
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    trustedDocuments: e.TRUSTED_DOCUMENTS ? e.TRUSTED_DOCUMENTS === "true" : e.NODE_ENV === "production",
    uploadUserLimit: e.UPLOAD_USER_LIMIT,
    buildingMaxListings: e.BUILDING_MAX_LISTINGS,
    csvUpload: {
      userLimit: e.CSV_UPLOAD_USER_LIMIT,
      maxRows: e.CSV_MAX_ROWS,
      maxBytes: Math.round(e.CSV_MAX_MB * 1024 * 1024),
    },
    tour3d: {
      sdkUrl: e.TOUR3D_SDK_URL ?? null,
      appKey: e.TOUR3D_APP_KEY ?? null,
      showcaseUrl: e.TOUR3D_SHOWCASE_URL ?? null,
    },
    storage: storage.settings,
  };
}

/** "false", a hop count ("1"), or proxy addresses/CIDRs ("10.0.0.1,10.0.0.0/8"). */
function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim();
  if (v === "" || v === "false" || v === "0") return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}
