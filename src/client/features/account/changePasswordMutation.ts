import { ChangePasswordDocument } from "../../gql/documents/changePasswordMutation";
import type * as G from "../../gql/graphql";

export type SuccessPayload = G.ChangePasswordMutation["changePassword"];

export const ChangePasswordMutation = ChangePasswordDocument;
