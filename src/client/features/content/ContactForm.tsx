import { useMutation } from "@apollo/client/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { site } from "../../../common/site";
import { useHydrated } from "../../system/useHydrated";
import { FormNotice } from "../../ui/FormNotice";
import { TextAreaField } from "../../ui/TextAreaField";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import { CONTACT_FORMS, type ContactField, successMessage } from "./contactForms";
import type { ContactFormKind } from "./contentPageQuery";
import { SubmitContactFormMutation } from "./submitContactFormMutation";

type Values = Partial<Record<ContactField, string>>;
type Errors = Partial<Record<ContactField, string>>;

export const SEND_FAILURE = `We could not send your message just now. Please try again in a moment, or e-mail us at ${site.contactEmail}.`;

/**
 * A public form (contact, list with us, referral). The server validates and answers every problem
 * at once; they are shown next to their fields and nothing typed is lost.
 */
export function ContactForm({ kind }: { kind: ContactFormKind }) {
  const spec = CONTACT_FORMS[kind];
  const [submit, { loading }] = useMutation(SubmitContactFormMutation);
  const [values, setValues] = useState<Values>({});
  const [trap, setTrap] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // Before hydration a submit would be a plain GET carrying what was typed in the URL.
  const hydrated = useHydrated();
  useFocusFirstInvalid(formRef, attempt);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const set = (field: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setFormError(null);
    try {
      const { data } = await submit({ variables: { input: { kind, ...values, website: trap } } });
      const answer = data?.submitContactForm;
      if (!answer) throw new Error("submitContactForm: empty answer");
      if (answer.ok) {
        setSent(successMessage(spec, values));
        setErrors({});
        return;
      }
      const fieldErrors: Errors = {};
      for (const error of answer.errors) {
        const field = spec.fields.find((f) => f.name === error.field)?.name;
        if (field) fieldErrors[field] = error.message;
        else setFormError(error.message);
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length) setAttempt((n) => n + 1);
    } catch (err) {
      console.error("submitContactForm failed", err);
      setFormError(SEND_FAILURE);
    }
  }

  if (sent) {
    return (
      <div className="contact-form contact-form--sent" ref={sentRef} tabIndex={-1}>
        <FormNotice tone="success">{sent}</FormNotice>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setSent(null);
            setValues({});
          }}
        >
          Send another
        </button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className="contact-form"
      aria-label={spec.label}
      onSubmit={onSubmit}
      noValidate
      aria-busy={loading}
    >
      {formError ? <FormNotice tone="error">{formError}</FormNotice> : null}
      <div className="contact-form__fields">
        {spec.fields.map((field) =>
          field.multiline ? (
            <TextAreaField
              key={field.name}
              className="contact-form__wide"
              label={field.label}
              name={field.name}
              value={values[field.name] ?? ""}
              onChange={set(field.name)}
              required={!field.optional}
              optional={field.optional}
              hint={field.hint}
              error={errors[field.name]}
              maxLength={field.maxLength}
            />
          ) : (
            <TextField
              key={field.name}
              className={field.hint ? "contact-form__wide" : undefined}
              label={field.label}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              inputMode={field.type === "tel" ? "tel" : undefined}
              value={values[field.name] ?? ""}
              onChange={set(field.name)}
              required={!field.optional}
              optional={field.optional}
              hint={field.hint}
              error={errors[field.name]}
              maxLength={field.maxLength}
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
            value={trap}
            onChange={(event) => setTrap(event.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="btn btn--primary" disabled={loading || !hydrated}>
        {loading ? "Sending…" : spec.submit}
      </button>
    </form>
  );
}
