import { useMutation, useQuery } from "@apollo/client/react";
import { memo, useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { DEFAULT_SEARCH_PATH } from "../../../common/constants";
import { formatThousands } from "../../../common/format/numbers";
import { campaignTitle } from "../../../common/format/possessive";
import type { TourState } from "../../../common/tourbook/tourState";
import { setHeaderCampaign } from "../../layout/headerCampaignSlice";
import { Spinner } from "../../layout/Spinner";
import { showToast } from "../../layout/toastSlice";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormNotice } from "../../ui/FormNotice";
import { ListingCard } from "../listingCard/ListingCard";
import { listingTitle } from "../listingCard/listingFormat";
import { LazyListingsMap } from "../map/LazyListingsMap";
import { useMediaQuery } from "../search/useMediaQuery";
import { NewSurveyDialog } from "../surveys/NewSurveyDialog";
import { NewTourDialog } from "../tours/NewTourDialog";
import { TourStatus } from "../tours/TourStatus";
import { AddToDialog } from "./AddToDialog";
import { CampaignMail } from "./CampaignMail";
import { ComparisonView } from "./ComparisonView";
import { type CampaignCardEdge, useCampaignListingCards } from "./campaignListingCards";
import type { CampaignListingStage } from "./campaignListQuery";
import { campaignMarkers, markerIdFor } from "./campaignMarkers";
import { CampaignPageQuery, MoveCampaignListingsMutation } from "./campaignPageQuery";
import { campaignStageGroups } from "./campaignStageGroups";
import { CAMPAIGN_STAGES, isCampaignStage } from "./campaignStages";
import { ListingDrawer } from "./ListingDrawer";
import { LoadProblem } from "./LoadProblem";
import { requirementSummary } from "./requirementSummary";
import {
  clearSelection,
  expandListing,
  selectCampaign,
  selectTourbook,
  toggleDrawer,
  toggleListing,
  toggleMap,
} from "./tourbookSlice";
import { useFirstThenAll } from "./useFirstThenAll";
import { FORCE_QUESTION, REMOVE_QUESTION, useRemoveListings } from "./useRemoveListings";

/** Spec section 8: "Campaign load". */
export const CAMPAIGN_LOAD_FAILURE = "Error loading campaign.";
/**
 * The API answers null alike for a campaign that does not exist and one that is not the viewer's
 * (so it never tells which): that is not a failure, and is said plainly (issue 25).
 */
export const CAMPAIGN_NOT_SHARED = "This campaign does not exist or is not shared with you.";

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * /tourbook/campaigns/{campaignId} (an id or a uuid): the campaign's listings grouped by stage, in
 * pipeline order, each with who added it and when, and a stage to move it to.
 */
export function CampaignPage({ campaignId }: { campaignId: string }) {
  const isBroker = useAppSelector((s) => s.user.currentUser?.isBroker === true);
  const runsCampaigns = useAppSelector((s) =>
    Boolean(s.user.currentUser?.isBroker || s.user.currentUser?.isAdmin),
  );
  const [addingTo, setAddingTo] = useState(false);
  const [newSurvey, setNewSurvey] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [newTour, setNewTour] = useState(false);
  const { data, loading, error, refetch } = useQuery(CampaignPageQuery, {
    variables: { id: campaignId },
    fetchPolicy: "cache-and-network",
  });
  const campaign = data?.campaign;
  const dispatch = useAppDispatch();
  const { activeCampaign, selectedListingIds, expandedListingId, isDrawerOpen, isMapOpen } =
    useAppSelector(selectTourbook);
  // A phone shows the list first and the map only when asked, for this visit (as search and tours do);
  // wider screens keep the tourbook's isMapOpen.
  const isWide = useMediaQuery("(min-width: 768px)");
  const [phoneMapOpen, setPhoneMapOpen] = useState(false);
  const mapOpen = isWide ? isMapOpen : phoneMapOpen;
  // The listings come beside the header, outside the normalised cache (campaignListingCards.ts); where
  // a move on this visit put a campaign listing is kept here (the move's answer is newer than a list read before it).
  const cards = useCampaignListingCards(campaignId);
  const [movedTo, setMovedTo] = useState<ReadonlyMap<string, CampaignListingStage>>(() => new Map());
  const setStage = useCallback(
    (campaignListingId: string, stage: CampaignListingStage) =>
      setMovedTo((stages) =>
        stages.get(campaignListingId) === stage ? stages : new Map(stages).set(campaignListingId, stage),
      ),
    [],
  );
  const items = useMemo(
    () =>
      (cards.edges ?? []).map((card) => ({
        card,
        stage: movedTo.get(card.id) ?? card.stage,
        campaignListingId: card.id,
        listingId: card.node.id,
      })),
    [cards.edges, movedTo],
  );
  // A long stage shows its first cards and "Show all" (campaignStageGroups); a card someone selects,
  // expands or moves stays shown for the visit.
  const [showAll, setShowAll] = useState<ReadonlySet<CampaignListingStage>>(() => new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback(
    (listingId: string) => setTouched((ids) => (ids.has(listingId) ? ids : new Set(ids).add(listingId))),
    [],
  );
  const [showingAll, startShowingAll] = useTransition();
  const focusAfterShowing = useRef<string | null>(null);
  const selectedHere = campaign && activeCampaign === campaign.id ? selectedListingIds : [];
  const expandedHere =
    campaign &&
    activeCampaign === campaign.id &&
    isDrawerOpen &&
    items.some((i) => i.listingId === expandedListingId)
      ? expandedListingId
      : null;
  const pinned = new Set(touched);
  for (const id of selectedHere) pinned.add(id);
  if (expandedHere) pinned.add(expandedHere);
  const stageGroups = campaignStageGroups(items, { showAll, pinned });
  // The first cards render at once, the rest after that paint (issue 11: a campaign of 200 listings).
  const shownCount = useFirstThenAll(cards.ready ? stageGroups.reduce((n, g) => n + g.items.length, 0) : 0);
  // After "Show all", focus moves to the first card that was behind the button, so the keyboard
  // carries on from there.
  useEffect(() => {
    const id = focusAfterShowing.current;
    const card = id ? document.getElementById(campaignListingElementId(id)) : null;
    if (!card) return;
    focusAfterShowing.current = null;
    card.querySelector<HTMLElement>("input, a, button")?.focus();
  });
  // A comparison needs two listings: it ends when the selection shrinks below that.
  useEffect(() => {
    if (selectedListingIds.length < 2) setComparing(false);
  }, [selectedListingIds.length]);
  // Closing the drawer hands focus back to the Details button that opened it.
  const closeDrawer = useCallback(() => {
    dispatch(toggleDrawer());
    if (expandedListingId) document.getElementById(detailsButtonId(expandedListingId))?.focus();
  }, [dispatch, expandedListingId]);
  const removal = useRemoveListings(campaign?.id ?? null);
  // Opening another campaign clears the selection (spec section 4); the same one keeps it.
  useEffect(() => {
    if (campaign) dispatch(selectCampaign(campaign.id));
  }, [campaign, dispatch]);
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
  const summary = requirementSummary(campaign.currentActiveRequirements ?? null);
  const person = isBroker
    ? [campaign.client?.displayName, campaign.client?.companyName].filter(Boolean).join(" · ")
    : campaign.broker
      ? `With ${campaign.broker.displayName}`
      : null;
  const selectedEdges = items.filter((i) => selectedHere.includes(i.listingId));
  const cardEdges = mapOpen ? items.flatMap((item) => (item.card ? [item.card] : [])) : [];
  const markers = campaignMarkers(cardEdges);
  let unshown = shownCount;
  const groups = stageGroups.map((group) => {
    const shown = group.items.slice(0, Math.max(0, unshown));
    unshown -= shown.length;
    return { ...group, items: shown, rendered: shown.length === group.items.length };
  });
  const showAllOf = (group: (typeof stageGroups)[number]) => {
    const firstHidden = items.find((i) => i.stage === group.value && !group.items.includes(i));
    focusAfterShowing.current = firstHidden ? firstHidden.campaignListingId : null;
    startShowingAll(() => setShowAll((stages) => new Set(stages).add(group.value)));
  };

  return (
    <section
      className={
        expandedHere ? "tourbook container section campaign-page--drawer" : "tourbook container section"
      }
    >
      <Head title={title} robots="noindex" />
      <BackLink />
      <header className="campaign-page__header">
        <h1>{title}</h1>
        {person ? <p className="campaign-card__person">{person}</p> : null}
        <p className="text-muted">{[campaign.marketName, campaign.identifier].filter(Boolean).join(" · ")}</p>
        {summary ? <p>{summary}</p> : null}
      </header>

      <Shortlists label="Surveys" items={campaign.surveys} path="/tourbook/surveys/" />
      <Shortlists label="Tours" items={campaign.tours} path="/tourbook/tours/" />
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

      {comparing && selectedEdges.length > 0 ? (
        <ComparisonView
          campaignId={campaign.id}
          campaignName={title}
          listingIds={selectedEdges.map((e) => e.listingId)}
          onClose={() => setComparing(false)}
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

            {groups.map((group) => (
              <section key={group.value} className="campaign-stage" aria-labelledby={`stage-${group.value}`}>
                <h2 id={`stage-${group.value}`} className="campaign-stage__title">
                  {group.label} <span className="text-muted">({group.count})</span>
                </h2>
                <ul className="campaign-stage__list">
                  {group.items.map(({ card, stage }) => (
                    <li key={card.id} id={campaignListingElementId(card.id)}>
                      <CampaignListing
                        campaignId={campaign.id}
                        card={card}
                        stage={stage}
                        selected={selectedHere.includes(card.node.id)}
                        expanded={expandedHere === card.node.id}
                        onTouch={touch}
                        onStage={setStage}
                      />
                    </li>
                  ))}
                </ul>
                {group.hidden > 0 && group.rendered ? (
                  <p className="campaign-stage__more">
                    <span className="text-muted">
                      Showing {formatThousands(group.count - group.hidden)} of {formatThousands(group.count)}.
                    </span>{" "}
                    <button
                      type="button"
                      className="btn btn--small"
                      aria-disabled={showingAll || undefined}
                      onClick={() => {
                        if (!showingAll) showAllOf(group);
                      }}
                    >
                      {showingAll && focusAfterShowing.current
                        ? "Showing all…"
                        : `Show all ${formatThousands(group.count)}`}
                      <span className="visually-hidden"> {group.label} listings</span>
                    </button>
                  </p>
                ) : null}
              </section>
            ))}
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
                selectedId={markerIdFor(cardEdges, expandedHere)}
                onSelect={(id) => dispatch(expandListing(id))}
                label="Map of the campaign's buildings"
                clusterNoun="buildings"
              />
            </div>
          ) : null}
        </div>
      )}

      {expandedHere ? (
        <ListingDrawer campaignId={campaign.id} listingId={expandedHere} onClose={closeDrawer} />
      ) : null}

      {selectedEdges.length > 0 ? (
        <section className="selection-bar" aria-label="Selected listings">
          <p className="selection-bar__count" role="status">
            {selectedEdges.length} selected
          </p>
          <div className="selection-bar__actions">
            <button type="button" className="btn btn--primary btn--small" onClick={() => setAddingTo(true)}>
              Add to…
            </button>
            {selectedEdges.length > 1 && !comparing ? (
              <button type="button" className="btn btn--small" onClick={() => setComparing(true)}>
                Compare
              </button>
            ) : null}
            {runsCampaigns ? (
              <>
                <button type="button" className="btn btn--small" onClick={() => setNewSurvey(true)}>
                  New survey
                </button>
                <button type="button" className="btn btn--small" onClick={() => setNewTour(true)}>
                  New tour
                </button>
              </>
            ) : null}
            <button
              type="button"
              className="btn btn--danger btn--small"
              onClick={() =>
                removal.ask(
                  selectedEdges.map((e) => ({
                    campaignListingId: e.campaignListingId,
                    listingId: e.listingId,
                  })),
                )
              }
            >
              Remove from campaign
            </button>
            <button type="button" className="btn btn--small" onClick={() => dispatch(clearSelection())}>
              Clear selection
            </button>
          </div>
        </section>
      ) : null}

      <AddToDialog
        isOpen={addingTo && selectedEdges.length > 0}
        onClose={() => setAddingTo(false)}
        campaign={campaign}
        listingIds={selectedEdges.map((e) => e.listingId)}
        canShortlist={runsCampaigns}
      />

      {newSurvey && selectedEdges.length > 0 ? (
        <NewSurveyDialog
          isOpen
          onClose={() => setNewSurvey(false)}
          campaignId={campaign.id}
          defaultName={`${campaign.displayName} shortlist`}
          campaignListingIds={selectedEdges.map((e) => e.campaignListingId)}
        />
      ) : null}

      {newTour && selectedEdges.length > 0 ? (
        <NewTourDialog
          onClose={() => setNewTour(false)}
          campaignId={campaign.id}
          defaultName={`${campaign.displayName} tour`}
          campaignListingIds={selectedEdges.map((e) => e.campaignListingId)}
        />
      ) : null}

      <ConfirmDialog
        isOpen={removal.step !== "idle"}
        title={removal.step === "force" ? "Also in surveys or tours" : "Remove listings"}
        message={removal.step === "force" ? FORCE_QUESTION : REMOVE_QUESTION}
        confirmLabel={removal.step === "force" ? "Delete" : "Remove"}
        busy={removal.busy}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </section>
  );
}

/** A campaign's surveys or tours, linked under its header (drafts only for its broker); a tour with its state. */
function Shortlists({
  label,
  items,
  path,
}: {
  label: string;
  items: { id: string; name: string; state?: TourState }[];
  path: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav className="campaign-page__shortlists" aria-label={label}>
      <h2 className="campaign-stage__title">{label}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`${path}${item.id}`}>{item.name}</Link>
            {item.state ? (
              <>
                {" "}
                <TourStatus state={item.state} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BackLink() {
  return (
    <p className="campaign-page__back">
      <Link to="/tourbook/campaigns">
        <span aria-hidden="true">‹ </span>All campaigns
      </Link>
    </p>
  );
}

/** The id of a listing's Details button, where focus returns when its drawer closes. */
const detailsButtonId = (listingId: string) => `campaign-listing-details-${listingId}`;

/** The id of a campaign listing's list item, where focus goes after "Show all". */
const campaignListingElementId = (campaignListingId: string) => `campaign-listing-${campaignListingId}`;

/** One listing of the campaign; memoised, so a page render (the next cards coming in) skips the others. */
const CampaignListing = memo(function CampaignListing({
  campaignId,
  card,
  stage,
  selected,
  expanded,
  onTouch,
  onStage,
}: {
  campaignId: string;
  card: CampaignCardEdge;
  /** The campaign listing's stage: the list's, or where a move on this visit put it. */
  stage: CampaignListingStage;
  selected: boolean;
  expanded: boolean;
  /** The card was selected, expanded or moved: it stays shown for the visit. */
  onTouch: (listingId: string) => void;
  /** Shows the campaign listing at this stage (a move, at once; the server's answer; or back after a failure). */
  onStage: (campaignListingId: string, stage: CampaignListingStage) => void;
}) {
  const dispatch = useAppDispatch();
  const [move, { loading }] = useMutation(MoveCampaignListingsMutation);
  const listing = card.node;
  const changeStage = async (to: CampaignListingStage) => {
    const from = stage;
    onTouch(listing.id);
    // Shown at once; the server's answer confirms it, a failure puts it back.
    onStage(card.id, to);
    try {
      const { data } = await move({
        variables: { campaignId, campaignListingIds: [card.id], stage: to },
        // The cache's copy of the campaign listing (the drawer shows its stage) moves at once too.
        optimisticResponse: {
          moveCampaignListings: {
            __typename: "MoveCampaignListingsPayload",
            updatedEdges: [{ __typename: "CampaignListingEdge", id: card.id, stage: to }],
          },
        },
      });
      const answered = data?.moveCampaignListings.updatedEdges.find((e) => e.id === card.id)?.stage;
      if (answered) onStage(card.id, answered);
    } catch (err) {
      onStage(card.id, from);
      console.error("moving a campaign listing failed", err);
      dispatch(showToast({ isError: true }));
    }
  };
  return (
    <div className={selected ? "campaign-listing campaign-listing--selected" : "campaign-listing"}>
      <label className="campaign-listing__select">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => {
            onTouch(listing.id);
            dispatch(toggleListing(listing.id));
          }}
        />
        <span>
          Select<span className="visually-hidden"> {listingTitle(listing)}</span>
        </span>
      </label>
      <ListingCard listing={listing} headingLevel={3} />
      <div className="campaign-listing__meta">
        {listing.status !== "AVAILABLE" ? (
          <p className="campaign-listing__status">No longer available</p>
        ) : null}
        <button
          type="button"
          id={detailsButtonId(listing.id)}
          className="btn btn--small campaign-listing__details"
          aria-expanded={expanded}
          onClick={() => {
            onTouch(listing.id);
            dispatch(expandListing(listing.id));
          }}
        >
          {expanded ? "Hide details" : "Details"}
          <span className="visually-hidden"> of {listingTitle(listing)}</span>
        </button>
        <p className="text-muted">
          Added{card.addedBy ? ` by ${card.addedBy.displayName}` : ""} on{" "}
          <time dateTime={card.createdAt}>{DATE.format(new Date(card.createdAt))}</time>
        </p>
        <label className="campaign-listing__stage">
          <span>Stage</span>
          <select
            className="input select"
            value={stage}
            disabled={loading}
            aria-label={`Stage of ${listing.address}${listing.floorAndSuite ? `, ${listing.floorAndSuite}` : ""}`}
            onChange={(event) => {
              const stage = event.target.value;
              if (isCampaignStage(stage)) void changeStage(stage);
            }}
          >
            {CAMPAIGN_STAGES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
});
