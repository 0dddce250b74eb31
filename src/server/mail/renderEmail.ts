import { pathFor } from "../../common/routes/matchRoute";
import { site } from "../../common/site";

export type RenderedEmail = { subject: string; html: string; text: string };

export type EmailKind =
  | "confirm-account"
  | "confirm-email-change"
  | "reset-password"
  | "client-login"
  | "contact-form"
  | "onboarding-new-client"
  | "onboarding-requirements"
  | "email-in-use"
  | "email-changed"
  | "password-changed"
  | "survey-published"
  | "survey-answered"
  | "survey-visit"
  | "tour-scheduled"
  | "tour-changed"
  | "tour-cancelled"
  | "campaign-invitation"
  | "campaign-started";

const ACCENT = "#1f5eff";

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export type Layout = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
};

/** One simple, branded layout: table-based and inline-styled, because mail clients ignore stylesheets. */
export function render(layout: Layout): RenderedEmail {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1c2430">${escapeHtml(text)}</p>`;
  const url = escapeHtml(layout.action.url);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(layout.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f9;padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="padding-bottom:24px;font-size:22px;font-weight:700;color:${ACCENT}">${escapeHtml(site.name)}</td></tr>
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#1c2430">${escapeHtml(layout.heading)}</h1>
${layout.paragraphs.map(p).join("\n")}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:4px">${escapeHtml(layout.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#5a6472">Or paste this link into your browser: <a href="${url}" style="color:${ACCENT}">${url}</a></p>
<p style="margin:0;font-size:14px;line-height:20px;color:#5a6472">${escapeHtml(layout.footnote)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  const text = [
    layout.heading,
    "",
    ...layout.paragraphs.flatMap((para) => [para, ""]),
    `${layout.action.label}: ${layout.action.url}`,
    "",
    layout.footnote,
    "",
    `— ${site.name}`,
  ].join("\n");
  return { subject: layout.subject, html, text };
}

export function confirmAccountEmail(baseUrl: string, firstName: string, token: string): RenderedEmail {
  return render({
    subject: `Confirm your ${site.name} account`,
    heading: firstName ? `Welcome to ${site.name}, ${firstName}!` : `Welcome to ${site.name}!`,
    paragraphs: ["Please confirm your e-mail address so we can reach you about your office search."],
    action: {
      label: "Confirm my e-mail address",
      url: baseUrl + pathFor("confirmAccount", { confirmationToken: token }),
    },
    footnote: "This link works for 7 days. If you did not create an account, you can ignore this e-mail.",
  });
}

/** The changeEmail segment is a flag: the route table's own example value is "true". */
export function confirmEmailChangeEmail(baseUrl: string, newEmail: string, token: string): RenderedEmail {
  return render({
    subject: `Confirm your new ${site.name} e-mail address`,
    heading: "Confirm your new e-mail address",
    paragraphs: [`You asked to use ${newEmail} for your ${site.name} account.`],
    action: {
      label: "Confirm my new address",
      url: baseUrl + pathFor("confirmAccount", { confirmationToken: token, changeEmail: "true" }),
    },
    footnote: "This link works for 7 days. If you did not ask for this, ignore this e-mail: nothing changes.",
  });
}

export function resetPasswordEmail(baseUrl: string, token: string): RenderedEmail {
  return render({
    subject: `Reset your ${site.name} password`,
    heading: "Reset your password",
    paragraphs: ["Someone (we hope you) asked to reset the password of your account."],
    action: {
      label: "Choose a new password",
      url: `${baseUrl}${pathFor("changePassword")}?token=${encodeURIComponent(token)}`,
    },
    footnote:
      "This link works for 1 hour and only once. If you did not ask for it, ignore this e-mail: your password stays the same.",
  });
}

export function clientLoginEmail(
  baseUrl: string,
  client: { name: string; companyName: string | null },
  campaign: { uuid: string; displayName: string },
): RenderedEmail {
  const who = client.companyName ? `${client.name} from ${client.companyName}` : client.name;
  const headline = `${who} just signed in to ${site.name}`;
  return render({
    subject: headline,
    heading: headline,
    paragraphs: [`It is a good moment to check in about the ${campaign.displayName} campaign.`],
    action: {
      label: "Open the campaign",
      url: baseUrl + pathFor("tourbook", { campaigns: "campaigns", campaignId: campaign.uuid }),
    },
    footnote: "You get this e-mail because you are the broker on this campaign.",
  });
}

/**
 * To the broker of a campaign when a renter sends their onboarding profile: a new client (with a new
 * campaign) or an existing client's new requirements. `summary` lines describe the profile.
 */
export function onboardingBrokerEmail(
  baseUrl: string,
  kind: "new-client" | "updated",
  client: { name: string; companyName: string | null },
  campaign: { uuid: string; displayName: string },
  summary: string[],
): RenderedEmail {
  const who = client.companyName ? `${client.name} from ${client.companyName}` : client.name;
  const headline =
    kind === "new-client"
      ? `New client: ${who} finished their ${site.name} profile`
      : `${who} updated their requirements`;
  return render({
    subject: headline,
    heading: headline,
    paragraphs: [
      kind === "new-client"
        ? `${client.name} is looking for space and their ${campaign.displayName} campaign is yours. Here is what they told us:`
        : `The current requirements of the ${campaign.displayName} campaign now read:`,
      ...summary,
    ],
    action: {
      label: "Open the campaign",
      url: baseUrl + pathFor("tourbook", { campaigns: "campaigns", campaignId: campaign.uuid }),
    },
    footnote:
      kind === "new-client"
        ? "You get this e-mail because new clients in this market are assigned to you."
        : "You get this e-mail because you are the broker on this campaign.",
  });
}
