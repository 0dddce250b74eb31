// `npm start`: build when the build is missing or older than the sources, then serve the production
// build. The server migrates the database; an empty one gets the markets, and the demo data too in
// demo mode (the default on the embedded database, see DEMO_MODE).
import { execSync, spawn } from "node:child_process";
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

if (buildIsStale()) {
  console.log("Building Squarely (first run or sources changed)…");
  execSync("npm run build --silent", { stdio: "inherit" });
}

const child = spawn(process.execPath, ["--enable-source-maps", serverBundle], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
