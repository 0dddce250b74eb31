import { isAdmin, type Viewer } from "./policy";
import type { MailSubject } from "./subjects";

/**
 * Mail to the viewer's own address, in demo mode only (issue 25). Not only once confirmed: demo
 * data is made up and reading one's mail without a mailbox is the point of demo mode. Outside demo
 * mode an address is proven only by confirming it (issue 24), and nobody reads mail here at all.
 */
const ownMail = (v: Viewer, s: MailSubject) =>
  s.demoMode && v.user !== null && v.user.email.trim().toLowerCase() === s.to.trim().toLowerCase();

/**
 * Who reads an outbox e-mail, and how much of it. Admins read every message with its secret links
 * hidden; the demo-mode recipient reads their own in full, but a sign-in link (reset, confirmation)
 * only when it was sent since their account was made: one mailed to the address before belongs to
 * whoever held it then. A broker sees the delivery status of the mail their own actions sent.
 */
export const mailRules = {
  read: (v: Viewer, s: MailSubject) => isAdmin(v) || ownMail(v, s),
  readStatus: (v: Viewer, s: MailSubject) =>
    isAdmin(v) || ownMail(v, s) || (v.user !== null && s.sentById === v.user.id),
  /** Invitation links: the mailed secret that lets its address in (issue 24). */
  readInvitationLinks: (v: Viewer, s: MailSubject) => ownMail(v, s),
  /** Reset, confirmation and e-mail change links: tokens that act on an account. */
  readTokenLinks: (v: Viewer, s: MailSubject) =>
    ownMail(v, s) && v.user !== null && s.createdAt.getTime() >= v.user.createdAt.getTime(),
};
