import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { CodegenConfig } from "@graphql-codegen/cli";
import type { Types } from "@graphql-codegen/plugin-helpers";
// The client preset's own printer for trusted-document texts (a dependency of the preset).
import { printExecutableGraphQLDocument } from "@graphql-tools/documents";
import { type DocumentNode, type FieldNode, Kind, parse, visit } from "graphql";

/**
 * `npm run codegen`: types from the schema. The server gets resolver types; the client gets typed
 * documents (from the `.graphql` operation files beside the screens that use them) and the trusted
 * documents manifest the server answers from in production. Generated files are committed, and a
 * test fails when they are stale.
 */
const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };

/**
 * Adds `__typename` exactly where Apollo's cache adds it (every selection set but an operation's
 * root, appended last), so the trusted text the server runs answers what the cache needs, and
 * Apollo's own transform finds nothing to change (the document, and its hash, stay the same object).
 */
const apolloTypenames: Types.DocumentTransformObject = {
  transform: ({ documents }) =>
    documents.map((source) => ({
      ...source,
      document:
        source.document &&
        visit(source.document, {
          SelectionSet(node, _key, parent) {
            if (parent && "kind" in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
            const skip = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith("__"));
            return skip ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
          },
        }),
    })),
};

/** The hash of a trusted document: SHA-256 (hex) of the text the manifest holds for it. */
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const clientDocuments = (fs.readdirSync("src/client", { recursive: true }) as string[])
  .filter((file) => file.endsWith(".graphql"))
  .map((file) => path.join("src/client", file).replaceAll(path.sep, "/"))
  .sort();
const hasOperation = (file: string) =>
  parse(fs.readFileSync(file, "utf8")).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
const fragmentFiles = clientDocuments.filter((file) => !hasOperation(file));

/**
 * One module of typed documents per `.graphql` file with operations (src/client/gql/documents/),
 * each holding its operations with their fragments and their trusted-document hash. The preset's
 * single graphql.ts holds every document in one module, and a bundler puts a module in one chunk:
 * every screen's documents would load on every page. Types still come from graphql.ts.
 */
const documentModules: CodegenConfig["generates"] = Object.fromEntries(
  clientDocuments.filter(hasOperation).map((file) => [
    `src/client/gql/documents/${path.basename(file, ".graphql")}.ts`,
    {
      documents: [file, ...fragmentFiles],
      documentTransforms: [apolloTypenames],
      plugins: [{ add: { content: 'import type * as Types from "../graphql";' } }, "typed-document-node"],
      config: {
        useTypeImports: true,
        importOperationTypesFrom: "Types",
        skipTypeNameForRoot: true,
        unstable_onExecutableDocumentNode: (document: DocumentNode) => ({
          hash: sha256(printExecutableGraphQLDocument(document)),
        }),
      },
    },
  ]),
);

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
          AuditLogEntry: "../../services/admin/auditLog#AuditRow",
          ContactSubmission: "../../services/admin/contactSubmissions#ContactSubmissionRow",
          Listing: "../listing/listingLoaders#ListingRow",
          Building: "../listing/listingLoaders#BuildingRow",
          BuildingContact: "../listing/listingLoaders#BuildingContactRow",
          SubleaseContact: "../listing/listingLoaders#BuildingContactRow",
          Photo: "../listing/listingCards#PhotoRow",
          FloorPlan: "../listing/listingLoaders#FloorPlanRow",
          ImageUpload: "../listing/listingLoaders#ImageUploadRow",
          SharedNote: "../../services/notes/sharedNotes#SharedNote",
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
          CampaignListPage: "../../services/tourbook/campaignList#CampaignListPage",
          CampaignListItem: "../../services/tourbook/campaignList#CampaignListItem",
          CampaignPerson: "../../services/tourbook/campaignList#CampaignPerson",
          Campaign: "../../services/tourbook/campaignDetail#CampaignDetail",
          CampaignListingEdge: "../../services/tourbook/campaignListings#CampaignListing",
          Survey: "../../services/tourbook/surveys#SurveyDetail",
          SurveyListing: "../surveys/answeredSurveyListings#AnsweredSurveyListing",
          SurveyAnswer: "../surveys/answeredSurveyListings#AnswerOfSurveyListing",
          Tour: "../../services/tourbook/tours#TourDetail",
          TourStop: "../../services/tourbook/tours#TourStop",
          Invitation: "../../services/tourbook/invitations#LoadedInvitation",
          PublicSurvey: "../../services/tourbook/publicSurvey#PublicSurvey",
          ImporterJob: "../importer/resolvers#ImporterJobRow",
          LeasingManager: "../../services/leasingManagers/leasingManagers#LeasingManagerRow",
          ResearchBuilding: "../../services/research/researchDirectory#ResearchBuildingEntry",
          AdminImporterJob: "../../services/importer/adminJobs#AdminJobRow",
          FeaturedListingEntry: "../../services/admin/featuredListings#FeaturedEntry",
          Vendor: "../../services/csvImport/vendors#VendorRow",
          CsvImport: "../../services/csvImport/vendors#CsvImportRow",
          ListingReviewEntry: "../../services/research/listingReview#ReviewEntry",
          OutboxMail: "../../services/mail/outboxRead#MailRow",
          MailNotice: "../../services/tourbook/campaignAddressees#MailNotice",
        },
      },
    },
    "src/client/gql/": {
      documents: clientDocuments,
      preset: "client",
      presetConfig: {
        // Components read fragment fields straight from query results, as they always have.
        fragmentMasking: false,
        // No barrel file (conventions); code imports documents from documents/ and types from graphql.ts.
        skipIndexFile: true,
        // The manifest (hash -> text) the server answers from in production; plain hex SHA-256, the
        // form of Apollo's `extensions.persistedQuery.sha256Hash`.
        persistedDocuments: {
          mode: "embedHashInDocument",
          hashAlgorithm: sha256,
        },
      },
      documentTransforms: [apolloTypenames],
      config: {
        useTypeImports: true,
        enumType: "string-literal",
        scalars: { DateTime: "string", JSON: "unknown" },
        skipTypeNameForRoot: true,
      },
    },
    ...documentModules,
  },
};

export default config;
