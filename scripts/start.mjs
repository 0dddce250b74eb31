// `npm start`: build when the build is missing or older than the sources, then serve the production
// build. The server migrates the database; an empty one gets the markets, and the demo data too in
// demo mode (the default on the embedded database, see DEMO_MODE).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const serverBundle = path.resolve("dist-server/main.js");
const clientManifest = path.resolve("dist/.vite/manifest.json");

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsStale() {
  if (!fs.existsSync(serverBundle) || !fs.existsSync(clientManifest)) return true;
  const built = Math.min(fs.statSync(serverBundle).mtimeMs, fs.statSync(clientManifest).mtimeMs);
  const sources = Math.max(
    ...["src", "schema.graphql", "package-lock.json", "vite.config.ts"]
      .filter(fs.existsSync)
      .map(newestMtime),
  );
  return sources > built;
}

/** The embedded database's cluster does not exist yet (first start on this DATA_DIR). */
function needsInitdb() {
  if (process.env.DATABASE_URL) return false;
  return !fs.existsSync(path.join(path.resolve(process.env.DATA_DIR ?? "data"), "pglite"));
}

/** Runs a command to its end; rejects when it fails. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const proc = spawn(command, args, { stdio: "inherit" });
    proc.on("error", reject);
    proc.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`)),
    );
  });
}

// The first start's two big costs, side by side: the build (bundling) and the embedded database's
// initdb (WebAssembly Postgres). Neither needs the other; the server then opens a ready cluster.
const work = [];
if (buildIsStale()) {
  console.log("Building Squarely (first run or sources changed)…");
  work.push(run("npm", ["run", "build", "--silent"]));
}
if (work.length > 0 && needsInitdb()) {
  work.push(run(process.execPath, ["scripts/initDataDir.mjs", process.env.DATA_DIR ?? "data"]));
}
try {
  await Promise.all(work);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const child = spawn(process.execPath, ["--enable-source-maps", serverBundle], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
