import { ConfirmAccountDocument } from "../../gql/documents/confirmAccountMutation";
import type * as G from "../../gql/graphql";

export type ConfirmAccountData = G.ConfirmAccountMutation;

export const ConfirmAccountMutation = ConfirmAccountDocument;
