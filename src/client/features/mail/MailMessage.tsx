import { useQuery } from "@apollo/client/react";
import { OutboxMailQueryDocument } from "../../gql/documents/mailQueries";

/**
 * A message's HTML in a sandboxed frame: no scripts, no access to this page (no allow-same-origin),
 * and links open in a new tab (the <base> below, with allow-popups). It is never put into the page
 * itself: a stored message is data, not markup this app vouches for.
 */
function frameDocument(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}

const followable = (url: string) => /^https?:\/\//i.test(url);

/** One message as the viewer may read it: its links to follow, then the message itself. */
export function MailMessage({ id, subject }: { id: string; subject: string }) {
  const { data, loading, error } = useQuery(OutboxMailQueryDocument, { variables: { id } });
  const mail = data?.outboxMail;
  if (loading && !mail) return <p role="status">Loading the message…</p>;
  if (error || !mail) return <p role="alert">This message could not be loaded.</p>;
  const links = (mail.links ?? []).filter((l) => followable(l.url));
  return (
    <article className="mail-message" aria-label={`Message: ${subject}`}>
      <h2 className="mail-message__subject">{mail.subject}</h2>
      {mail.redacted ? (
        <p className="mail-message__note">
          Links that sign in or let someone in are hidden here: only the person the mail went to sees them.
        </p>
      ) : null}
      {links.length > 0 ? (
        <nav aria-label="Links in this message">
          <ul className="mail-message__links">
            {links.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {mail.html ? (
        <iframe
          className="mail-message__frame"
          title={`The message: ${mail.subject}`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={frameDocument(mail.html)}
        />
      ) : (
        <pre className="mail-message__text">{mail.text}</pre>
      )}
    </article>
  );
}
