import { site } from "../site";
import {
  email as emailRule,
  firstProblem,
  maxLength,
  oneLine,
  phone as phoneRule,
  plainText,
  type Rule,
  required,
  requiredEmail,
} from "../validation/rules";

/*
 * The public forms (contact, list with us, referral): their fields, rules and texts, shared by the
 * form on the page (src/client/features/content/ContactForm.tsx) and the plain post without scripts
 * (src/server/http/formPosts/contactFormPost.ts).
 */

/** The GraphQL enum ContactFormKind (src/server/graphql/content/schema.graphql). */
export type ContactFormKind = "CONTACT" | "LIST_WITH_US" | "REFERRAL";

/** The fields of ContactFormInput a person fills in (all but `kind` and the `website` trap). */
export type ContactField =
  | "availableSpace"
  | "buildingAddress"
  | "companyName"
  | "email"
  | "message"
  | "name"
  | "phone"
  | "referredCompany"
  | "referredEmail"
  | "referredName"
  | "referredPhone";

/** Shown when a form could not be sent. */
export const SEND_FAILURE = `We could not send your message just now. Please try again in a moment, or e-mail us at ${site.contactEmail}.`;

export type FieldSpec = {
  name: ContactField;
  label: string;
  type?: "text" | "email" | "tel";
  /** Fields about someone else (the building, the referred contact) must not be autofilled with yours. */
  autoComplete: string;
  optional?: boolean;
  multiline?: boolean;
  hint?: string;
  maxLength: number;
  /** What an empty required field says (the server's words, src/server/graphql/content/contactInputs.ts). */
  empty?: string;
};

export type FormSpec = {
  /** The form's accessible name. */
  label: string;
  submit: string;
  fields: FieldSpec[];
  /** Shown after a successful send; `{name}` and `{email}` are filled in. */
  success: string;
};

const name: FieldSpec = {
  name: "name",
  label: "Your name",
  autoComplete: "name",
  maxLength: 100,
  empty: "Enter your name.",
};
const email: FieldSpec = {
  name: "email",
  label: "Your e-mail",
  type: "email",
  autoComplete: "email",
  maxLength: 254,
};
const phone: FieldSpec = {
  name: "phone",
  label: "Phone",
  type: "tel",
  autoComplete: "tel",
  optional: true,
  maxLength: 40,
};

/** The three public forms, in the order their fields appear. The server checks every rule again. */
export const CONTACT_FORMS: Record<ContactFormKind, FormSpec> = {
  CONTACT: {
    label: "Contact form",
    submit: "Send message",
    fields: [
      name,
      email,
      phone,
      { name: "companyName", label: "Company", autoComplete: "organization", optional: true, maxLength: 200 },
      {
        name: "message",
        label: "How can we help?",
        multiline: true,
        empty: "Tell us how we can help.",
        autoComplete: "off",
        hint: "For a search, tell us your team size, the city or neighbourhood, and when you need to move.",
        maxLength: 5000,
      },
    ],
    success:
      "Thank you, {name}. Your message is on its way to our team, and we will reply to {email} within one business day.",
  },
  LIST_WITH_US: {
    label: "List your space",
    submit: "Send listing details",
    fields: [
      name,
      email,
      phone,
      {
        name: "companyName",
        label: "Company or ownership",
        autoComplete: "organization",
        optional: true,
        maxLength: 200,
      },
      {
        name: "buildingAddress",
        label: "Building address",
        empty: "Enter the building's address.",
        autoComplete: "off",
        hint: "Street address and city, e.g. 450 West 33rd Street, New York.",
        maxLength: 200,
      },
      {
        name: "availableSpace",
        label: "Available space",
        empty: "Tell us how much space is available, e.g. 4,500 SF on the 12th floor.",
        autoComplete: "off",
        hint: "Size, floor and when it is available, e.g. 4,500 SF on the 12th floor, from March.",
        maxLength: 200,
      },
      {
        name: "message",
        label: "Anything else",
        multiline: true,
        autoComplete: "off",
        optional: true,
        hint: "Asking rent, lease type (direct or sublease), condition, a link to a brochure.",
        maxLength: 5000,
      },
    ],
    success:
      "Thank you, {name}. Our research team will e-mail {email} within one business day to confirm the details before the listing goes live.",
  },
  REFERRAL: {
    label: "Refer a company",
    submit: "Send referral",
    fields: [
      name,
      email,
      {
        name: "referredCompany",
        label: "Company you are referring",
        autoComplete: "off",
        maxLength: 200,
        empty: "Enter the company you are referring.",
      },
      {
        name: "referredName",
        label: "Person to contact",
        autoComplete: "off",
        optional: true,
        maxLength: 100,
      },
      {
        name: "referredEmail",
        label: "Their e-mail",
        type: "email",
        autoComplete: "off",
        optional: true,
        maxLength: 254,
      },
      {
        name: "referredPhone",
        label: "Their phone",
        type: "tel",
        autoComplete: "off",
        optional: true,
        maxLength: 40,
      },
      {
        name: "message",
        label: "Notes",
        multiline: true,
        autoComplete: "off",
        optional: true,
        hint: "Team size, city, when their lease ends — anything that helps us help them.",
        maxLength: 5000,
      },
    ],
    success:
      "Thank you, {name}. We will contact them once, mention your name, and keep you posted at {email}.",
  },
};

export function successMessage(spec: FormSpec, values: { name?: string; email?: string }): string {
  return spec.success
    .replace("{name}", values.name?.trim() ?? "")
    .replace("{email}", values.email?.trim() ?? "");
}

/** The page each form lives on: where it posts without scripts (issue 14 handles the post). */
export const CONTACT_FORM_ACTIONS: Record<ContactFormKind, string> = {
  CONTACT: "/contact-us",
  LIST_WITH_US: "/contact-us",
  REFERRAL: "/referrals",
};

/** The rule of one field, as the server's contact input runs it (the same shared rules). */
function ruleFor(field: FieldSpec): Rule {
  const rules: Rule[] = [];
  if (field.type === "email") rules.push(field.optional ? emailRule : requiredEmail);
  else if (!field.optional && field.empty) rules.push(required(field.empty));
  rules.push(maxLength(field.maxLength), field.multiline ? plainText : oneLine);
  if (field.type === "tel") rules.push(phoneRule);
  return (value) => firstProblem(value, ...rules);
}

export function contactRules(spec: FormSpec): Partial<Record<ContactField, Rule>> {
  const rules: Partial<Record<ContactField, Rule>> = {};
  for (const field of spec.fields) rules[field.name] = ruleFor(field);
  return rules;
}
