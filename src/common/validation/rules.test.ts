import { describe, expect, it } from "vitest";
import {
  EMAIL_INVALID,
  email,
  firstProblem,
  integerRange,
  MONEY_INVALID,
  maxLength,
  money,
  newPassword,
  ONE_LINE,
  oneLine,
  PHONE_INVALID,
  parseNumber,
  personName,
  phone,
  plainText,
  required,
  requiredEmail,
  splitPhone,
} from "./rules";

describe("shared validation rules", () => {
  it("phone: 10 to 15 digits, punctuation, an optional extension in any of its spellings", () => {
    for (const ok of [
      "",
      "(212) 555-0142",
      "212.555.0142",
      "+1 212 555 0142",
      "+44 20 7946 0958",
      "(212) 555-0142 x12",
      "212-555-0142 ext. 12",
      "212-555-0142 ext 123456",
      "212 555 0142 extension 7",
    ]) {
      expect(phone(ok), ok).toBeNull();
    }
    for (const bad of [
      "12345",
      "call me maybe",
      "212-555-0142 x1234567",
      "1234567890123456",
      "212#555#0142",
    ]) {
      expect(phone(bad), bad).toBe(PHONE_INVALID);
    }
    expect(phone("1".repeat(41))).toBe("Use at most 40 characters.");
  });

  it("phone: the extension's digits do not count toward the 15 (the old form rule counted them)", () => {
    expect(splitPhone("+44 20 7946 0958 12 x123456")).toEqual({
      main: "+44 20 7946 0958 12",
      extension: "123456",
    });
    expect(phone("+44 20 7946 0958 12 x123456")).toBeNull();
  });

  it("email: the spec's pattern after trimming and lower-casing the domain", () => {
    expect(email("")).toBeNull();
    expect(email(" Ann@Example.COM ")).toBeNull();
    for (const bad of ["ann", "ann@example", "an n@example.com", "ann@example.c", "ann@@example.com"]) {
      expect(email(bad), bad).toBe(EMAIL_INVALID);
    }
    expect(requiredEmail("  ")).toBe("Enter your e-mail address.");
    expect(email(`${"a".repeat(250)}@b.co`)).toBe("Use at most 254 characters.");
  });

  it("password: 8 to 128 characters counted as the server counts them (code points), never trimmed", () => {
    expect(newPassword("")).toBe("Choose a password.");
    expect(newPassword("short")).toBe("Use at least 8 characters.");
    expect(newPassword("        ")).toBeNull();
    expect(newPassword("😀😀😀😀")).toBe("Use at least 8 characters.");
    expect(newPassword("😀".repeat(8))).toBeNull();
    expect(newPassword("a".repeat(129))).toBe("Use at most 128 characters.");
  });

  it("names, required text, lengths and control characters", () => {
    const first = personName("Enter your first name.");
    expect(first("  ")).toBe("Enter your first name.");
    expect(first("Ann\nLee")).toBe(ONE_LINE);
    expect(first("a".repeat(101))).toBe("Use at most 100 characters.");
    expect(first(" Ann ")).toBeNull();
    expect(required("Say something.")("")).toBe("Say something.");
    expect(maxLength(3)(" abc ")).toBeNull();
    expect(oneLine("a\tb")).toBe(ONE_LINE);
    expect(plainText("line one\nline two\ttab")).toBeNull();
    expect(plainText("nul\u0000")).toBe("Remove the control characters (such as NUL) from this text.");
    expect(firstProblem("", required("first"), () => "second")).toBe("first");
  });

  it("numbers: money with cents, whole numbers in a range", () => {
    expect(parseNumber("$1,200.50")).toBe(1200.5);
    expect(parseNumber(" ")).toBeNull();
    expect(parseNumber("12.5", { integer: true })).toBeNaN();
    const budget = money(10_000);
    expect(budget("")).toBeNull();
    expect(budget("55.50")).toBeNull();
    expect(budget("0")).toBe(MONEY_INVALID);
    expect(budget("55.555")).toBe(MONEY_INVALID);
    expect(budget("20000")).toBe("Enter at most $10,000.");
    const seats = integerRange(1, 10, { invalid: "Whole seats.", range: "1 to 10." });
    expect(seats("")).toBeNull();
    expect(seats("2.5")).toBe("Whole seats.");
    expect(seats("11")).toBe("1 to 10.");
    expect(seats("1,0")).toBeNull();
  });
});
