import type { FastifyInstance } from "fastify";
import { hasControlCharacter } from "../../common/validation/controlCharacters";

/** A page address safe to send someone back to: ours, absolute-path, no scheme-relative "//". */
function backTo(url: string): string {
  return /^\/(?![/\\])/.test(url) && !hasControlCharacter(url) && !/\s/.test(url) ? url : "/";
}

/**
 * Every form renders `<form method="post">` (issue 10), so an Enter pressed before the scripts
 * arrive posts the page's own address instead of putting the fields (a password) in a GET URL.
 * Until issue 14 handles those posts, a form post to a page answers 303 back to the page, without
 * reading or logging the body. Registered in its own scope: the urlencoded parser it needs stays
 * out of /graphql's way, and a more specific POST route (like /graphql) still wins.
 */
export function registerFormPostFallback(app: FastifyInstance) {
  app.register(async (scope) => {
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
      // Read (up to 64 KB, else 413) and dropped: nothing of it is used or logged.
      scope.addContentTypeParser(type, { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_req, _body, done) =>
        done(null, null),
      );
    }
    scope.post("/*", (req, reply) =>
      reply.header("cache-control", "no-store").redirect(backTo(req.url), 303),
    );
  });
}
