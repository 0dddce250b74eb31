/**
 * Control characters no free-text field may hold: C0 controls and DEL, except tab, line feed and
 * carriage return, which multi-line text (messages, descriptions) legitimately contains. A NUL byte
 * in particular makes PostgreSQL refuse the whole statement.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The message a field with a control character gets, on the server and in forms. */
export const CONTROL_CHARACTER_MESSAGE = "Remove the control characters (such as NUL) from this text.";

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}
