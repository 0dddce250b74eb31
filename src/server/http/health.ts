import type { FastifyInstance } from "fastify";
import { isDatabaseUnavailable } from "../db/databaseErrors";
import type { AppServices } from "../graphql/context";

/** /health answers within this even when the database does not. */
const DATABASE_CHECK_MS = 2000;

/**
 * Two checks. `/health/ready` is the load balancer's: 503 as soon as a graceful stop begins, so it
 * drains this process, and 200 otherwise. It does not depend on the database: when PostgreSQL is
 * away every process is, and each answers 503 with Retry-After itself (better than a balancer with no
 * server left), and serves again the moment PostgreSQL is back, with no checks to pass first.
 * `/health` is the monitoring one: 200 only when the database answers and the process is not
 * stopping; its body says which is wrong.
 */
export function registerHealthRoute(app: FastifyInstance, services: AppServices) {
  const { readiness } = services;
  app.get("/health/ready", async (_req, reply) => {
    const draining = readiness.draining;
    return reply
      .code(draining ? 503 : 200)
      .header("cache-control", "no-store")
      .send({ status: draining ? "stopping" : "ready" });
  });

  app.get("/health", async (_req, reply) => {
    const databaseState = await checkDatabase(services);
    const status = readiness.draining ? "stopping" : databaseState === "up" ? "ok" : "unavailable";
    return reply
      .code(status === "ok" ? 200 : 503)
      .header("cache-control", "no-store")
      .send({ status, database: services.database.kind, databaseState });
  });

  async function checkDatabase(s: AppServices): Promise<"up" | "unavailable" | "failing"> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"unavailable">((resolve) => {
      timer = setTimeout(() => resolve("unavailable"), DATABASE_CHECK_MS);
    });
    const check = s.database.query("select 1").then(
      () => "up" as const,
      (err: unknown) => {
        if (isDatabaseUnavailable(err)) return "unavailable" as const;
        app.log.error({ err }, "health check failed");
        return "failing" as const;
      },
    );
    try {
      return await Promise.race([check, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
