import { parse } from "graphql";
import {
  CONTACT_FORM_ACTIONS,
  CONTACT_FORMS,
  type ContactField,
  type ContactFormKind,
  contactRules,
  SEND_FAILURE,
  successMessage,
} from "../../../common/content/contactForms";
import { type FormPostHandler, problems, refused } from "./formPostTypes";
import { runMutation } from "./runMutation";

const SUBMIT = parse(`
  mutation SubmitContactFormPost($input: ContactFormInput!) {
    submitContactForm(input: $input) { ok errors { code field message } }
  }
`);

type Answer = {
  submitContactForm: { ok: boolean; errors: { code: string; field: string | null; message: string }[] };
};

/** The public forms (contact, list with us, referral), by the same shared rules as their script. */
function contactFormPost(kind: ContactFormKind, route: string): FormPostHandler {
  const spec = CONTACT_FORMS[kind];
  const rules = contactRules(spec);
  return {
    route,
    form: kind,
    failure: SEND_FAILURE,
    async handle({ fields, schema, context }) {
      const errors = problems(
        Object.fromEntries(
          spec.fields.map((field) => [field.name, rules[field.name]?.(fields[field.name] ?? "") ?? null]),
        ),
      );
      if (Object.keys(errors).length) return refused(kind, fields, errors);
      const input: Record<string, string> = { kind, website: fields.website ?? "" };
      for (const field of spec.fields) {
        const value = fields[field.name] ?? "";
        if (value !== "") input[field.name] = value;
      }
      const { submitContactForm: answer } = await runMutation<Answer>(schema, context, SUBMIT, { input });
      if (answer.ok) return { redirect: CONTACT_FORM_ACTIONS[kind], notice: successMessage(spec, fields) };
      const placed: Record<string, string> = {};
      let formError: string | null = null;
      for (const error of answer.errors) {
        const onField = spec.fields.some((f) => f.name === error.field) && error.field !== "website";
        if (onField) placed[error.field as ContactField] ??= error.message;
        else formError ??= error.message;
      }
      const status = answer.errors.some((e) => e.code === "THROTTLED") ? 429 : 400;
      return refused(kind, fields, placed, formError, status);
    },
  };
}

export const contactFormPosts: FormPostHandler[] = [
  contactFormPost("CONTACT", "contactUs"),
  contactFormPost("LIST_WITH_US", "contactUs"),
  contactFormPost("REFERRAL", "referrals"),
];
