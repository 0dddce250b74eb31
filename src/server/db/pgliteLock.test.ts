import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./pgliteLock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sq-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("PGlite data directory lock", () => {
  it("refuses a directory held by another live process, with a clear message", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, "squarely.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Squarely process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone, and releases it", async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ["-e", "0"]);
    await new Promise((resolve) => gone.once("exit", resolve));
    fs.writeFileSync(path.join(dir, "squarely.lock"), String(gone.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "squarely.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "squarely.lock"))).toBe(false);
  });
});
