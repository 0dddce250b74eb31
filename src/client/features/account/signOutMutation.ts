import { SignOutDocument } from "../../gql/documents/signOutMutation";

export const SignOutMutation = SignOutDocument;
