import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { generateSeedMedia } from "./db/seed/media/generateSeedMedia";
import { isDatabaseEmpty, seedDatabase } from "./db/seed/seed";
import { buildApp } from "./http/app";
import { createAppServices } from "./services/appServices";

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  await database.migrate();
  const services = createAppServices(config, database);
  if (await isDatabaseEmpty(database)) {
    console.log(`Empty database: seeding ${config.seedListings} demo listings (first run only)…`);
    await seedDatabase(database, {
      listings: config.seedListings,
      storage: services.storage,
      log: (m) => console.log(m),
    });
  } else {
    // Each app node has its own uploads directory: draw the demo pictures if this one lacks them
    // (a few file checks when they are there).
    await generateSeedMedia(services.storage);
  }
  const app = await buildApp(services);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.baseUrl, database: database.kind, startupMs: Date.now() - startedAt },
    `Squarely is serving ${config.baseUrl}`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
