import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { safeText } from "../logging/safeLog";
import { createAdmin } from "./createAdmin";

const USAGE = "Usage: npm run create-admin -- email@example.com";

/**
 * `npm run create-admin -- email@example.com`: on the database the settings name (DATABASE_URL, or
 * PGlite in DATA_DIR), migrates if needed, creates or promotes the admin and prints a one-time link
 * that sets the password. Exit code 1 and a message on stderr when it cannot.
 */
async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  try {
    await database.migrate();
    const result = await createAdmin(database, { email: positionals[0], baseUrl: config.baseUrl });
    if (!result.ok) {
      console.error(`${result.message}\n${USAGE}`);
      return 1;
    }
    console.log(
      `${result.created ? "Created" : "Promoted"} admin ${result.email} (no password yet).\n` +
        `Open this link before ${result.expiresAt.toISOString()} (24 hours) to set the password; it works once, ` +
        "and running the command again replaces it:\n" +
        result.link,
    );
    if (config.demoMode) {
      console.error(
        "Note: demo mode is on for this database (no DATABASE_URL and DEMO_MODE is not false), so the " +
          "demo accounts' password is published. Start the server with DEMO_MODE=false for real use.",
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? safeText(err.message) : err);
    process.exitCode = 1;
  },
);
