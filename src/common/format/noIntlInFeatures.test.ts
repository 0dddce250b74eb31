import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Dates and numbers are formatted in src/common/format (one function per format, en-US, the zone an
 * explicit argument), never by an Intl object or a toLocale…String call in a feature: a formatter
 * built in a component costs ICU's set-up inside the page's hydration, and one that follows the
 * machine's locale or zone makes the server's markup and the browser's render disagree.
 */

const srcDir = resolve(new URL(import.meta.url).pathname, "../../..");
const FOLDERS = ["client/features", "client/ui", "client/layout", "server", "common"];
/** The formatting module itself, and the tour zones' arithmetic (Intl's zone rules, not a format). */
const ALLOWED = ["common/format/", "common/tourbook/timeZones.ts"];
const FORBIDDEN = /new Intl\.|\.toLocaleDateString\(|\.toLocaleTimeString\(|\.toLocaleString\(/;

/** Production source files under a folder (tests aside). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** "file:line: text" for every line that formats with Intl or toLocale…String. */
function offences(folder: string): string[] {
  const allowed = (file: string) => ALLOWED.some((path) => relative(srcDir, file).startsWith(path));
  return sourceFiles(join(srcDir, folder))
    .filter((file) => !allowed(file))
    .flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          FORBIDDEN.test(line) ? [`${relative(srcDir, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
}

describe("no date or number formatting outside src/common/format", () => {
  it.each(FOLDERS)("src/%s builds no Intl object and calls no toLocale…String", (folder) => {
    expect(offences(folder)).toEqual([]);
  });

  it("finds what it looks for", () => {
    expect(FORBIDDEN.test('const f = new Intl.DateTimeFormat("en-US");')).toBe(true);
    expect(FORBIDDEN.test('n.toLocaleString("en-US")')).toBe(true);
    expect(FORBIDDEN.test("d.toLocaleDateString()")).toBe(true);
    expect(FORBIDDEN.test("d.toLocaleTimeString()")).toBe(true);
    expect(FORBIDDEN.test('formatNumber(n) + "Intl"')).toBe(false);
    expect(sourceFiles(join(srcDir, "server")).length).toBeGreaterThan(100);
  });
});
