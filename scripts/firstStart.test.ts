import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/server/db/client";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "squarely-first-start-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("the first start's preparation (issue 25)", () => {
  it("initDataDir makes an empty cluster the server opens and migrates, and leaves no scratch behind", async () => {
    const dataDir = path.join(tmp, "data");
    execFileSync(process.execPath, ["scripts/initDataDir.mjs", dataDir]);
    expect(fs.readdirSync(dataDir)).toEqual(["pglite"]);
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      const { rows } = await database.query<{ n: number }>("select count(*)::int as n from markets");
      expect(rows[0].n).toBe(0);
    } finally {
      await database.close();
    }
    // A second run keeps the cluster it finds.
    const before = fs.statSync(path.join(dataDir, "pglite")).ino;
    execFileSync(process.execPath, ["scripts/initDataDir.mjs", dataDir]);
    expect(fs.statSync(path.join(dataDir, "pglite")).ino).toBe(before);
  }, 120_000);

  it("npm install's postinstall does nothing when CI is set (CI builds in npm test)", () => {
    const dataDir = path.join(tmp, "ci-data");
    const out = execFileSync(process.execPath, ["scripts/postinstall.mjs"], {
      env: { ...process.env, CI: "true", DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(out).toBe("");
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("package.json runs it after npm install", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
    expect(pkg.scripts.postinstall).toBe("node scripts/postinstall.mjs");
  });
});
