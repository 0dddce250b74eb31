import type { ApolloClient } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { CampaignListingCardsQueryDocument } from "../../gql/documents/campaignListingCardsQuery";
import type * as G from "../../gql/graphql";

type CampaignCards = NonNullable<G.CampaignListingCardsQueryQuery["campaign"]>;
/** What one card of a campaign's page shows: when and by whom it was added, and the listing. */
export type CampaignCardEdge = CampaignCards["listingsConnection"]["edges"][number];

/** A campaign's listings: each campaign listing's stage and what its card shows (CampaignPageQuery has the header). */
export const CampaignListingCardsQuery = CampaignListingCardsQueryDocument;

/** Campaigns whose cards a browser keeps for a return visit (back from a listing's page). */
const REMEMBERED = 5;
const remembered = new WeakMap<ApolloClient, Map<string, CampaignCards>>();

/** The last cards this client saw per campaign; forgotten when the session changes (clearStore). */
function rememberedCards(client: ApolloClient): Map<string, CampaignCards> {
  let cards = remembered.get(client);
  if (!cards) {
    const created = new Map<string, CampaignCards>();
    client.onClearStore(async () => created.clear());
    remembered.set(client, created);
    cards = created;
  }
  return cards;
}

/** Keeps a campaign's latest cards for a return visit, the most recent few campaigns only. */
function remember(client: ApolloClient, campaignId: string, cards: CampaignCards) {
  const kept = rememberedCards(client);
  kept.delete(campaignId);
  kept.set(campaignId, cards);
  for (const key of kept.keys()) if (kept.size > REMEMBERED) kept.delete(key);
}

/**
 * A campaign's listings (edges), in the campaign's order. In the browser, after hydration, they are read
 * with `no-cache`: 200 listings normalised into Apollo's cache and read back out cost most of the page's
 * script time on a phone (issue 11), and bought little: the page changes nothing of a card but its stage,
 * which it keeps itself from a move's answer (CampaignPage), and a removal asks for the list again
 * (useRemoveListings). A server render goes through the cache, which carries its answers to the
 * browser, and so does a hydration that finds them there. The last answer per campaign is kept for a return visit, shown while
 * the fresh one comes (as cache-and-network would).
 */
export function useCampaignListingCards(campaignId: string) {
  const client = useApolloClient();
  const variables = { id: campaignId };
  const [fetchPolicy] = useState<"cache-first" | "no-cache">(() =>
    typeof window === "undefined" ||
    (client.prioritizeCacheValues && client.readQuery({ query: CampaignListingCardsQuery, variables }))
      ? "cache-first"
      : "no-cache",
  );
  const { data, error, loading, refetch } = useQuery(CampaignListingCardsQuery, { variables, fetchPolicy });
  const fresh = data?.campaign ?? null;
  const cards =
    fresh ?? (fetchPolicy === "no-cache" ? (rememberedCards(client).get(campaignId) ?? null) : null);

  useEffect(() => {
    if (fresh && fetchPolicy === "no-cache") remember(client, campaignId, fresh);
  }, [client, campaignId, fresh, fetchPolicy]);

  return {
    edges: cards?.listingsConnection.edges ?? null,
    ready: cards !== null,
    error: cards === null && !loading ? error : undefined,
    retry: () => refetch().catch(() => undefined),
  };
}
