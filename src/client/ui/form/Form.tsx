import type { ReactNode } from "react";
import { FORM_NAME_FIELD } from "../../../common/forms/postedForm";
import { FormNotice } from "../FormNotice";
import type { FormValues } from "./adoptDomValues";
import type { FormApi } from "./useForm";

export type FormProps<V extends FormValues> = {
  form: FormApi<V>;
  /**
   * Where the form posts without JavaScript (issue 14 adds the server handlers); left out, the
   * page's own address. Always a POST: an early Enter before the scripts arrive must never put a
   * password in a URL as a GET would.
   */
  action?: string;
  /** Which form of the page this is, sent as `_form`; by default useForm's `name`. */
  formName?: string;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
};

/** `<form method="post">` wired to useForm: submit, busy state, and the form-level error on top. */
export function Form<V extends FormValues>({
  form,
  action,
  formName,
  className,
  children,
  ...aria
}: FormProps<V>) {
  return (
    <form
      ref={form.formRef}
      method="post"
      action={action}
      className={className}
      noValidate
      aria-busy={form.pending}
      onSubmit={form.handleSubmit}
      {...aria}
    >
      {(formName ?? form.name) ? (
        <input type="hidden" name={FORM_NAME_FIELD} value={formName ?? form.name} />
      ) : null}
      {form.formError ? <FormNotice tone="error">{form.formError}</FormNotice> : null}
      {children}
    </form>
  );
}
