/**
 * English possessives of names (issue 25): "Alex Rivera’s", but "Acme Robotics’" for a name ending
 * in s (the house style for plural-looking company names). The typographic apostrophe by default,
 * as the spec's "{displayName}’s Campaign"; the toasts' spec text uses the straight one.
 */
export function possessive(name: string, apostrophe: "’" | "'" = "’"): string {
  const trimmed = name.trim();
  return /s$/i.test(trimmed) ? `${trimmed}${apostrophe}` : `${trimmed}${apostrophe}s`;
}

/** The spec's campaign title, "{displayName}’s Campaign": the campaign page, the header, invitations. */
export function campaignTitle(displayName: string): string {
  return `${possessive(displayName)} Campaign`;
}
