import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { DEFAULT_SEARCH_PATH } from "../../../common/constants";
import { formatThousands } from "../../../common/format/numbers";
import { campaignTitle } from "../../../common/format/possessive";
import { setHeaderCampaign } from "../../layout/headerCampaignSlice";
import { Spinner } from "../../layout/Spinner";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { LazyListingsMap } from "../map/LazyListingsMap";
import { useMediaQuery } from "../search/useMediaQuery";
import { BackLink, CampaignHeader } from "./CampaignHeader";
import { CampaignMail } from "./CampaignMail";
import { CampaignStageGroups } from "./CampaignStageGroups";
import { CampaignToolbar } from "./CampaignToolbar";
import { ComparisonView } from "./ComparisonView";
import { useCampaignListingCards } from "./campaignListingCards";
import { campaignMarkers, markerIdFor } from "./campaignMarkers";
import { CampaignPageQuery } from "./campaignPageQuery";
import { ListingDrawer } from "./ListingDrawer";
import { LoadProblem } from "./LoadProblem";
import { expandListing, selectTourbook, toggleMap } from "./tourbookSlice";
import { useCampaignSelection } from "./useCampaignSelection";
import { useCampaignItems, useStageGroups } from "./useStageGroups";

/** Spec section 8: "Campaign load". */
export const CAMPAIGN_LOAD_FAILURE = "Error loading campaign.";
/**
 * The API answers null alike for a campaign that does not exist and one that is not the viewer's
 * (so it never tells which): that is not a failure, and is said plainly (issue 25).
 */
export const CAMPAIGN_NOT_SHARED = "This campaign does not exist or is not shared with you.";

/**
 * /tourbook/campaigns/{campaignId} (an id or a uuid): the campaign's listings grouped by stage, in
 * pipeline order, each with who added it and when, and a stage to move it to. Its state lives in three
 * places, each the only source of its part: the header in Apollo's cache (CampaignPageQuery), the cards
 * beside it (useCampaignListingCards, with the stages moved on this visit: useCampaignItems), and what
 * the user picked in the tourbook slice (useCampaignSelection); what a stage shows is useStageGroups'.
 */
export function CampaignPage({ campaignId }: { campaignId: string }) {
  const isBroker = useAppSelector((s) => s.user.currentUser?.isBroker === true);
  const runsCampaigns = useAppSelector((s) =>
    Boolean(s.user.currentUser?.isBroker || s.user.currentUser?.isAdmin),
  );
  const { data, loading, error, refetch } = useQuery(CampaignPageQuery, {
    variables: { id: campaignId },
    fetchPolicy: "cache-and-network",
  });
  const campaign = data?.campaign;
  const dispatch = useAppDispatch();
  const { isMapOpen } = useAppSelector(selectTourbook);
  // A phone shows the list first and the map only when asked, for this visit (as search and tours do);
  // wider screens keep the tourbook's isMapOpen.
  const isWide = useMediaQuery("(min-width: 768px)");
  const [phoneMapOpen, setPhoneMapOpen] = useState(false);
  const mapOpen = isWide ? isMapOpen : phoneMapOpen;
  const cards = useCampaignListingCards(campaignId);
  const { items, setStage } = useCampaignItems(cards.edges);
  const selection = useCampaignSelection(campaign?.id ?? null, items);
  const { selected, expandedId } = selection;
  const pinned = expandedId ? [...selection.selectedIds, expandedId] : selection.selectedIds;
  const stages = useStageGroups(items, cards.ready, pinned);
  // The broker's campaign header names the campaign they are in on every tourbook page.
  const headerName = campaign?.displayName;
  const headerUuid = campaign?.uuid;
  useEffect(() => {
    if (headerUuid && headerName) dispatch(setHeaderCampaign({ uuid: headerUuid, displayName: headerName }));
  }, [headerUuid, headerName, dispatch]);

  if (!campaign) {
    if (loading) return <Spinner block label="Loading campaign…" />;
    return (
      <section className="tourbook container section">
        <Head title="Campaign" robots="noindex" />
        <BackLink />
        {error ? (
          <LoadProblem message={CAMPAIGN_LOAD_FAILURE} retry={() => refetch().catch(() => undefined)} />
        ) : (
          <div className="tourbook__empty">
            <h1>Campaign not found</h1>
            <p>{CAMPAIGN_NOT_SHARED}</p>
            <p>
              <Link to="/tourbook/campaigns">See your campaigns</Link>
            </p>
          </div>
        )}
      </section>
    );
  }

  const { totalCount } = campaign.listingsConnection;
  const listed = cards.edges?.length ?? 0;
  const title = isBroker ? campaignTitle(campaign.displayName) : campaign.displayName;
  const comparing = selection.comparing;
  const cardEdges = mapOpen ? items.map((item) => item.card) : [];
  const markers = campaignMarkers(cardEdges);

  return (
    <section
      className={
        expandedId ? "tourbook container section campaign-page--drawer" : "tourbook container section"
      }
    >
      <Head title={title} robots="noindex" />
      <BackLink />
      <CampaignHeader campaign={campaign} title={title} isBroker={isBroker} />
      {runsCampaigns ? <CampaignMail campaignId={campaign.id} /> : null}

      {totalCount > 0 && !comparing ? (
        <div className="campaign-page__tools">
          <button
            type="button"
            className="btn btn--small"
            aria-pressed={mapOpen}
            onClick={() => (isWide ? dispatch(toggleMap()) : setPhoneMapOpen((open) => !open))}
          >
            {mapOpen ? "Hide map" : "Show map"}
          </button>
        </div>
      ) : null}

      {comparing && selected.length > 0 ? (
        <ComparisonView
          campaignId={campaign.id}
          campaignName={title}
          listingIds={selected.map((e) => e.listingId)}
          onClose={() => selection.setComparing(false)}
        />
      ) : (
        <div
          className={
            mapOpen && markers.length > 0 ? "campaign-layout campaign-layout--map" : "campaign-layout"
          }
        >
          <div className="campaign-layout__list">
            {totalCount === 0 ? (
              <div className="tourbook__empty">
                <h2>No listings in this campaign yet</h2>
                <p>Spaces saved from search or a listing's page land here, ready to compare and tour.</p>
                <Link to={DEFAULT_SEARCH_PATH} className="btn btn--primary">
                  Search office space
                </Link>
              </div>
            ) : null}

            {cards.ready && totalCount > listed ? (
              <FormNotice tone="info">
                Showing the first {formatThousands(listed)} of {formatThousands(totalCount)} listings.
              </FormNotice>
            ) : null}

            <CampaignStageGroups
              campaignId={campaign.id}
              groups={stages.groups}
              selectedIds={selection.selectedIds}
              expandedId={expandedId}
              showingAll={stages.showingAll}
              busy={stages.busy}
              onShowAll={stages.showAllOf}
              onTouch={stages.touch}
              onStage={setStage}
            />
            {!cards.ready && totalCount > 0 ? (
              cards.error ? (
                <LoadProblem message={CAMPAIGN_LOAD_FAILURE} retry={cards.retry} />
              ) : (
                <Spinner block label="Loading listings…" />
              )
            ) : null}
          </div>
          {mapOpen && markers.length > 0 ? (
            <div className="campaign-layout__map">
              <LazyListingsMap
                markers={markers}
                selectedId={markerIdFor(cardEdges, expandedId)}
                onSelect={(id) => dispatch(expandListing(id))}
                label="Map of the campaign's buildings"
                clusterNoun="buildings"
              />
            </div>
          ) : null}
        </div>
      )}

      {expandedId ? (
        <ListingDrawer campaignId={campaign.id} listingId={expandedId} onClose={selection.closeDrawer} />
      ) : null}

      <CampaignToolbar
        campaign={campaign}
        selected={selected}
        runsCampaigns={runsCampaigns}
        comparing={comparing}
        onCompare={() => selection.setComparing(true)}
      />
    </section>
  );
}
