// `npm install` readies the first `npm start` (issue 25: it answers within 30 s): the production
// build, the embedded database's empty cluster (initdb) and the demo pictures, side by side. The
// database is migrated and seeded by the server on its first start, as before. Skipped when CI is
// set (CI runs `npm ci` then `npm test`, which builds on its own) or SQUARELY_SKIP_POSTINSTALL is;
// a failure here only costs the time back: `npm start` builds and initialises what is missing.
import { spawn } from "node:child_process";

if (process.env.CI || process.env.SQUARELY_SKIP_POSTINSTALL) process.exit(0);

const dataDir = process.env.DATA_DIR ?? "data";

function run(command, args) {
  return new Promise((resolve) => {
    const proc = spawn(command, args, { stdio: "inherit" });
    proc.on("error", () => resolve(false));
    proc.on("exit", (code) => resolve(code === 0));
  });
}

const started = performance.now();
const jobs = [run("npm", ["run", "build", "--silent"])];
// The embedded database only: with DATABASE_URL there is no cluster, and no demo mode by default.
if (!process.env.DATABASE_URL) {
  jobs.push(run(process.execPath, ["scripts/initDataDir.mjs", dataDir]));
  jobs.push(run(process.execPath, ["--import", "tsx", "src/server/db/seed/media/drawSeedMediaCli.ts"]));
}
const ok = (await Promise.all(jobs)).every(Boolean);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  ok
    ? `Squarely is ready for its first \`npm start\` (${seconds} s).`
    : `Squarely could not prepare everything (${seconds} s); \`npm start\` will do what is missing.`,
);
