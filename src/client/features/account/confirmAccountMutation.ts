import type * as G from "../../gql/graphql";
import { ConfirmAccountDocument } from "../../gql/graphql";

export type ConfirmAccountData = G.ConfirmAccountMutation;

export const ConfirmAccountMutation = ConfirmAccountDocument;
