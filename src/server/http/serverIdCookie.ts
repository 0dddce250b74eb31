import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/**
 * Analytics events carry the SERVERID cookie. Behind HAProxy it is the sticky-session cookie; a
 * single process sets it itself. It is read by the browser, so it is not httpOnly.
 *
 * It is only set on private answers (GraphQL, pages rendered for one visitor): a publicly cacheable
 * page with a Set-Cookie would either not be cached by a CDN or, worse, hand one server's id to
 * every visitor. A visitor who only saw cached pages gets it with their first GraphQL answer,
 * which is where analytics events go.
 */
export function registerServerIdCookie(app: FastifyInstance, config: Config) {
  const secure = config.baseUrl.startsWith("https://");
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.cookies?.SERVERID) return payload;
    const isApi = req.url.split("?")[0] === "/graphql";
    const isPage = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    if (!isApi && !isPage) return payload;
    if (/\bpublic\b/i.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    reply.setCookie("SERVERID", config.serverId, { path: "/", sameSite: "lax", httpOnly: false, secure });
    return payload;
  });
}
