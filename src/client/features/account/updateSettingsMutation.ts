import type * as G from "../../gql/graphql";
import { UpdateSettingsDocument } from "../../gql/graphql";

export type UpdateSettingsInput = G.UpdateSettingsInput;

export const UpdateSettingsMutation = UpdateSettingsDocument;
