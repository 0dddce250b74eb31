import { type FormEvent, useState } from "react";
import { AdminBuildingQueryDocument } from "../../gql/documents/adminBuildingQuery";
import { AdminBuildingsQueryDocument } from "../../gql/documents/adminBuildingsQuery";
import type { AdminBuildingsQueryQueryVariables } from "../../gql/graphql";
import { Head } from "../../system/head";
import { Link, useLocation, useNavigate } from "../../system/router/router";
import { type ScreenInput, screenQuery, useDeclaredQuery } from "../../system/screenData";
import { AdminNav } from "../admin/AdminNav";
import { AdminSearchForm } from "../admin/AdminSearchForm";
import { LoadProblem } from "../admin/LoadProblem";
import { BuildingEditor } from "./BuildingEditor";
import { buildingAdminHref } from "./buildingAdminHref";

export const BUILDINGS_PAGE_SIZE = 25;

/** The page's URL: its search (`q`) and the building open in the editor (`building`). */
function pageState(search: string) {
  const params = new URLSearchParams(search);
  const q = params.get("q")?.slice(0, 100) ?? "";
  const id = params.get("building") ?? "";
  return { search: q, buildingId: /^[1-9]\d{0,9}$/.test(id) ? id : null };
}

export const listVariables = (search: string): AdminBuildingsQueryQueryVariables => ({
  search: search || null,
  limit: BUILDINGS_PAGE_SIZE,
});

/** What the server render prefetches: the search's first page, or the building being edited. */
export function buildingAdminPageQueries({ search }: ScreenInput) {
  const state = pageState(search);
  return {
    buildings: screenQuery(AdminBuildingsQueryDocument, listVariables(state.search), {
      skip: state.buildingId !== null,
    }),
    building: screenQuery(
      AdminBuildingQueryDocument,
      { id: state.buildingId ?? "" },
      { skip: state.buildingId === null },
    ),
  };
}

/**
 * /building-admin (admins; the server refuses everyone else on every field): search buildings by
 * address, property name, market or neighbourhood (`?q=`, a plain GET form), page through them by
 * address, and open one (`?building=`) to edit its facts, place, photos and contacts or merge a
 * duplicate into another.
 */
export function BuildingAdminPage() {
  const { search, buildingId } = pageState(useLocation().search);

  return (
    <div className="container admin-page building-admin">
      <Head title="Building admin" />
      <AdminNav />
      {buildingId ? (
        <>
          <p>
            <Link to={buildingAdminHref(search, null)}>← Back to the buildings</Link>
          </p>
          <BuildingEditor key={buildingId} buildingId={buildingId} search={search} />
        </>
      ) : (
        <>
          <h1>Building admin</h1>
          <BuildingSearch search={search} />
        </>
      )}
    </div>
  );
}

function BuildingSearch({ search }: { search: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(search);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useDeclaredQuery(AdminBuildingsQueryDocument, {
    variables: listVariables(search),
  });
  const page = data?.adminBuildings;
  const rows = page?.rows ?? [];

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(buildingAdminHref(typed.trim(), null));
  }

  async function showMore() {
    if (!page?.endCursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { after: page.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          adminBuildings: {
            ...fetchMoreResult.adminBuildings,
            rows: [...previous.adminBuildings.rows, ...fetchMoreResult.adminBuildings.rows],
          },
        }),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <search>
        <AdminSearchForm
          id="building-search"
          label="Search by address, property name, market or neighbourhood"
          value={typed}
          onChange={setTyped}
          onSubmit={onSearch}
          action="/building-admin"
          name="q"
        />
      </search>

      {loading && !data ? <p role="status">Loading buildings…</p> : null}
      {error ? <LoadProblem what="The buildings" onRetry={() => void refetch()} /> : null}
      {page ? (
        <p className="admin-page__count" role="status">
          {rows.length === 0
            ? search
              ? `No building matches “${search}”.`
              : "No buildings yet."
            : `${rows.length}${page.hasMore ? "+" : ""} ${rows.length === 1 ? "building" : "buildings"}${search ? ` matching “${search}”` : ""}, by address.`}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Property name</th>
                <th scope="col">Market</th>
                <th scope="col">Neighbourhood</th>
                <th scope="col">Listings</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ building, listingCount }) => (
                <tr key={building.id}>
                  <th scope="row">
                    <Link to={buildingAdminHref(search, building.id)}>
                      {building.address}
                      <span className="visually-hidden">, {building.city}: edit</span>
                    </Link>
                    <div className="text-small text-muted">
                      {building.city}, {building.state.toUpperCase()} {building.zip}
                    </div>
                  </th>
                  <td>{building.propertyName ?? "—"}</td>
                  <td>{building.market.name}</td>
                  <td>{building.neighborhood?.name ?? "—"}</td>
                  <td>{listingCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page?.hasMore ? (
        <p>
          <button type="button" className="btn" disabled={loadingMore} onClick={() => void showMore()}>
            {loadingMore ? "Loading…" : "Show more buildings"}
          </button>
        </p>
      ) : null}
      {moreFailed ? (
        <p role="alert" className="text-error">
          More buildings could not be loaded. Please try again.
        </p>
      ) : null}
    </>
  );
}
