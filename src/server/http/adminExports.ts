import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  eventFilterFromParams,
  type SubmissionKind,
  submissionFilterFromParams,
} from "../../common/admin/listFilters";
import type { AnalyticsEventType } from "../../common/enums";
import { isoDay } from "../../common/format/dates";
import type { AppServices } from "../graphql/context";
import { isAdmin, type UserRow } from "../policies/policy";
import { recordAudit } from "../services/admin/auditLog";
import { listContactSubmissions } from "../services/admin/contactSubmissions";
import { latestEvents } from "../services/analyticsService";
import { contentDisposition } from "./contentDisposition";
import { type Column, csvStream } from "./csvStream";
import { resolveViewer } from "./viewer";

function refuse(reply: FastifyReply, status: 401 | 403) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(status === 401 ? "Sign in first." : "You are not permitted to access this content.");
}

function download(reply: FastifyReply, name: string, body: Readable) {
  const day = isoDay(new Date());
  return reply
    .header("cache-control", "no-store")
    .header("content-disposition", contentDisposition(`${name}-${day}.csv`))
    .type("text/csv; charset=utf-8")
    .send(body);
}

const stored = (kind: SubmissionKind) => kind.toLowerCase().replaceAll("_", "-");

/**
 * CSV exports of the admin lists (issue 13), with the list's own URL filters:
 * GET /admin/exports/contact-submissions.csv and /admin/exports/analytics-events.csv. Admins only;
 * each export is in the audit log, since the files carry people's details.
 */
export function registerAdminExports(app: FastifyInstance, services: AppServices) {
  const db = services.database.db;

  async function admin(
    req: Parameters<typeof resolveViewer>[0],
    reply: FastifyReply,
  ): Promise<UserRow | null> {
    const viewer = await resolveViewer(req, db);
    if (!viewer.user) {
      refuse(reply, 401);
      return null;
    }
    if (!isAdmin(viewer)) {
      refuse(reply, 403);
      return null;
    }
    return viewer.user;
  }

  const params = (url: string) =>
    new URLSearchParams(url.includes("?") ? url.slice(url.indexOf("?") + 1) : "");

  app.get("/admin/exports/contact-submissions.csv", async (req, reply) => {
    const user = await admin(req, reply);
    if (!user) return reply;
    const f = submissionFilterFromParams(params(req.url));
    const filter = {
      kind: f.kind ? stored(f.kind) : null,
      search: f.search,
      handled: f.handled,
      from: f.from ? new Date(f.from) : null,
      to: f.to ? new Date(f.to) : null,
    };
    await recordAudit(db, user, {
      action: "contactSubmissions.export",
      subjectKind: "contactSubmission",
      subjectId: null,
      after: { filter: f },
    });
    type Row = Awaited<ReturnType<typeof listContactSubmissions>>["rows"][number];
    const columns: Column<Row>[] = [
      ["id", (r) => r.id],
      ["received", (r) => r.createdAt],
      ["form", (r) => r.kind],
      ["name", (r) => r.name],
      ["email", (r) => r.email],
      ["phone", (r) => r.phone],
      ["company", (r) => r.companyName],
      ["message", (r) => r.message],
      ["details", (r) => (Object.keys(r.payload).length ? r.payload : null)],
      ["handled", (r) => r.handledAt],
    ];
    const body = csvStream(columns, async (before, limit) => {
      const page = await listContactSubmissions(db, filter, { before, limit });
      return page.rows;
    });
    return download(reply, "contact-submissions", body);
  });

  app.get("/admin/exports/analytics-events.csv", async (req, reply) => {
    const user = await admin(req, reply);
    if (!user) return reply;
    const f = eventFilterFromParams(params(req.url));
    await recordAudit(db, user, {
      action: "analyticsEvents.export",
      subjectKind: "analyticsEvent",
      subjectId: null,
      after: { filter: f },
    });
    type Row = Awaited<ReturnType<typeof latestEvents>>[number];
    const columns: Column<Row>[] = [
      ["id", (r) => r.id],
      ["at", (r) => r.createdAt],
      ["type", (r) => r.type],
      ["name", (r) => r.name],
      ["user", (r) => r.userEmail],
      ["anonymous id", (r) => r.anonymousId],
      ["server id", (r) => r.serverId],
      ["properties", (r) => r.properties],
    ];
    const body = csvStream(columns, (before, limit) =>
      latestEvents(db, {
        // EVENT_TYPES are the API's spellings of ANALYTICS_EVENT_TYPES (enums.test.ts holds them equal).
        type: f.type ? (f.type.toLowerCase() as AnalyticsEventType) : null,
        name: f.name,
        userEmail: f.userEmail,
        anonymousId: f.anonymousId,
        from: f.from ? new Date(f.from) : null,
        to: f.to ? new Date(f.to) : null,
        before,
        last: limit,
      }),
    );
    return download(reply, "analytics-events", body);
  });
}
