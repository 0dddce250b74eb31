import { UpdateSettingsDocument } from "../../gql/documents/updateSettingsMutation";
import type * as G from "../../gql/graphql";

export type UpdateSettingsInput = G.UpdateSettingsInput;

export const UpdateSettingsMutation = UpdateSettingsDocument;
