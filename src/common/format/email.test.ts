import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, isEmail, normalizeEmail } from "./email";

describe("EMAIL_PATTERN", () => {
  it.each(["ann@example.com", "ann.lee+tours@mail.example.co", "a@b-c.io", "x@123.example.org"])(
    "accepts %j",
    (value) => {
      expect(EMAIL_PATTERN.test(value)).toBe(true);
    },
  );

  it.each([
    "",
    "ann",
    "ann@",
    "@example.com",
    "ann@example",
    "ann@example.c",
    "ann@example.c0m",
    "ann lee@example.com",
    "ann@@example.com",
    "ann@exa_mple.com",
    "ann@Example.com",
    "ann@example..com",
  ])("rejects %j", (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(false);
  });
});

describe("isEmail", () => {
  it("accepts a mixed-case domain and surrounding spaces", () => {
    expect(isEmail("  Ann@Example.COM ")).toBe(true);
  });

  it("rejects malformed addresses", () => {
    expect(isEmail("not an email")).toBe(false);
  });

  it("normalizeEmail lower-cases only the domain", () => {
    expect(normalizeEmail(" Ann@Example.COM ")).toBe("Ann@example.com");
    expect(normalizeEmail("no-at-sign")).toBe("no-at-sign");
  });
});
