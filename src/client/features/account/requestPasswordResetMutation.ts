import { RequestPasswordResetDocument } from "../../gql/documents/requestPasswordResetMutation";
import type * as G from "../../gql/graphql";

export type RequestPasswordResetData = G.RequestPasswordResetMutation;

export const RequestPasswordResetMutation = RequestPasswordResetDocument;
