import { hasControlCharacter } from "../../../common/validation/controlCharacters";

/** The most fields and characters a page form may post; our largest form has a dozen fields. */
export const MAX_FORM_FIELDS = 40;
export const MAX_FORM_BODY_BYTES = 64 * 1024;

export type FormFields = Record<string, string>;

/**
 * An urlencoded form body as name -> value (the first value of a repeated name). Null when the
 * body is not a form we could ever have drawn: too many fields, or control characters (which the
 * GraphQL path refuses too) in a name or value.
 */
export function parseFormBody(body: string): FormFields | null {
  const params = new URLSearchParams(body);
  const fields: FormFields = {};
  let count = 0;
  for (const [name, value] of params) {
    if (++count > MAX_FORM_FIELDS) return null;
    if (hasControlCharacter(name) || hasControlCharacter(value)) return null;
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}
