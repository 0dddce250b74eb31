import { z } from "zod";
import { normalizeEmail } from "../../../common/format/email";
import { email as emailRule, oneLine, phone as phoneRule } from "../../../common/validation/rules";
import type { ContactFormKind } from "../../content/renderMarkdown";
import type { ContactSubmissionInput } from "../../services/contactFormService";
import { storedPhone } from "../account/inputs";
import { zodRule } from "../zodRule";

/*
 * What the public forms may send, per kind. Every problem is reported at once, one message per
 * field, so the form can show each next to its field. Single-line fields refuse control characters:
 * some end up in an e-mail subject line.
 */

export type ContactFieldError = { code: "INVALID_INPUT"; field: string; message: string };

const line = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters.`).superRefine(zodRule(oneLine));

const required = (max: number, empty: string) => line(max).refine((v) => v.length > 0, empty);

const optional = (max: number) => line(max).transform((v) => v || null);

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .transform((v) => v || null);

const emailOf = (empty: string | null) =>
  z
    .string()
    .trim()
    .max(254, "Use at most 254 characters.")
    .transform(normalizeEmail)
    .refine((v) => v.length > 0 || empty === null, empty ?? "")
    .superRefine(zodRule(emailRule))
    .transform((v) => v || null);

const phone = z
  .string()
  .trim()
  .max(40, "Use at most 40 characters.")
  .superRefine(zodRule(phoneRule))
  .transform((v) => (v ? storedPhone(v) : null));

const person = {
  name: required(100, "Enter your name."),
  email: emailOf("Enter your e-mail address."),
  phone,
  companyName: optional(200),
};

const schemas = {
  contact: z.object({
    ...person,
    message: text(5000).refine((v) => v !== null, "Tell us how we can help."),
  }),
  "list-with-us": z.object({
    ...person,
    buildingAddress: required(200, "Enter the building's address."),
    availableSpace: required(200, "Tell us how much space is available, e.g. 4,500 SF on the 12th floor."),
    message: text(5000),
  }),
  referral: z.object({
    name: person.name,
    email: person.email,
    referredCompany: required(200, "Enter the company you are referring."),
    referredName: optional(100),
    referredEmail: emailOf(null),
    referredPhone: phone,
    message: text(5000),
  }),
} as const;

const TEXT_FIELDS = [
  "name",
  "email",
  "phone",
  "companyName",
  "message",
  "buildingAddress",
  "availableSpace",
  "referredCompany",
  "referredName",
  "referredEmail",
  "referredPhone",
] as const;

export type ContactFormParse =
  | { ok: true; value: ContactSubmissionInput; isBot: boolean }
  | { ok: false; errors: ContactFieldError[] };

/** Validates one form's input; `kind` has been checked by GraphQL's enum already. */
export function parseContactForm(kind: ContactFormKind, raw: Record<string, unknown>): ContactFormParse {
  const values: Record<string, string> = {};
  // Absent, null and non-string values all count as empty: GraphQL has typed them already.
  for (const field of TEXT_FIELDS) values[field] = typeof raw[field] === "string" ? raw[field] : "";
  const isBot = typeof raw.website === "string" && raw.website.trim() !== "";

  const parsed = schemas[kind].safeParse(values);
  if (!parsed.success) {
    const errors: ContactFieldError[] = [];
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (!errors.some((e) => e.field === field)) {
        errors.push({ code: "INVALID_INPUT", field, message: issue.message });
      }
    }
    return { ok: false, errors };
  }

  const { name, email, message, ...rest } = parsed.data as Record<string, string | null>;
  const phoneValue = "phone" in rest ? rest.phone : null;
  const companyName = "companyName" in rest ? rest.companyName : null;
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key !== "phone" && key !== "companyName" && value) payload[key] = value;
  }
  return {
    ok: true,
    isBot,
    value: {
      kind,
      name: name ?? "",
      email: email ?? "",
      phone: phoneValue ?? null,
      companyName: companyName ?? null,
      message: message ?? null,
      payload,
    },
  };
}
