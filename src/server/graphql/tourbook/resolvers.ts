import { GraphQLError, type GraphQLResolveInfo } from "graphql";
import { z } from "zod";
import { campaignListingStageValues } from "../../db/schema/enums";
import {
  listCampaignsPolicy,
  moveCampaignListingsPolicy,
  readCampaignPolicy,
  removeListingsPolicy,
} from "../../policies/campaignPolicy";
import { can } from "../../policies/can";
import { isAdmin } from "../../policies/policy";
import { campaignMail, mailSubject } from "../../services/mail/outboxRead";
import { type CampaignDetail, campaignPage, campaignRowId } from "../../services/tourbook/campaignDetail";
import { CAMPAIGN_SORT_VALUES, listCampaigns } from "../../services/tourbook/campaignList";
import {
  type CampaignListing,
  campaignListingsOf,
  PICKED_LISTINGS_MAX,
} from "../../services/tourbook/campaignListings";
import { campaignSurveys, campaignTours } from "../../services/tourbook/campaignShortlists";
import { MOVE_LISTINGS_MAX, moveCampaignListings } from "../../services/tourbook/moveCampaignListings";
import { REMOVE_LISTINGS_MAX, removeListings } from "../../services/tourbook/removeListings";
import { stopChangeNotices } from "../../services/tourbook/tourNotices";
import { accountDeps } from "../account/sessionCookie";
import type { GraphQLContext } from "../context";
import type { Resolvers } from "../generated/resolverTypes";
import { deny, guarded, type SignedInContext } from "../guard";
import { rowId as rowIdArg, rowIds } from "../idArgs";
import { BUILDING_CARD_FIELDS, LISTING_CARD_FIELDS, withCardExtras } from "../listing/listingCards";
import type { ListingRow } from "../listing/listingLoaders";
import { fieldNodesAt, nodesSelectOnly, selectsOnly } from "../selectedFields";
import { parseArgs } from "../validate";

export const CAMPAIGN_LIST_MAX = 50;
const SEARCH_MAX = 100;

const campaignListArgs = z.object({
  input: z
    .object({
      search: z
        .string()
        .max(SEARCH_MAX, `Use at most ${SEARCH_MAX} characters.`)
        .nullish()
        .transform((v) => v?.trim() || null),
      stage: z
        .enum(campaignListingStageValues)
        .nullish()
        .transform((v) => v ?? null),
      sort: z
        .enum(CAMPAIGN_SORT_VALUES)
        .nullish()
        .transform((v) => v ?? "LAST_ACTIVITY"),
      everyone: z
        .boolean()
        .nullish()
        .transform((v) => v ?? false),
      offset: z
        .number()
        .int()
        .min(0)
        .max(100_000)
        .nullish()
        .transform((v) => v ?? 0),
      limit: z
        .number()
        .int()
        .min(1, "limit must be 1 to 50")
        .max(CAMPAIGN_LIST_MAX, "limit must be 1 to 50")
        .nullish()
        .transform((v) => v ?? 20),
    })
    .nullish()
    .transform(
      (v) =>
        v ?? {
          search: null,
          stage: null,
          sort: "LAST_ACTIVITY" as const,
          everyone: false,
          offset: 0,
          limit: 20,
        },
    ),
});

const removeArgs = z
  .object({
    campaignListingIds: rowIds("listings", REMOVE_LISTINGS_MAX),
    surveyListingIds: rowIds("listings", REMOVE_LISTINGS_MAX),
    tourListingIds: rowIds("listings", REMOVE_LISTINGS_MAX),
    force: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .refine((a) => a.campaignListingIds.length + a.surveyListingIds.length + a.tourListingIds.length > 0, {
    message: "Choose at least one listing to remove.",
    path: ["campaignListingIds"],
  });

const connectionArgs = z.object({
  // Absent: the whole campaign; a list: only those listings (the drawer, the comparison).
  listingIds: z
    .array(rowIdArg)
    .max(PICKED_LISTINGS_MAX, `Give at most ${PICKED_LISTINGS_MAX} listings.`)
    .nullish()
    .transform((v) => (v ? [...new Set(v)] : null)),
});

const moveArgs = z.object({
  campaignId: z.string().max(64),
  campaignListingIds: rowIds("listings", MOVE_LISTINGS_MAX).refine((v) => v.length > 0, "Name at least one."),
  stage: z.enum(campaignListingStageValues),
});

/** The campaign's row id when it exists and the rule allows the action; null otherwise (one answer). */
async function allowedCampaign(ctx: GraphQLContext, idOrUuid: string, action: "read" | "update") {
  const rowId = await campaignRowId(ctx.db, idOrUuid);
  if (rowId === null) return null;
  const subject = await ctx.loaders.campaignSubject.load(rowId);
  return subject && can(ctx.viewer, action, subject) ? rowId : null;
}

/** A campaign listing's listing: a narrow row when the selection is card fields alone, else the whole row. */
async function campaignListingNode(edge: CampaignListing, ctx: GraphQLContext, info: GraphQLResolveInfo) {
  const listing = await (selectsOnly(info, LISTING_CARD_FIELDS)
    ? ctx.loaders.listingCardById
    : ctx.loaders.listingById
  ).load(edge.listingId);
  if (!listing) throw new Error(`campaign listing ${edge.id} names a missing listing`);
  // Only LISTING_CARD_FIELDS resolve from a narrow row, and they read nothing else (listingCards.ts).
  return listing as ListingRow;
}

/** Campaign.mail's most (its @listSize). */
const CAMPAIGN_MAIL_MAX = 50;

export const tourbookResolvers = {
  Campaign: {
    listingsConnection: async (
      campaign: CampaignDetail,
      args: { listingIds?: string[] | null },
      ctx: GraphQLContext,
      info: GraphQLResolveInfo,
    ) => {
      const { listingIds } = parseArgs(connectionArgs, args);
      // A selection of card fields alone (the campaign screen's 200 cards) reads the listings' and
      // buildings' card rows and first photos in the campaign listings' own statement.
      const nodes = fieldNodesAt(info, ["edges", "node"]);
      const cards =
        nodes.length > 0 &&
        nodesSelectOnly(info, nodes, LISTING_CARD_FIELDS) &&
        nodesSelectOnly(info, fieldNodesAt(info, ["edges", "node", "building"]), BUILDING_CARD_FIELDS);
      const [{ totalCount, edges }, directory] = await Promise.all([
        campaignListingsOf(ctx.db, campaign.rowId, listingIds, { cards }),
        cards ? ctx.services.marketDirectory.get() : null,
      ]);
      return {
        totalCount,
        edges: edges.map(({ card, ...edge }): CampaignListing => {
          if (!card || !directory) return edge;
          const extras = { building: card.building, firstPhotos: card.firstPhotos, directory };
          return { ...edge, cardListing: withCardExtras(card.listing, extras) };
        }),
      };
    },
    // The campaign's readers see its surveys and tours (a survey or tour inherits its campaign's readers).
    // Drafts are the broker's alone (surveyRules.read): listed only for who may create surveys.
    surveys: async (campaign: CampaignDetail, _a: unknown, ctx: GraphQLContext) => {
      const subject = await ctx.loaders.campaignSubject.load(campaign.rowId);
      const withDrafts = subject !== null && can(ctx.viewer, "createSurvey", subject);
      const read = campaign.shortlists?.surveys;
      if (read) return withDrafts ? read.all : read.published;
      return campaignSurveys(ctx.db, campaign.rowId, { withDrafts });
    },
    tours: async (campaign: CampaignDetail, _a: unknown, ctx: GraphQLContext) => {
      const subject = await ctx.loaders.campaignSubject.load(campaign.rowId);
      const withDrafts = subject !== null && can(ctx.viewer, "createTour", subject);
      const read = campaign.shortlists?.tours;
      if (read) return withDrafts ? read.all : read.published;
      return campaignTours(ctx.db, campaign.rowId, { withDrafts });
    },
    // Status only (mailRules.readStatus): the broker's own actions' mail, every mail for admins.
    mail: async (campaign: CampaignDetail, _a: unknown, ctx: GraphQLContext) => {
      const viewer = ctx.viewer.user;
      if (!viewer || !(viewer.isAdmin || viewer.isBroker)) return [];
      const rows = await campaignMail(
        ctx.db,
        campaign.rowId,
        viewer.isAdmin ? null : viewer.id,
        CAMPAIGN_MAIL_MAX,
      );
      const demoMode = ctx.services.config.demoMode;
      return rows.filter((row) => can(ctx.viewer, "readStatus", mailSubject(row, demoMode)));
    },
  },
  CampaignListingEdge: {
    // The campaign's parties see its listings whatever their status: the campaign rule let them in.
    // A selection of card fields alone (the campaign screen's) reads narrow rows.
    node: (edge: CampaignListing, _a: unknown, ctx: GraphQLContext, info: GraphQLResolveInfo) =>
      edge.cardListing ?? campaignListingNode(edge, ctx, info),
  },
  Query: {
    campaign: guarded(
      readCampaignPolicy,
      async (_p, args, ctx: SignedInContext, info: GraphQLResolveInfo) => {
        const { id } = parseArgs(z.object({ id: z.string().max(64) }), args);
        // The rules' subject, the header, and the surveys and tours when asked: one statement.
        const shortlists = fieldNodesAt(info, ["surveys"]).length + fieldNodesAt(info, ["tours"]).length > 0;
        const page = await campaignPage(ctx.db, id, { shortlists });
        if (!page) return null;
        ctx.loaders.campaignSubject.prime(page.subject.id, page.subject);
        return can(ctx.viewer, "read", page.subject) ? page.detail : null;
      },
    ),
    campaigns: guarded(listCampaignsPolicy, async (_p, args, ctx: SignedInContext) => {
      const { input } = parseArgs(campaignListArgs, args);
      if (input.everyone && !isAdmin(ctx.viewer)) deny(ctx, "campaign.listEveryone");
      return listCampaigns(ctx.db, ctx.viewer.user.id, input);
    }),
  },
  Mutation: {
    moveCampaignListings: guarded(moveCampaignListingsPolicy, async (_p, args, ctx: SignedInContext) => {
      const input = parseArgs(moveArgs, args);
      const rowId = await allowedCampaign(ctx, input.campaignId, "update");
      if (rowId === null) deny(ctx, "campaign.moveListings");
      const moved = await moveCampaignListings(ctx.db, rowId, input.campaignListingIds, input.stage);
      if (!moved) {
        throw new GraphQLError("Some of these listings are not in this campaign. Nothing was moved.", {
          extensions: { code: "BAD_USER_INPUT" },
        });
      }
      return { updatedEdges: moved };
    }),
    removeListings: guarded(removeListingsPolicy, async (_p, args, ctx: SignedInContext) => {
      const input = parseArgs(removeArgs, args);
      const notices = stopChangeNotices(accountDeps(ctx), ctx.viewer.user.id);
      const result = await removeListings(ctx.db, ctx.viewer, input, ctx.loaders, notices.announce);
      notices.deliver();
      if (!result.ok) {
        if (result.code === "FORBIDDEN") {
          ctx.log.warn(
            { policy: "campaign.removeListings", userId: ctx.viewer.user.id },
            "authorization denied",
          );
        }
        throw new GraphQLError(result.message, { extensions: { code: result.code } });
      }
      // The viewer's latestCampaign lists the campaign's listings: read afresh after a change.
      ctx.loaders.summaryByUser.clearAll();
      return {
        updatedCampaigns: result.campaigns.map((c) => ({ ...c, id: String(c.id) })),
        updatedSurveys: result.surveys.map((sv) => ({ ...sv, id: String(sv.id) })),
      };
    }),
  },
} satisfies Resolvers;
