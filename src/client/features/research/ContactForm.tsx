import {
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  PHONE_NUMBER_KIND_LABELS,
  PHONE_NUMBER_KINDS,
} from "../../../common/enums";
import {
  CONTACT_FORM_FIELDS,
  type ContactFormValues,
  contactFieldProblem,
} from "../../../common/research/researchRules";
import { Link } from "../../system/router/router";
import { Form } from "../../ui/form/Form";
import { SelectField } from "../../ui/form/SelectField";
import { type FormApi, type FormRules, useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";

/** Each field's rule is the importer's own (common/listingFields/fieldRules.ts via researchRules). */
export const CONTACT_FORM_RULES: FormRules<ContactFormValues> = Object.fromEntries(
  CONTACT_FORM_FIELDS.map((field) => [field, (value: string) => contactFieldProblem(field, value)]),
);

const PHONE_TYPES = PHONE_NUMBER_KINDS.map((value) => ({ value, label: PHONE_NUMBER_KIND_LABELS[value] }));
const CONTACT_TYPE_OPTIONS = CONTACT_TYPES.map((value) => ({ value, label: CONTACT_TYPE_LABELS[value] }));

type TextName = Exclude<keyof ContactFormValues, "phone" | "phoneType" | "cellPhone" | "contactType">;
const TEXT_FIELDS: [TextName, string, string, "text" | "email" | "tel", boolean][] = [
  ["displayName", "Display name", "name", "text", false],
  ["firstName", "First name", "given-name", "text", true],
  ["lastName", "Last name", "family-name", "text", true],
  ["email", "E-mail", "email", "email", true],
  ["title", "Title", "organization-title", "text", true],
  ["companyName", "Company", "organization", "text", true],
];

/**
 * The contact form of create and edit. A failed save keeps what was typed, shows the server's or
 * the job's reason above the fields, and marks the fields a rule refuses.
 */
export function ContactForm({
  initialValues,
  submitLabel,
  cancelTo,
  onSubmit,
}: {
  initialValues: ContactFormValues;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: ContactFormValues, form: FormApi<ContactFormValues>) => Promise<void>;
}) {
  const form = useForm<ContactFormValues>({ initialValues, rules: CONTACT_FORM_RULES, onSubmit });
  return (
    <Form form={form} className="research__form" aria-label="Contact">
      <div className="research__fields">
        {TEXT_FIELDS.map(([name, label, autoComplete, type, optional]) => (
          <TextField
            key={name}
            {...form.field(name)}
            label={label}
            type={type}
            autoComplete={autoComplete}
            optional={optional}
            required={!optional}
            maxLength={200}
          />
        ))}
        <TextField
          {...form.field("phone")}
          label="Office phone"
          type="tel"
          autoComplete="tel"
          optional
          maxLength={40}
        />
        <SelectField
          {...form.field("phoneType")}
          label="Office phone kind"
          options={PHONE_TYPES}
          emptyLabel="Not known"
          optional
        />
        <TextField
          {...form.field("cellPhone")}
          label="Cell phone"
          type="tel"
          autoComplete="off"
          optional
          maxLength={40}
        />
        <SelectField
          {...form.field("contactType")}
          label="Contact type"
          options={CONTACT_TYPE_OPTIONS}
          required
        />
      </div>
      <div className="research__form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          {form.pending ? "Saving…" : submitLabel}
        </button>
        <Link to={cancelTo} className="btn">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
