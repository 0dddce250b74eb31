/*
 * Issue 14: a form posted without scripts is answered by the server. A failed post renders the page
 * again with a PostedForm (what was typed, the errors next to their fields); a successful one
 * redirects (303) and may leave a one-time notice (the flash cookie) for the page it lands on. The
 * same object reaches the browser in the page state, so hydration renders exactly what the server did.
 */

export type PostedForm = {
  /** The form's name (useForm's `name`, sent as `_form`). */
  name: string;
  /** What was typed, secrets left out. */
  values: Record<string, string>;
  /** Field name -> message, as the form's own rules word them. */
  errors: Record<string, string>;
  /** A problem about the whole form (throttled, a bad link). */
  formError: string | null;
  /** A success notice the page shows instead of the form (set after a redirect). */
  notice: string | null;
};

/** The hidden field that says which form of a page was posted. */
export const FORM_NAME_FIELD = "_form";

/**
 * Fields never echoed back into a page, a URL or a log: passwords and their confirmations. (A reset
 * link's token goes back into its own no-store page's hidden field, where it was: the form needs it.)
 */
export function isSecretField(name: string): boolean {
  return /password|confirmation/i.test(name);
}

/** The posted fields a failed post may show again: no secrets, no form name, strings only. */
export function keptValues(fields: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name !== FORM_NAME_FIELD && !isSecretField(name)) kept[name] = value;
  }
  return kept;
}

export function failedPost(
  name: string,
  fields: Record<string, string>,
  errors: Record<string, string>,
  formError: string | null = null,
): PostedForm {
  return { name, values: keptValues(fields), errors, formError, notice: null };
}
