import { useQuery } from "@apollo/client/react";
import { dayInWords, zoneLabel } from "../../../common/tourbook/tourFormat";
import { Spinner } from "../../layout/Spinner";
import { Head } from "../../system/head";
import { Link } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { PrivateTourNotice } from "../invitations/InvitationPage";
import { LoadProblem } from "../tourbook/LoadProblem";
import { TourEditor } from "./TourEditor";
import { TourMap } from "./TourMap";
import { TourStatus } from "./TourStatus";
import { TourStopCard } from "./TourStopCard";
import { type TourPageData, TourPageQuery } from "./tourPageQuery";

/**
 * /tourbook/tours/{tourId} (an id or a uuid): the tour's itinerary, its day and meeting point, the
 * stops in order with their times, and a map of numbered pins. The broker plans it here and
 * schedules it; the client reads it once scheduled.
 */
export function TourPage({ params }: ScreenProps) {
  const tourId = params.tourId ?? "";
  const { data, loading, error, refetch } = useQuery(TourPageQuery, {
    variables: { id: tourId },
    fetchPolicy: "cache-and-network",
  });
  const tour = data?.tour;

  if (!tour) {
    if (loading) return <Spinner block label="Loading tour…" />;
    return (
      <section className="tourbook container section">
        <Head title="Tour" robots="noindex" />
        <p className="campaign-page__back">
          <Link to="/tourbook/campaigns">← Campaigns</Link>
        </p>
        {error ? (
          <LoadProblem message="Error loading tour." retry={() => refetch().catch(() => undefined)} />
        ) : (
          // Spec section 2: a tour the viewer may not see shows the invitation page's notice instead.
          <PrivateTourNotice />
        )}
      </section>
    );
  }

  const count = tour.stops.length;
  return (
    <section className="tourbook container section tour-page">
      <Head title={tour.name} robots="noindex" />
      <p className="campaign-page__back">
        <Link to={`/tourbook/campaigns/${tour.campaign.uuid}`}>← {tour.campaign.displayName}</Link>
      </p>
      <header className="campaign-page__header tour-page__header">
        <h1>{tour.name}</h1>
        <p className="tour-page__status">
          <TourStatus state={tour.state} />
          {tour.campaign.brokerName ? <span>With {tour.campaign.brokerName}</span> : null}
        </p>
        <TourFacts tour={tour} />
      </header>
      {tour.viewerCanEdit && !tour.scheduledAt ? (
        <p className="text-muted">
          Draft: only you can see it. Set the day and each stop's time, then schedule it: your client gets an
          e-mail with a calendar invitation.
        </p>
      ) : null}
      <div className="tour-layout">
        <div className="tour-layout__main">
          {count === 0 ? (
            <div className="tourbook__empty">
              <h2>No stops on this tour</h2>
              <p>Its listings were removed from the campaign.</p>
            </div>
          ) : tour.viewerCanEdit ? (
            <TourEditor key={tour.stops.map((s) => s.id).join(",")} tour={tour} />
          ) : (
            <Itinerary tour={tour} />
          )}
        </div>
        <aside className="tour-layout__map" aria-label="Map">
          <TourMap stops={tour.stops} />
        </aside>
      </div>
    </section>
  );
}

function TourFacts({ tour }: { tour: TourPageData }) {
  const count = tour.stops.length;
  return (
    <dl className="tour-facts">
      <div>
        <dt>Day</dt>
        <dd>{tour.date ? dayInWords(tour.date) : "Not set yet"}</dd>
      </div>
      <div>
        <dt>Stops</dt>
        <dd>
          {count} {count === 1 ? "space" : "spaces"}, times in {zoneLabel(tour.timeZone)}
        </dd>
      </div>
      {!tour.viewerCanEdit && tour.meetingPoint ? (
        <div>
          <dt>Meeting point</dt>
          <dd>{tour.meetingPoint}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The client's view: the broker's notes and the stops in order. */
function Itinerary({ tour }: { tour: TourPageData }) {
  return (
    <>
      {tour.notes ? <p className="tour-page__notes">{tour.notes}</p> : null}
      <ol className="tour-page__stops" aria-label="Itinerary">
        {tour.stops.map((stop, i) => (
          <li key={stop.id} className="tour-page__stop">
            <TourStopCard stop={stop} number={i + 1} headingLevel={2} />
          </li>
        ))}
      </ol>
    </>
  );
}
