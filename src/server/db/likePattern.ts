/** An ILIKE pattern for "contains": `%`, `_` and `\` typed by a person are literal characters, not patterns. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
