import type { ContactFormValues } from "../../../common/research/researchRules";
import type { ResearchContact } from "./researchOperations";

/** A saved contact as the form's text. */
export function contactFormValues(contact: ResearchContact): ContactFormValues {
  return {
    displayName: contact.displayName,
    firstName: contact.firstName ?? "",
    lastName: contact.lastName ?? "",
    email: contact.email ?? "",
    title: contact.title ?? "",
    companyName: contact.companyName ?? "",
    phone: contact.phone ?? "",
    phoneType: contact.phoneType ?? "",
    cellPhone: contact.cellPhone ?? "",
    contactType: contact.contactType ?? "UNKNOWN",
  };
}
