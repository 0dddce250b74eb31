import { describe, expect, it } from "vitest";
import {
  email as emailRule,
  newPassword as newPasswordRule,
  personName,
  phone as phoneRule,
  requiredEmail,
} from "../../common/validation/rules";
import { passwordProblem } from "../services/passwordPolicy";
import { email as accountEmail, phone as accountPhone, createAccountArgs } from "./account/inputs";
import { parseContactForm } from "./content/contactInputs";

/*
 * Issue 10: one table of inputs through the forms' rule and through the server's inputs, expecting
 * the same verdict (accepted or refused). The forms' rule is what src/client/ui/form runs.
 */

const PHONES = [
  "",
  "(212) 555-0142",
  "+1 212 555 0142",
  "+44 20 7946 0958",
  "(212) 555-0142 x12",
  "212-555-0142 ext. 12",
  "212-555-0142 ext 123456",
  "212 555 0142 extension 7",
  "+44 20 7946 0958 12 x123456",
  "12345",
  "call me maybe",
  "212-555-0142 x1234567",
  "1234567890123456",
  "212#555#0142",
  "1".repeat(41),
];

const EMAILS = [
  "ann@example.com",
  " Ann@Example.COM ",
  "ann",
  "ann@example",
  "an n@example.com",
  "ann@example.c",
  "ann@@example.com",
  `${"a".repeat(250)}@b.co`,
];

const NAMES = ["Ann", " Ann ", "", "   ", "Ann\nLee", "a".repeat(100), "a".repeat(101)];

const PASSWORDS = [
  "short",
  "😀😀😀😀",
  "😀".repeat(8),
  "correct horse battery",
  "a".repeat(128),
  "a".repeat(129),
];

const verdict = (problem: string | null) => (problem === null ? "accepted" : "refused");

function contactField(field: "phone" | "email" | "name", value: string) {
  const base = { name: "Ann", email: "ann@example.com", message: "Hello" };
  const parsed = parseContactForm("contact", { ...base, [field]: value });
  return verdict(parsed.ok ? null : (parsed.errors.find((e) => e.field === field)?.message ?? null));
}

describe("client rules and server inputs agree", () => {
  it.each(PHONES)("phone %j", (value) => {
    const client = verdict(phoneRule(value));
    expect(verdict(accountPhone.safeParse(value).success ? null : "refused")).toBe(client);
    expect(contactField("phone", value)).toBe(client);
  });

  it.each(EMAILS)("e-mail %j", (value) => {
    expect(verdict(accountEmail.safeParse(value).success ? null : "refused")).toBe(
      verdict(requiredEmail(value)),
    );
    expect(contactField("email", value)).toBe(verdict(emailRule(value) ?? (value.trim() ? null : "empty")));
  });

  it.each(NAMES)("name %j", (value) => {
    const client = verdict(personName("Enter your first name.")(value));
    const input = {
      firstName: value,
      lastName: "Lee",
      email: "ann@example.com",
      password: "correct horse battery",
    };
    expect(verdict(createAccountArgs.safeParse({ input }).success ? null : "refused")).toBe(client);
  });

  it.each(PASSWORDS)("password length %j", async (value) => {
    expect(verdict(await passwordProblem(value))).toBe(verdict(newPasswordRule(value)));
  });
});
