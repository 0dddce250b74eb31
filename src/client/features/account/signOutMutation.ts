import { gql, type TypedDocumentNode } from "@apollo/client";

export const SignOutMutation: TypedDocumentNode<{ signOut: boolean }, Record<string, never>> = gql`
  mutation SignOut {
    signOut
  }
`;
