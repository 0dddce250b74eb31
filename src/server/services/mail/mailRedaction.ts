/**
 * Secret links in stored mail (issue 25): what stands in for them on the mail screens of anyone but
 * their recipient. Matched by the links' shapes (tokenRoutes.ts), not by the mail's kind, so a new
 * template carrying one of these links is hidden too.
 */
export const HIDDEN = "[hidden]";

/** Reset and confirmation tokens: `/confirm-account/{token}` and `?token=` (`&amp;token=` in HTML). */
const TOKEN_PATTERNS = [/(\/confirm-account\/)[^\s"'<>/?#&]+/g, /([?&](?:amp;)?token=)[^\s"'<>&#]+/g];
/** An invitation's id in `/invitation/{id}` or `/tour-invitation/{id}`: the mailed secret (issue 24). */
const INVITATION_PATTERNS = [/(\/(?:tour-)?invitation\/)[^\s"'<>/?#&]+/g];

export type Reveal = { invitations: boolean; tokens: boolean };

/** The text (HTML or plain) with every secret the reader may not see replaced by HIDDEN. */
export function redactSecrets(text: string, reveal: Reveal): string {
  let out = text;
  if (!reveal.tokens) for (const p of TOKEN_PATTERNS) out = out.replace(p, `$1${HIDDEN}`);
  if (!reveal.invitations) for (const p of INVITATION_PATTERNS) out = out.replace(p, `$1${HIDDEN}`);
  return out;
}

/** Whether anything was hidden, so the screen can say so. */
export const wasRedacted = (before: string, after: string) => before !== after;

/** At most this many links are listed per message. */
export const MAIL_LINKS_MAX = 10;

/**
 * The links of a mail's text part, in order, each once, http(s) only and none with a hidden part:
 * the mail screen lists them as plain links beside the sandboxed message.
 */
export function linksOf(text: string): { label: string; url: string }[] {
  const links: { label: string; url: string }[] = [];
  const seen = new Set<string>();
  for (const line of text.split("\n")) {
    const match = /^(?:(.*?):\s+)?(https?:\/\/\S+)$/.exec(line.trim());
    if (!match) continue;
    const url = match[2];
    if (seen.has(url) || url.includes(HIDDEN)) continue;
    seen.add(url);
    links.push({ label: match[1]?.trim() || url, url });
    if (links.length === MAIL_LINKS_MAX) break;
  }
  return links;
}
