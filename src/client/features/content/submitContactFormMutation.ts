import { SubmitContactFormDocument } from "../../gql/documents/submitContactFormMutation";
import type * as G from "../../gql/graphql";

export type ContactFormInput = G.ContactFormInput;

export type ContactFormError = SubmitContactFormData["submitContactForm"]["errors"][number];

export type SubmitContactFormData = G.SubmitContactFormMutation;

export const SubmitContactFormMutation = SubmitContactFormDocument;
