import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./commonPasswords";
import {
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordProblem,
} from "./passwordPolicy";

describe("passwordProblem", () => {
  it("wants 8 to 128 characters, counting characters rather than bytes", () => {
    expect(passwordProblem("seven77")).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem("eight888-")).toBeNull();
    expect(passwordProblem(`${"a".repeat(127)}b`)).toBeNull();
    expect(passwordProblem("a".repeat(129))).toBe(PASSWORD_TOO_LONG);
    expect(passwordProblem("🔑🔑🔑🔑🔑🔑🔑🔑")).toBeNull(); // 8 characters, 32 bytes
    expect(passwordProblem("🔑🔑🔑🔑🔑🔑🔑")).toBe(PASSWORD_TOO_SHORT);
  });

  it("has no composition rules: spaces, only letters or only digits are fine when uncommon", () => {
    expect(passwordProblem("plain lowercase words")).toBeNull();
    expect(passwordProblem("83920174652")).toBeNull();
    expect(passwordProblem("  leading and trailing spaces  ")).toBeNull();
  });

  it("refuses common passwords in any case", () => {
    expect(passwordProblem("password")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("Password1")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("QWERTYUIOP")).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem("iloveyou")).toBe(PASSWORD_TOO_COMMON);
  });

  it("ships at least 500 common passwords, all lower-case and long enough to matter", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(500);
    for (const p of COMMON_PASSWORDS) {
      expect(p).toBe(p.toLowerCase());
      expect(p.length).toBeGreaterThanOrEqual(8);
    }
  });
});
