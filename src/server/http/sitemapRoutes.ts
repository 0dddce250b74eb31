import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppServices } from "../graphql/context";
import {
  buildingEntries,
  listingEntries,
  marketEntries,
  STATIC_PATHS,
  sitemapFileCounts,
  sitemapIndex,
  urlSet,
} from "../services/sitemap/sitemapXml";

const CACHE = "public, max-age=3600";

/** Paths crawlers should leave alone: accounts, private tools and screens that only make sense signed in. */
const DISALLOWED = [
  "/tourbook",
  "/settings",
  "/sign-in",
  "/sign-out",
  "/forgot-password",
  "/change-password",
  "/confirm-account",
  "/profile",
  "/external_onboarding",
  "/start/",
  "/joinSurvey",
  "/invitation",
  "/tour-invitation",
  "/building-admin",
  "/user-admin",
  "/featured-listings-admin",
  "/importer",
  "/research-team",
  "/leasing-managers",
  "/site-styles",
  "/image-slideshow",
  "/debuginfo",
  "/maintenance",
  "/*/csv-upload",
  "/graphql",
];

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

function xml(reply: FastifyReply, body: string) {
  return reply.header("cache-control", CACHE).type("application/xml; charset=utf-8").send(body);
}

/** /robots.txt, /sitemap.xml (an index) and the /sitemaps/*.xml files it lists. */
/** The fixed pages, then the blog posts and Leasopedia guides from content/ (dated where they say when). */
function staticEntries(services: AppServices) {
  const fixed = new Set<string>(STATIC_PATHS);
  const content = services.content
    .all()
    .filter((doc) => !fixed.has(doc.path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((doc) => {
      const day = doc.updated ?? doc.date;
      return { path: doc.path, ...(day ? { lastmod: new Date(`${day}T00:00:00Z`) } : {}) };
    });
  return [...STATIC_PATHS.map((path) => ({ path })), ...content];
}

export function registerSitemapRoutes(app: FastifyInstance, services: AppServices) {
  const { baseUrl } = services.config;
  const db = services.database.db;

  app.get("/robots.txt", (_req, reply) =>
    reply.header("cache-control", CACHE).type("text/plain; charset=utf-8").send(robotsTxt(baseUrl)),
  );

  app.get("/sitemap.xml", async (_req, reply) => {
    const counts = await sitemapFileCounts(db, await services.marketDirectory.get());
    const files = ["static.xml", "markets.xml"];
    for (let n = 1; n <= counts.buildings; n++) files.push(`buildings-${n}.xml`);
    for (let n = 1; n <= counts.listings; n++) files.push(`listings-${n}.xml`);
    return xml(reply, sitemapIndex(baseUrl, files));
  });

  app.get("/sitemaps/:file", async (req, reply) => {
    const file = (req.params as { file: string }).file;
    const directory = await services.marketDirectory.get();
    if (file === "static.xml") return xml(reply, urlSet(baseUrl, staticEntries(services)));
    if (file === "markets.xml") return xml(reply, urlSet(baseUrl, marketEntries(directory)));
    const match = /^(buildings|listings)-([1-9][0-9]{0,5})\.xml$/.exec(file);
    if (match) {
      const n = Number(match[2]);
      const entries =
        match[1] === "buildings"
          ? await buildingEntries(db, directory, n)
          : await listingEntries(db, directory, n);
      if (entries.length > 0) return xml(reply, urlSet(baseUrl, entries));
    }
    return reply
      .code(404)
      .header("cache-control", "no-store")
      .type("text/plain; charset=utf-8")
      .send("Not found");
  });
}
