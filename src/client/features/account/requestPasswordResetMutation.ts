import type * as G from "../../gql/graphql";
import { RequestPasswordResetDocument } from "../../gql/graphql";

export type RequestPasswordResetData = G.RequestPasswordResetMutation;

export const RequestPasswordResetMutation = RequestPasswordResetDocument;
