import { SchemaLink } from "@apollo/client/link/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import { renderPage } from "../../client/entry.server";
import { matchRoute } from "../../common/routes/matchRoute";
import { findRedirect } from "../../common/routes/redirects";
import { type AppServices, createContext } from "../graphql/context";
import { loadAssets } from "./assets";
import { resolveViewer } from "./viewer";

export function registerSsrRoute(app: FastifyInstance, schema: GraphQLSchema, services: AppServices) {
  const assets = loadAssets();

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url;
    const pathname = url.split("?")[0];
    const redirect = findRedirect(url);
    if (redirect) return reply.redirect(redirect.location, redirect.status);

    const viewer = await resolveViewer(req, services.database.db);
    const context = createContext(services, viewer, req);
    const link = new SchemaLink({ schema, context });
    const { status, body } = await renderPage({ url, link, assets, baseUrl: services.config.baseUrl });

    setServerIdCookie(req, reply, services.config.serverId);
    const route = matchRoute(pathname)?.route;
    const cacheable = !viewer.user && route?.access === "public" && status === 200;
    reply
      .code(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("vary", "Cookie")
      // Anonymous public pages may sit in a CDN briefly; anything with a user in it must not.
      .header(
        "cache-control",
        cacheable ? "public, max-age=0, s-maxage=60, stale-while-revalidate=300" : "private, no-store",
      );
    return reply.send(body);
  };

  app.get("/*", handler);
}

/**
 * Analytics events carry the SERVERID cookie. Behind HAProxy it is the sticky-session cookie; a
 * single process sets it itself. It is read by the browser, so it is not httpOnly.
 */
function setServerIdCookie(req: FastifyRequest, reply: FastifyReply, serverId: string) {
  if (req.cookies?.SERVERID) return;
  reply.setCookie("SERVERID", serverId, { path: "/", sameSite: "lax", httpOnly: false });
}
