import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Folder boundaries that review keeps losing by small steps: each rule names a folder whose
 * production files must not import another folder. Test files may import anything (fixtures).
 */

const clientDir = dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every relative module specifier in a file (static imports, re-exports and `import()`), resolved. */
function importedPaths(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map(
    (m) => m[1],
  );
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** Files under `from` that import something under `to`, as "file -> import" lines relative to src/client. */
function crossings(from: string, to: string): string[] {
  const fromDir = join(clientDir, from);
  const toDir = join(clientDir, to);
  return sourceFiles(fromDir).flatMap((file) =>
    importedPaths(file)
      .filter((target) => target === toDir || target.startsWith(`${toDir}/`))
      .map((target) => `${relative(clientDir, file)} -> ${relative(clientDir, target)}`),
  );
}

describe("system/ knows no feature", () => {
  it("no file under system/ imports from features/ (slices and shell queries register themselves instead)", () => {
    expect(crossings("system", "features")).toEqual([]);
  });
});

describe("feature boundaries", () => {
  it("no feature imports the screen table (screens.tsx); a screen's props are system/screenProps.ts's", () => {
    expect(crossings("features", "screens")).toEqual([]);
  });

  it("features/listing does not import features/building", () => {
    expect(crossings("features/listing", "features/building")).toEqual([]);
  });

  it("features/building does not import features/listing", () => {
    expect(crossings("features/building", "features/listing")).toEqual([]);
  });

  it("finds a crossing when there is one (the check itself works)", () => {
    expect(crossings("features/shortPath", "features/building")).not.toEqual([]);
  });
});
