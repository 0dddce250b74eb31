import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import { FORM_NAME_FIELD, failedPost, type PostedForm } from "../../../common/forms/postedForm";
import { matchRoute, type RouteMatch } from "../../../common/routes/matchRoute";
import { hasControlCharacter } from "../../../common/validation/controlCharacters";
import { isDatabaseUnavailable } from "../../db/databaseErrors";
import { type AppServices, createContext } from "../../graphql/context";
import type { Viewer } from "../../policies/policy";
import { crossSiteProblem } from "../sameOrigin";
import { resolveViewer } from "../viewer";
import { contactFormPosts } from "./contactFormPost";
import { createAccountPost } from "./createAccountPost";
import { setFlash } from "./flashCookie";
import { forgotPasswordPost } from "./forgotPasswordPost";
import { MAX_FORM_BODY_BYTES, parseFormBody } from "./formBody";
import type { FormPostHandler } from "./formPostTypes";
import { onboardingResultsPost } from "./onboardingResultsPost";
import { onboardingStepPosts } from "./onboardingStepPosts";
import { resetPasswordPost } from "./resetPasswordPost";
import { signInPost } from "./signInPost";

/** Every form the server answers without scripts, by page route and form name. */
export const formPostHandlers: FormPostHandler[] = [
  signInPost,
  createAccountPost,
  forgotPasswordPost,
  resetPasswordPost,
  ...contactFormPosts,
  ...onboardingStepPosts,
  onboardingResultsPost,
];

export type FormPostRendering = {
  /** Renders the page as its GET would, with the refused form in it. */
  renderPage: (
    req: FastifyRequest,
    viewer: Viewer,
    match: RouteMatch | null,
    posted: PostedForm,
  ) => Promise<{ html: string }>;
  /** Counts against the address's page-render limit (a post costs at least a render). */
  countRender: (ip: string) => Promise<void>;
};

/** A page address safe to send someone back to: ours, absolute-path, no scheme-relative "//". */
function backTo(url: string): string {
  return /^\/(?![/\\])/.test(url) && !hasControlCharacter(url) && !/\s/.test(url) ? url : "/";
}

/**
 * Issue 14: every server-rendered form is a real `<form method="post">` that works before and
 * without the page's scripts. A post runs the same mutation as the script would (in-process, with
 * the request's own context: same rules, throttles and cookies); a refusal renders the page again
 * with what was typed (never a password) and the errors; success answers 303. Posts to a page with
 * no handler answer 303 back to the page without reading the body. Registered in its own scope, so
 * the urlencoded parser stays out of /graphql's way.
 */
export function registerFormPosts(
  app: FastifyInstance,
  schema: GraphQLSchema,
  services: AppServices,
  rendering: FormPostRendering,
) {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: MAX_FORM_BODY_BYTES },
      (_req, body, done) => done(null, body),
    );
    // No page form uploads files: read (up to the limit) and dropped.
    scope.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: MAX_FORM_BODY_BYTES },
      (_req, _body, done) => done(null, null),
    );
    scope.post("/*", (req, reply) => answer(req, reply, schema, services, rendering));
  });
}

async function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  schema: GraphQLSchema,
  services: AppServices,
  rendering: FormPostRendering,
) {
  reply.header("cache-control", "no-store");
  const [path, query = ""] = req.url.split("?", 2);
  const match = matchRoute(path);
  const fields = typeof req.body === "string" ? parseFormBody(req.body) : null;
  const handler =
    match && fields
      ? formPostHandlers.find(
          (h) =>
            h.route === match.route.id &&
            h.form === fields[FORM_NAME_FIELD] &&
            (h.accepts?.(match.params) ?? true),
        )
      : undefined;
  if (!handler || !fields || !match) return reply.redirect(backTo(req.url), 303);

  const crossSite = crossSiteProblem(req, { strict: true });
  if (crossSite) {
    req.log.warn({ reason: crossSite }, "form post refused by CSRF protection");
    return reply.code(403).type("text/plain; charset=utf-8").send(crossSite);
  }
  await rendering.countRender(req.ip);
  const viewer = await resolveViewer(req, services.database.db);
  const context = createContext(services, viewer, req, reply);
  let outcome: Awaited<ReturnType<FormPostHandler["handle"]>>;
  try {
    // Read again for repeated names (checkboxes): parseFormBody has checked its size and characters.
    const posted = new URLSearchParams(req.body as string);
    outcome = await handler.handle({
      fields,
      every: (name) => posted.getAll(name),
      params: match.params,
      search: new URLSearchParams(query),
      schema,
      context,
    });
  } catch (error) {
    // The database away: 503 with Retry-After (errorHandler.ts), not the form's failure message.
    if (isDatabaseUnavailable(error)) throw error;
    // Logged without the body: it may hold a password.
    req.log.error({ err: error, form: handler.form }, "form post failed");
    outcome = { status: 500, form: failedPost(handler.form, fields, {}, handler.failure) };
  }
  if ("redirect" in outcome) {
    if (outcome.notice) setFlash(reply, outcome.noticeFor ?? handler.form, outcome.notice);
    return reply.redirect(backTo(outcome.redirect), 303);
  }
  // The page is rendered for whoever the post left signed in (a refused sign-in: nobody new).
  const { html } = await rendering.renderPage(req, viewer, match, outcome.form);
  return reply.code(outcome.status).type("text/html; charset=utf-8").send(html);
}
