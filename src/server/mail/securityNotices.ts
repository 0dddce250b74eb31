import { pathFor } from "../../common/routes/matchRoute";
import { site } from "../../common/site";
import { type RenderedEmail, render } from "./renderEmail";

/**
 * Notices about changes to sign-in details, sent to the address that was in use, so the owner
 * hears of a change they did not make. Each one points at the reset page: a new password ends every
 * session.
 */

function resetUrl(baseUrl: string): string {
  return baseUrl + pathFor("forgotPassword");
}

/** "j•••@example.com": enough for the owner to recognise, not enough to hand out the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** Sent to an address someone tried to move their account to, instead of a confirmation link. */
export function emailInUseEmail(baseUrl: string): RenderedEmail {
  return render({
    subject: `Someone tried to use your address on ${site.name}`,
    heading: "Someone tried to use your e-mail address",
    paragraphs: [
      `Someone signed in to another ${site.name} account asked to change its e-mail address to this one. This address already has an account, so nothing changed.`,
      "If it was you, sign in to the account that uses this address instead. If you forgot its password, you can choose a new one.",
    ],
    action: { label: "Choose a new password", url: resetUrl(baseUrl) },
    footnote: "If you did not ask for this, ignore this e-mail: your account stays as it is.",
  });
}

/** Sent to the old address once a new one is confirmed. */
export function emailChangedEmail(baseUrl: string, newEmail: string): RenderedEmail {
  return render({
    subject: `Your ${site.name} e-mail address was changed`,
    heading: "Your e-mail address was changed",
    paragraphs: [
      `Your ${site.name} account now signs in with ${maskEmail(newEmail)} instead of this address.`,
      "If you did not make this change, someone else may be using your account: reply to this e-mail so we can help.",
    ],
    action: { label: "Choose a new password", url: resetUrl(baseUrl) },
    footnote: "You get this e-mail whenever the address of your account changes.",
  });
}

/** Sent to the account's address after a password change (in settings or from a reset link). */
export function passwordChangedEmail(baseUrl: string): RenderedEmail {
  return render({
    subject: `Your ${site.name} password was changed`,
    heading: "Your password was changed",
    paragraphs: [
      `The password of your ${site.name} account was just changed, and your other sessions were signed out.`,
      "If you did not make this change, choose a new password now.",
    ],
    action: { label: "Choose a new password", url: resetUrl(baseUrl) },
    footnote: "You get this e-mail whenever the password of your account changes.",
  });
}
