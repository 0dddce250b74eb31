import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { anonymousViewer, type Viewer } from "../policies/policy";
import { findSessionUser, SESSION_COOKIE } from "../services/sessionService";

/** The viewer of a request, from its session cookie. Memoised per request (GraphQL and SSR share it). */
export async function resolveViewer(req: FastifyRequest, db: Db): Promise<Viewer> {
  const cached = (req as FastifyRequest & { viewer?: Promise<Viewer> }).viewer;
  if (cached) return cached;
  const raw = req.cookies?.[SESSION_COOKIE];
  const promise = raw
    ? findSessionUser(db, raw).then((found) =>
        found ? { user: found.user, sessionIdHash: found.idHash } : anonymousViewer,
      )
    : Promise.resolve(anonymousViewer);
  (req as FastifyRequest & { viewer?: Promise<Viewer> }).viewer = promise;
  return promise;
}
