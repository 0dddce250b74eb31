import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * `npm run codegen`: types from the schema. The server gets resolver types; the client gets typed
 * documents (from the `.graphql` operation files beside the screens that use them) and the trusted
 * documents manifest the server answers from in production. Generated files are committed, and a
 * test fails when they are stale.
 */
const config: CodegenConfig = {
  schema: "src/server/graphql/*/schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "src/server/graphql/generated/resolverTypes.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context#GraphQLContext",
        useTypeImports: true,
        enumsAsTypes: true,
        // DateTime: the scalar parses input to a Date; resolvers hand back Date columns or ISO strings.
        scalars: { DateTime: { input: "Date", output: "Date | string" }, JSON: "unknown" },
        // The parent each object type's field resolvers get: what the services and loaders return.
        // A field left to the default resolver must then be a property of that type (resolverCoverage.ts).
        // Stored values that the API spells in capitals: resolvers see the stored ones (enumValues.ts).
        enumValues: {
          AnalyticsEventType: "../../../common/enums#AnalyticsEventType",
          AnalyticsUserType: "../../../common/enums#AnalyticsUserType",
          PropertyType: "../../../common/enums#PropertyType",
          ContactFormKind: "../../content/renderMarkdown#ContactFormKind",
          ContentSection: "../../content/renderMarkdown#IndexSection",
        },
        mapperTypeSuffix: "Model",
        mappers: {
          Listing: "../listing/listingLoaders#ListingRow",
          Building: "../listing/listingLoaders#BuildingRow",
          BuildingContact: "../listing/listingLoaders#BuildingContactRow",
          SubleaseContact: "../listing/listingLoaders#BuildingContactRow",
          Photo: "../listing/listingLoaders#ImageUploadRow",
          FloorPlan: "../listing/listingLoaders#FloorPlanRow",
          BrokerInsight: "../listing/listingLoaders#BrokerInsightRow",
          Market: "../../services/marketDirectory#MarketRow",
          Submarket: "../../services/marketDirectory#SubmarketRow",
          Neighborhood: "../../services/marketDirectory#NeighborhoodRow",
          User: "../../policies/policy#UserRow",
          Session: "../../services/sessionListService#SessionSummary",
          AnalyticsEvent: "../../services/analyticsService#StoredAnalyticsEvent",
          OnboardingProfile: "../../services/onboarding/profileValues#ProfileRow",
          SearchResult: "../../services/search/searchService#SearchOutcome",
          MapMarker: "../../services/search/searchService#MapMarkerData",
          CommuteCandidate: "../../services/commutes/commuteCandidates#CommuteCandidate",
          CommuteHome: "../../services/commutes/commuteService#CommuteHome",
          CommuteTimes: "../../services/commutes/commuteEstimator#CommuteTimes",
          CommuteMethod: "../../services/commutes/commuteEstimator#CommuteMethod",
          CommuteEstimates: "../../services/commutes/commuteService#CommuteEstimates",
          CandidateCommutes: "../../services/commutes/commuteService#CandidateCommutes",
          HomeCommute: "../../services/commutes/commuteService#HomeCommute",
          SitemapBuildingsPage: "../../services/sitemap/buildingsDirectory#SitemapBuildingsPage",
        },
      },
    },
  },
};

export default config;
