import fs from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Which Vitest project a test file belongs to, read from its source (so a new file lands in the right
 * one without being listed):
 * - "ui": React components and browser code, in jsdom (`// @vitest-environment jsdom`);
 * - "integration": anything that opens a database or starts the server (each file in a process of
 *   its own: the server keeps process-wide settings, and PGlite's memory is freed with the process);
 * - "unit": everything else, pure functions, run without per-file isolation.
 */
type TestProject = "unit" | "ui" | "integration";

const BROWSER = /@vitest-environment\s+(jsdom|happy-dom)/;
// The test helpers (servers, sessions, mail sink…), databases, the server's boot, child processes.
const INTEGRATION =
  /from "([^"]*\/(testing\/|db\/client"|boot\/|http\/app")|@electric-sql\/pglite|node:child_process")|\b(startTestServer|freshDatabase|migratedDatabase|openDatabase|testBackends)\b/;

function projectOf(source: string): TestProject {
  if (BROWSER.test(source)) return "ui";
  return INTEGRATION.test(source) ? "integration" : "unit";
}

/** The project's test files (*.test.ts and *.test.tsx under src/ and scripts/), relative to `root`. */
function testFilesOf(project: TestProject, root = process.cwd()): string[] {
  return TEST_DIRS.flatMap((dir) => testFilesUnder(root, dir))
    .filter((file) => projectOf(fs.readFileSync(path.join(root, file), "utf8")) === project)
    .sort();
}

const TEST_DIRS = ["src", "scripts"];
const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(root: string, dir: string): string[] {
  const entries = fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

// Three projects, each file sorted by its source (below): pure unit tests share one module graph per
// worker (`npm run test:unit`, the inner loop), UI tests get a jsdom each, and integration tests get a
// process each and copies of a database seeded once per run (src/server/testing/seedCache.ts).
// Figures: docs/decisions.md, "Stop 28 — the test suite".
export default defineConfig({
  // graphql 16 ships CommonJS and ESM builds. Node (and so GraphQL Yoga) loads the CommonJS one; Vite
  // would hand our sources the ESM one, and two copies break `instanceof GraphQLError`.
  resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Both cores: one integration file is mostly one busy thread (PGlite), so two run side by side.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: testFilesOf("unit"), pool: "threads", isolate: false },
      },
      {
        extends: true,
        test: {
          name: "ui",
          include: testFilesOf("ui"),
          pool: "threads",
          setupFiles: ["src/client/testing/uiTestSetup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: testFilesOf("integration"),
          pool: "forks",
          globalSetup: ["src/server/testing/vitestGlobalSetup.ts"],
        },
      },
    ],
  },
});
