import { SignOutDocument } from "../../gql/graphql";

export const SignOutMutation = SignOutDocument;
