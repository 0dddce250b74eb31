import { useQuery } from "@apollo/client/react";
import { pathFor } from "../../../common/routes/matchRoute";
import { Link, useLocation, useNavigate } from "../../system/router/router";
import { CheckedTime } from "./CheckedTime";
import { LoadProblem, ResearchShell, researchOnly } from "./ResearchShell";
import { countsLabel } from "./researchFormat";
import { type ResearchBuildingRow, ResearchBuildingsQuery } from "./researchOperations";
import { availabilityPath, listState, withQuery } from "./researchPaths";
import { PageLinks, SearchBox } from "./SearchBox";

/** Contacts a row names before "and N more". */
const CONTACTS_SHOWN = 3;

/**
 * /research-team/buildings (the spec's "building list of the research team", path chosen in
 * docs/decisions.md, stop 21): every building in the team's scope (all markets, or one), searched
 * by address or name, with its listings by status and when the team last checked it; 25 a page.
 * A building's availability is reached through one of its contacts, as the team works.
 */
function BuildingsScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { q, page } = listState(location.search);
  const marketId = new URLSearchParams(location.search).get("market")?.match(/^\d{1,9}$/)?.[0] ?? "";
  const base = pathFor("researchBuildings");
  const { data, loading, error, refetch } = useQuery(ResearchBuildingsQuery, {
    variables: { search: q || null, marketId: marketId || null, page },
  });
  const result = data?.researchBuildings;
  const rows = result?.buildings ?? [];
  const markets = data?.markets ?? [];
  const marketName = markets.find((m) => m.id === marketId)?.name;

  return (
    <ResearchShell title="Buildings">
      <SearchBox
        id="buildings-search"
        label="Search by address or building name"
        action={base}
        value={q}
        onSearch={(text) => navigate(withQuery(base, { q: text, market: marketId }))}
      >
        <div className="research__market">
          <label htmlFor="buildings-market">Market</label>
          <select
            id="buildings-market"
            name="market"
            className="input select"
            value={marketId}
            onChange={(e) => navigate(withQuery(base, { q, market: e.target.value }))}
          >
            <option value="">All markets</option>
            {markets.map((market) => (
              <option key={market.id} value={market.id}>
                {market.name}, {market.state.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
      </SearchBox>
      {loading && !data ? <p role="status">Loading buildings…</p> : null}
      {error ? <LoadProblem what="The buildings" retry={() => void refetch()} /> : null}
      {result ? (
        <p className="research__count" role="status">
          {rows.length === 0
            ? "No building matches."
            : `Buildings${q ? ` matching “${q}”` : ""}${marketName ? ` in ${marketName}` : ""}, page ${result.page}, by address.`}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table research__table research__table--stack">
            <thead>
              <tr>
                <th scope="col">Building</th>
                <th scope="col">Market</th>
                <th scope="col">Listings by status</th>
                <th scope="col">Last checked</th>
                <th scope="col">Contacts</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <BuildingRow key={row.building.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {result ? (
        <PageLinks
          label="Pages of buildings"
          page={result.page}
          hasMore={result.hasMore}
          hrefFor={(p) => withQuery(base, { q, market: marketId, page: p })}
        />
      ) : null}
    </ResearchShell>
  );
}

function BuildingRow({ row }: { row: ResearchBuildingRow }) {
  const { building } = row;
  const contacts = building.contacts ?? [];
  return (
    <tr>
      <th scope="row">
        {building.address}
        {building.propertyName ? <span className="research__sub">{building.propertyName}</span> : null}
      </th>
      <td data-label="Market">{building.market.name}</td>
      <td data-label="Listings">{countsLabel(row.statusCounts)}</td>
      <td data-label="Last checked">
        <CheckedTime value={row.lastCheckedAt} />
      </td>
      <td data-label="Contacts">
        {contacts.length === 0 ? (
          "None yet"
        ) : (
          <ul className="research__inline-list">
            {contacts.slice(0, CONTACTS_SHOWN).map((contact) => (
              <li key={contact.id}>
                <Link to={availabilityPath(contact.id, building.id)}>
                  {contact.displayName}
                  <span className="visually-hidden">: availability at {building.address}</span>
                </Link>
              </li>
            ))}
            {contacts.length > CONTACTS_SHOWN ? <li>and {contacts.length - CONTACTS_SHOWN} more</li> : null}
          </ul>
        )}
      </td>
    </tr>
  );
}

export const BuildingsPage = researchOnly(BuildingsScreen);
