import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The docs name files and folders in backticks; every such path must exist, so a rename or a removal
 * cannot leave the architecture, the areas or the ADRs pointing at nothing. The journal
 * (docs/history/) is history and is not checked.
 */

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * Folders being renamed by another branch of the same stop: docs may name the new folder before the
 * rename merges. Empty between stops; the coordinator removes each entry once its rename has merged.
 */
const RENAMED_IN_PARALLEL: ReadonlySet<string> = new Set<string>([]);

const CHECKED = /^(src|e2e|bench|deploy|scripts|docs)\//;

function docFiles(): string[] {
  const inDir = (dir: string) =>
    readdirSync(path.join(ROOT, dir))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `${dir}/${name}`);
  return ["docs/ARCHITECTURE.md", ...inDir("docs/areas"), ...inDir("docs/adr")];
}

/** Backticked repository paths in a Markdown text: `src/…`, `docs/…`; a trailing `/`, `:line` or `#…` dropped. */
function pathsIn(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, inner] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const candidate = inner.replace(/[#:].*$/, "").replace(/\/$/, "");
    if (CHECKED.test(candidate) && !/[*{}<>]/.test(candidate)) found.add(candidate);
  }
  return [...found];
}

function allowed(repoPath: string): boolean {
  return [...RENAMED_IN_PARALLEL].some((folder) => repoPath === folder || repoPath.startsWith(`${folder}/`));
}

/** Each feature table column's folder: a short name in it is a folder or file there, or one level down. */
const FEATURE_COLUMNS = ["src/client/features", "src/server/graphql", "src/server/services", "src/common"];

function existsUnder(root: string, name: string): boolean {
  if (existsSync(path.join(ROOT, root, name))) return true;
  return readdirSync(path.join(ROOT, root), { withFileTypes: true }).some(
    (entry) => entry.isDirectory() && existsSync(path.join(ROOT, root, entry.name, name)),
  );
}

/** The rows of ARCHITECTURE.md's "Where each feature lives" table, as cells. */
function featureRows(markdown: string): string[][] {
  const section = markdown.split("## Where each feature lives")[1]?.split("\n## ")[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Feature"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

function tableNames(): Set<string> {
  const dir = path.join(ROOT, "src/server/db/schema");
  const names = new Set<string>();
  for (const file of readdirSync(dir)) {
    for (const [, name] of readFileSync(path.join(dir, file), "utf8").matchAll(
      /pgTable\(\s*"([a-z_0-9]+)"/g,
    )) {
      names.add(name);
    }
  }
  return names;
}

describe("the feature table of docs/ARCHITECTURE.md", () => {
  const rows = featureRows(readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8"));

  it("has a row per feature", () => {
    expect(rows.length).toBeGreaterThan(20);
  });

  it("names client, GraphQL, service and common folders or files that exist", () => {
    const missing: string[] = [];
    for (const row of rows) {
      FEATURE_COLUMNS.forEach((root, index) => {
        for (const [, name] of (row[index + 1] ?? "").matchAll(/`([^`/]+)`/g)) {
          if (!existsUnder(root, name) && !allowed(`${root}/${name}`))
            missing.push(`${row[0]}: ${root}/${name}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it("names tables the schema defines", () => {
    const tables = tableNames();
    const missing = rows.flatMap((row) =>
      (row[5] ?? "")
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "—" && !tables.has(name))
        .map((name) => `${row[0]}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("paths named in the docs", () => {
  it("finds paths in backticks only, without line numbers or trailing slashes", () => {
    expect(pathsIn("see `src/a.ts:12`, `docs/adr/`, src/not-quoted.ts, `npm test`, `src/x/*.ts`")).toEqual([
      "src/a.ts",
      "docs/adr",
    ]);
  });

  it("the docs name some paths (the check is not vacuous)", () => {
    expect(pathsIn(readFileSync(path.join(ROOT, "docs/ARCHITECTURE.md"), "utf8")).length).toBeGreaterThan(50);
  });

  for (const file of docFiles()) {
    it(`every path ${file} names exists`, () => {
      const missing = pathsIn(readFileSync(path.join(ROOT, file), "utf8")).filter(
        (repoPath) => !allowed(repoPath) && !existsSync(path.join(ROOT, repoPath)),
      );
      expect(missing, `${file} names paths that do not exist`).toEqual([]);
    });
  }
});
