import { SchemaLink } from "@apollo/client/link/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import { renderPage, splitUrl } from "../../client/entry.server";
import type { PostedForm } from "../../common/forms/postedForm";
import { matchRoute, type RouteMatch } from "../../common/routes/matchRoute";
import { findRedirect } from "../../common/routes/redirects";
import { carriesSecret } from "../../common/routes/tokenRoutes";
import { hasControlCharacter } from "../../common/validation/controlCharacters";
import { type AppServices, createContext } from "../graphql/context";
import { DRAFT_COOKIE } from "../graphql/onboarding/draftCookie";
import { anonymousViewer, isAdmin, type Viewer } from "../policies/policy";
import { SESSION_COOKIE } from "../services/sessionService";
import { loadAssets } from "./assets";
import { buildingAliasRedirect } from "./buildingAliasRedirect";
import { registerChangeSubscriptions } from "./changeSubscriptions";
import { clientConfigFor } from "./clientConfigFor";
import { takeFlash } from "./formPosts/flashCookie";
import { registerFormPosts } from "./formPosts/formPostRoute";
import {
  createMaintenanceResponder,
  isOpenDuringMaintenance,
  isOpenToAdminsDuringMaintenance,
} from "./maintenance";
import { createPageCache } from "./pageCache";
import { createPageEncoder } from "./pageEncoding";
import { createPageRenderLimiter, PageRateLimited, sendTooManyRenders } from "./pageRateLimit";
import { createPrefetch } from "./prefetch";
import { resolveViewer } from "./viewer";

const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const PRIVATE_CACHE = "private, no-store";

export function registerSsrRoute(app: FastifyInstance, schema: GraphQLSchema, services: AppServices) {
  const assets = loadAssets();
  const pageCache = createPageCache(services.config.pageCacheSeconds * 1000, {
    onRefreshError: (error) => {
      if (!(error instanceof PageRateLimited)) app.log.error({ err: error }, "background page render failed");
    },
  });
  registerChangeSubscriptions(app, services, pageCache);
  const renderLimiter = createPageRenderLimiter(services.database.db, services.config.pageIpLimit);
  const encode = createPageEncoder();
  /** The page, compressed here when the request accepts it (pageEncoding.ts); `keep`: a cached page. */
  const sendHtml = async (req: FastifyRequest, reply: FastifyReply, html: string, keep?: object) => {
    const encoded = encode(req.headers, html, keep);
    if (!encoded) return reply.send(html);
    const body = await encoded.body;
    return reply.header("content-encoding", encoded.encoding).send(body);
  };

  const render = async (
    req: FastifyRequest,
    viewer: Viewer,
    match: RouteMatch | null,
    postedForm: PostedForm | null = null,
  ) => {
    const context = createContext(services, viewer, req);
    const page = await renderPage({
      postedForm,
      url: req.url,
      match,
      link: new SchemaLink({ schema, context }),
      prefetch: createPrefetch(schema, context),
      assets,
      baseUrl: services.config.baseUrl,
      clientConfig: clientConfigFor(services.config),
      viewerRoles: viewer.user
        ? { isAdmin: viewer.user.isAdmin, isBroker: viewer.user.isBroker, isResearch: viewer.user.isResearch }
        : null,
    });
    // Each costs a second render pass: a screen's declaration (system/screenData.tsx) left it out.
    if (page.rendered.length) context.log.warn({ operations: page.rendered }, "query not prefetched");
    return page;
  };
  const maintenance = createMaintenanceResponder(schema, services, assets);
  /**
   * MAINTENANCE_MODE closes the site to everyone; the admin's switch (site_settings, seen by every
   * process within seconds) closes it to everyone but admins, who keep working (and can sign in).
   */
  const closedFor = async (req: FastifyRequest, pathname: string): Promise<boolean> => {
    if (isOpenDuringMaintenance(pathname)) return false;
    if (services.config.maintenanceMode) return true;
    if (isOpenToAdminsDuringMaintenance(pathname) || !(await services.maintenanceSwitch.isOn())) return false;
    return !isAdmin(await resolveViewer(req, services.database.db));
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      return await respond(req, reply);
    } catch (error) {
      if (error instanceof PageRateLimited) return sendTooManyRenders(reply, error);
      throw error;
    }
  };

  /** A page not found may be a merged building's old one (issue 13): 301 to where it went. */
  const movedTo = (status: number, match: RouteMatch | null) =>
    status === 404 ? buildingAliasRedirect(services.database.db, services.marketDirectory, match) : null;

  const respond = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url;
    const redirect = findRedirect(url);
    if (redirect) return reply.redirect(redirect.location, redirect.status);

    // Page queries run in-process, not through Yoga's control-character check: refuse them here.
    if (hasControlCharacter(safeDecode(url))) {
      return reply
        .code(400)
        .type("text/plain; charset=utf-8")
        .send("Bad request: the address holds a control character.");
    }
    // The one place a page request's URL is split and its route matched; the render gets the match.
    const { pathname } = splitUrl(url);
    if (await closedFor(req, pathname)) return maintenance(req, reply);
    reply.header("content-type", "text/html; charset=utf-8").header("vary", "Cookie, Accept-Encoding");

    const match = matchRoute(pathname);
    const route = match?.route;
    // A token or an invitation's id in the URL: never shared or cached, never sent on as a Referer.
    const tokenRoute = carriesSecret(route?.id);
    if (tokenRoute) reply.header("referrer-policy", "no-referrer");
    // A notice left by a form post's redirect (issue 14) is this visitor's alone, shown once.
    const flash = takeFlash(req, reply);
    // Only requests with no session and no onboarding draft (whose pages show it) share a rendering.
    const draft = req.cookies?.[DRAFT_COOKIE] !== undefined;
    if (!req.cookies?.[SESSION_COOKIE] && !draft && route?.access === "public" && !tokenRoute && !flash) {
      // Only an actual render counts against the address; cached pages are free.
      const page = await pageCache.serve(url, async () => {
        await renderLimiter.countRender(req.ip);
        return render(req, anonymousViewer, match);
      });
      const moved = await movedTo(page.status, match);
      if (moved) return reply.header("cache-control", PUBLIC_CACHE).redirect(moved, 301);
      reply.code(page.status).header("cache-control", page.status === 200 ? PUBLIC_CACHE : PRIVATE_CACHE);
      return sendHtml(req, reply, page.html, page.entry);
    }

    await renderLimiter.countRender(req.ip);
    const viewer = await resolveViewer(req, services.database.db);
    const { status, html } = await render(req, viewer, match, flash);
    const moved = await movedTo(status, match);
    if (moved) return reply.header("cache-control", PRIVATE_CACHE).redirect(moved, 301);
    const cacheable =
      !viewer.user && !draft && route?.access === "public" && !tokenRoute && !flash && status === 200;
    reply.code(status).header("cache-control", cacheable ? PUBLIC_CACHE : PRIVATE_CACHE);
    return sendHtml(req, reply, html);
  };

  app.get("/*", handler);
  registerFormPosts(app, schema, services, {
    renderPage: (req, viewer, match, posted) => render(req, viewer, match, posted),
    countRender: (ip) => renderLimiter.countRender(ip),
  });
}

/** The URL as its route and queries will read it; a malformed escape is checked as written. */
function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
