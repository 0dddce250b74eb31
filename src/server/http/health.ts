import type { FastifyInstance } from "fastify";
import type { AppServices } from "../graphql/context";

export function registerHealthRoute(app: FastifyInstance, services: AppServices) {
  app.get("/health", async (_req, reply) => {
    try {
      await services.database.query("select 1");
      return reply
        .header("cache-control", "no-store")
        .send({ status: "ok", database: services.database.kind });
    } catch (err) {
      app.log.error({ err }, "health check failed");
      return reply.code(503).header("cache-control", "no-store").send({ status: "unavailable" });
    }
  });
}
