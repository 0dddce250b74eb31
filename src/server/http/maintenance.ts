import { SchemaLink } from "@apollo/client/link/schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { DocumentAssets } from "../../client/document";
import { renderPage } from "../../client/entry.server";
import { site } from "../../common/site";
import { type AppServices, createContext } from "../graphql/context";
import { anonymousViewer } from "../policies/policy";
import { clientConfigFor } from "./clientConfigFor";
import { createPrefetch } from "./prefetch";

/** Pages that still render normally in maintenance mode: support needs /debuginfo. */
const OPEN_DURING_MAINTENANCE = new Set(["/debuginfo"]);
/** How long one rendering of the maintenance page is reused. */
const KEEP_MS = 60_000;
const RETRY_AFTER_SECONDS = 300;

/** Used when even the maintenance page cannot be rendered (the database may be what is down). */
const FALLBACK_HTML = `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Down for maintenance | ${site.name}</title></head><body><main><h1>${site.name} is down for maintenance</h1><p>Your data is safe. Please try again in a few minutes, or call ${site.supportPhone} or e-mail <a href="mailto:${site.contactEmail}">${site.contactEmail}</a>.</p></main></body></html>`;

/** Under the admin's switch (not MAINTENANCE_MODE), admins must still be able to sign in and out. */
const OPEN_FOR_SIGN_IN = new Set(["/sign-in", "/sign-out"]);

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

export function isOpenDuringMaintenance(path: string): boolean {
  return OPEN_DURING_MAINTENANCE.has(trimmed(path));
}

export function isOpenToAdminsDuringMaintenance(path: string): boolean {
  return OPEN_FOR_SIGN_IN.has(trimmed(path));
}

/**
 * MAINTENANCE_MODE: every page but /debuginfo answers 503 with the maintenance page, rendered for
 * an anonymous visitor and without scripts, so no link leads back into the app until it ends.
 * /health, /graphql, static files and uploads are not pages and keep working.
 */
export function createMaintenanceResponder(
  schema: GraphQLSchema,
  services: AppServices,
  assets: DocumentAssets,
) {
  const staticAssets: DocumentAssets = { scripts: [], preloads: [], styles: assets.styles };
  let kept: { html: string; until: number } | null = null;

  async function render(req: FastifyRequest): Promise<string> {
    if (kept && kept.until > Date.now()) return kept.html;
    try {
      const context = createContext(services, anonymousViewer, req);
      const { html } = await renderPage({
        url: "/maintenance",
        link: new SchemaLink({ schema, context }),
        prefetch: createPrefetch(schema, context),
        assets: staticAssets,
        baseUrl: services.config.baseUrl,
        // The maintenance page has the shell, so demo mode shows its notice there too.
        clientConfig: clientConfigFor(services.config),
      });
      kept = { html, until: Date.now() + KEEP_MS };
      return html;
    } catch (err) {
      req.log.error({ err }, "maintenance page could not be rendered");
      return FALLBACK_HTML;
    }
  }

  return async (req: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(503)
      .header("retry-after", String(RETRY_AFTER_SECONDS))
      .header("cache-control", "no-store")
      .header("content-type", "text/html; charset=utf-8")
      .send(await render(req));
}
