import { adminAccess, signedInAccess } from "./policy";

/** Admins only: every e-mail of the outbox, secrets hidden (mailRules.read decides each one). */
export const mailOutboxPolicy = adminAccess("mail.readAll");
/** Signed in; the service reads only mail to the viewer's own address, and only in demo mode. */
export const myMailPolicy = signedInAccess("mail.readOwn");
/** Signed in; `mailRules.read` decides on the loaded message. */
export const outboxMailPolicy = signedInAccess("mail.read");
