import type { CurrentUserFieldsFragment } from "../../gql/graphql";

/*
 * The current user as the CurrentUserQuery returns it (spec section 3): the generated type of the
 * CurrentUserFields fragment (currentUserFields.graphql), which every query and mutation that
 * signs somebody in asks for, so the store always holds the same shape.
 */

export type CurrentUser = CurrentUserFieldsFragment;
export type LatestCampaign = NonNullable<CurrentUser["latestCampaign"]>;
export type CurrentActiveRequirements = NonNullable<LatestCampaign["currentActiveRequirements"]>;
