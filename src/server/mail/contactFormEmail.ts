import { site } from "../../common/site";
import type { ContactFormKind } from "../content/renderMarkdown";
import { type RenderedEmail, render } from "./renderEmail";

export type ContactFormMessage = {
  id: number;
  kind: ContactFormKind;
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  message: string | null;
  payload: Record<string, string>;
};

const FORM_NAMES: Record<ContactFormKind, string> = {
  contact: "contact",
  "list-with-us": "list-with-us",
  referral: "referral",
};

/** Labels of the kinds' own fields, in the order the forms ask for them. */
const PAYLOAD_LABELS: Record<string, string> = {
  buildingAddress: "Building address",
  availableSpace: "Available space",
  referredCompany: "Referred company",
  referredName: "Contact person",
  referredEmail: "Contact's e-mail",
  referredPhone: "Contact's phone",
};

function subjectOf(m: ContactFormMessage): string {
  switch (m.kind) {
    case "list-with-us":
      return `List with us: ${m.payload.buildingAddress} (from ${m.name})`;
    case "referral":
      return `Referral: ${m.payload.referredCompany} (from ${m.name})`;
    default:
      return m.companyName ? `Contact: ${m.name}, ${m.companyName}` : `Contact: ${m.name}`;
  }
}

/** The message a visitor sent through one of the public forms, as mailed to the contact address. */
export function contactFormEmail(m: ContactFormMessage): RenderedEmail {
  const facts = [
    `Name: ${m.name}`,
    `E-mail: ${m.email}`,
    ...(m.phone ? [`Phone: ${m.phone}`] : []),
    ...(m.companyName ? [`Company: ${m.companyName}`] : []),
    ...Object.keys(PAYLOAD_LABELS)
      .filter((key) => m.payload[key])
      .map((key) => `${PAYLOAD_LABELS[key]}: ${m.payload[key]}`),
  ];
  const message = m.message ? ["Message:", ...m.message.split(/\n\s*\n/).map((p) => p.trim())] : [];
  const subject = subjectOf(m);
  return render({
    subject,
    heading: `New ${FORM_NAMES[m.kind]} message from ${m.name}`,
    paragraphs: [...facts, ...message],
    action: {
      label: `Reply to ${m.name}`,
      url: `mailto:${encodeURIComponent(m.email).replace("%40", "@")}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    },
    footnote: `Sent with the ${FORM_NAMES[m.kind]} form on ${site.name}; stored as submission #${m.id}.`,
  });
}
