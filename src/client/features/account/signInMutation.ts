import { SignInDocument } from "../../gql/documents/signInMutation";
import type * as G from "../../gql/graphql";

export type SignInPayload = G.SignInMutation["signIn"];

export type SignInData = G.SignInMutation;
export type SignInVariables = G.SignInMutationVariables;

/** Spec section 7: the SignIn operation answers with the full current-user fields. */
export const SignInMutation = SignInDocument;
