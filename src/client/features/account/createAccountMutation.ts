import { CreateAccountDocument } from "../../gql/documents/createAccountMutation";
import type * as G from "../../gql/graphql";

export type CreateAccountInput = G.CreateAccountInput;

export type AccountPayload = G.CreateAccountMutation["createAccount"];

export const CreateAccountMutation = CreateAccountDocument;
