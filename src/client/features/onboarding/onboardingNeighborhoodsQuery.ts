import { OnboardingNeighborhoodsQueryDocument } from "../../gql/documents/onboardingNeighborhoodsQuery";
import type * as G from "../../gql/graphql";

export type OnboardingNeighborhoodData = NonNullable<
  OnboardingNeighborhoodsQueryData["market"]
>["neighborhoods"][number];

export type OnboardingNeighborhoodsQueryData = G.OnboardingNeighborhoodsQueryQuery;

export type OnboardingNeighborhoodsQueryVariables = G.OnboardingNeighborhoodsQueryQueryVariables;

/** A market's neighbourhoods with their rents and places, for the Location step's list and map. */
export const OnboardingNeighborhoodsQuery = OnboardingNeighborhoodsQueryDocument;
