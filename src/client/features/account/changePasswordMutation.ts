import type * as G from "../../gql/graphql";
import { ChangePasswordDocument } from "../../gql/graphql";

export type SuccessPayload = G.ChangePasswordMutation["changePassword"];

export const ChangePasswordMutation = ChangePasswordDocument;
