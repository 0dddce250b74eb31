import { OnboardingMarketsQueryDocument } from "../../gql/documents/onboardingMarketsQuery";
import type * as G from "../../gql/graphql";

export type OnboardingMarketData = OnboardingMarketsQueryData["markets"][number];

export type OnboardingMarketsQueryData = G.OnboardingMarketsQueryQuery;

/** Every market we cover: the Location step's cities, and the Market of the profile. */
export const OnboardingMarketsQuery = OnboardingMarketsQueryDocument;
