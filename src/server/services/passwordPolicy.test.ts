import { describe, expect, it } from "vitest";
import {
  commonPasswordSet,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblem,
} from "./passwordPolicy";

describe("passwordProblem", () => {
  it("wants 8 to 128 characters, counting characters rather than bytes", async () => {
    expect(await passwordProblem("seven77")).toBe(PASSWORD_TOO_SHORT);
    expect(await passwordProblem("eight888-")).toBeNull();
    expect(await passwordProblem(`${"a".repeat(127)}b`)).toBeNull();
    expect(await passwordProblem("a".repeat(129))).toBe(PASSWORD_TOO_LONG);
    expect(await passwordProblem("🔑🔑🔑🔑🔑🔑🔑🔑")).toBeNull(); // 8 characters, 32 bytes
    expect(await passwordProblem("🔑🔑🔑🔑🔑🔑🔑")).toBe(PASSWORD_TOO_SHORT);
  });

  it("has no composition rules: spaces, only letters or only digits are fine when uncommon", async () => {
    expect(await passwordProblem("plain lowercase words")).toBeNull();
    expect(await passwordProblem("83920174652")).toBeNull();
    expect(await passwordProblem("  leading and trailing spaces  ")).toBeNull();
  });

  it("refuses common passwords in any case", async () => {
    expect(await passwordProblem("password")).toBe(PASSWORD_TOO_COMMON);
    expect(await passwordProblem("Password1")).toBe(PASSWORD_TOO_COMMON);
    expect(await passwordProblem("QWERTYUIOP")).toBe(PASSWORD_TOO_COMMON);
    expect(await passwordProblem("iloveyou")).toBe(PASSWORD_TOO_COMMON);
  });

  it("refuses a password from deep in the maintained list, not only the top of it", async () => {
    // Entry 45,005 of the zxcvbn-ts list; the hand-kept list had 789 entries.
    expect(await passwordProblem("letmein123")).toBe(PASSWORD_TOO_COMMON);
    expect(await passwordProblem("Happiest")).toBe(PASSWORD_TOO_COMMON);
  });

  it("uses at least 3,000 common passwords (ASVS 2.1.7), all lower-case and long enough to matter", async () => {
    const common = await commonPasswordSet();
    expect(common.size).toBeGreaterThanOrEqual(3000);
    for (const p of common) {
      expect(p).toBe(p.toLowerCase());
      expect([...p].length).toBeGreaterThanOrEqual(8);
    }
  });
});
