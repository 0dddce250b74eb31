import {
  AdminSetUserRolesMutationDocument,
  ResendConfirmationMutationDocument,
  SetUserDisabledMutationDocument,
  UserAdminCampaignsQueryDocument,
  UserAdminQueryDocument,
} from "../../gql/documents/userAdminQuery";
import {
  CreateVendorMutationDocument,
  SetUserVendorMutationDocument,
  SetVendorTrustedMutationDocument,
} from "../../gql/documents/vendorAdmin";
import type * as G from "../../gql/graphql";

export type AdminUser = G.UserAdminFieldsFragment;
export type AdminMarket = G.UserAdminQueryQuery["markets"][number];
export type AdminVendor = G.VendorAdminFieldsFragment;

/** Users whose name or e-mail holds the search text (50 at most), and the markets to pick from. */
export const UserAdminQuery = UserAdminQueryDocument;
/** One user's campaigns (found by e-mail), for the editor. */
export const UserAdminCampaignsQuery = UserAdminCampaignsQueryDocument;
export const AdminSetUserRolesMutation = AdminSetUserRolesMutationDocument;
export const SetUserDisabledMutation = SetUserDisabledMutationDocument;
export const ResendConfirmationMutation = ResendConfirmationMutationDocument;
/** Vendors (issue 24): create one, trust it, link a user to it. */
export const CreateVendorMutation = CreateVendorMutationDocument;
export const SetVendorTrustedMutation = SetVendorTrustedMutationDocument;
export const SetUserVendorMutation = SetUserVendorMutationDocument;
