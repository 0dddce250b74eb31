import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import {
  CONTACT_FORM_ACTIONS,
  CONTACT_FORMS,
  type ContactField,
  contactRules,
  type FormSpec,
  SEND_FAILURE,
  successMessage,
} from "../../../common/content/contactForms";
import { FormNotice } from "../../ui/FormNotice";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextAreaField } from "../../ui/TextAreaField";
import { TextField } from "../../ui/TextField";
import type { ContactFormKind } from "./contentPageQuery";
import { SubmitContactFormMutation } from "./submitContactFormMutation";

type Values = Record<ContactField | "website", string>;

/** Every field of every kind starts empty; only the kind's own fields are drawn and sent. */
function emptyValues(spec: FormSpec): Values {
  const values = { website: "" } as Values;
  for (const field of spec.fields) values[field.name] = "";
  return values;
}

/**
 * A public form (contact, list with us, referral). The client checks the shared rules the server
 * runs (contactRules), the server answers every problem at once; they are shown next to their
 * fields and nothing typed is lost.
 */
export function ContactForm({ kind }: { kind: ContactFormKind }) {
  const spec = CONTACT_FORMS[kind];
  const [submit] = useMutation(SubmitContactFormMutation);
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useForm<Values>({
    name: kind,
    initialValues: emptyValues(spec),
    rules: contactRules(spec),
    onSubmit: async (values, api) => {
      try {
        // Empty fields are left out (the server reads them as empty); the trap is always sent.
        const filled = Object.entries(values).filter(([key, value]) => value !== "" || key === "website");
        const { data } = await submit({ variables: { input: { kind, ...Object.fromEntries(filled) } } });
        const answer = data?.submitContactForm;
        if (!answer) throw new Error("submitContactForm: empty answer");
        if (answer.ok) {
          setSent(successMessage(spec, values));
          return;
        }
        const unplaced = api.showServerErrors(answer.errors, (e) =>
          e.field !== "website" && spec.fields.some((f) => f.name === e.field) ? e.field : null,
        );
        if (unplaced.length) api.setFormError(unplaced[0].message);
      } catch (err) {
        console.error("submitContactForm failed", err);
        api.setFormError(SEND_FAILURE);
      }
    },
  });
  // After a post without scripts, the server's redirect leaves the same notice (the flash).
  const [sent, setSent] = useState<string | null>(form.notice);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="contact-form contact-form--sent" ref={sentRef} tabIndex={-1}>
        <FormNotice tone="success">{sent}</FormNotice>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setSent(null);
            form.reset();
          }}
        >
          Send another
        </button>
      </div>
    );
  }

  return (
    <Form form={form} action={CONTACT_FORM_ACTIONS[kind]} className="contact-form" aria-label={spec.label}>
      <div className="contact-form__fields">
        {spec.fields.map((field) =>
          field.multiline ? (
            <TextAreaField
              key={field.name}
              className="contact-form__wide"
              label={field.label}
              required={!field.optional}
              optional={field.optional}
              hint={field.hint}
              maxLength={field.maxLength}
              {...form.field(field.name)}
            />
          ) : (
            <TextField
              key={field.name}
              className={field.hint ? "contact-form__wide" : undefined}
              label={field.label}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.type === "tel" ? "tel" : undefined}
              required={!field.optional}
              optional={field.optional}
              hint={field.hint}
              maxLength={field.maxLength}
              {...form.field(field.name)}
            />
          ),
        )}
      </div>
      {/* A field people never see or reach; bots that fill every input fill it. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Leave this empty
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.values.website}
            onChange={(event) => form.setValue("website", event.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? "Sending…" : spec.submit}
      </button>
    </Form>
  );
}
