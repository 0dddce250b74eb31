import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { pathFor } from "../../../common/routes/matchRoute";
import { showToast } from "../../layout/toastSlice";
import { useLocation, useNavigate } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { useAppDispatch } from "../../system/store/hooks";
import { LoadProblem, ResearchShell, researchOnly } from "./ResearchShell";
import {
  ResearchBuildingsQuery,
  ResearchChangeContactMutation,
  ResearchContactQuery,
} from "./researchOperations";
import { contactPath, listState, withQuery } from "./researchPaths";
import { PageLinks, SearchBox } from "./SearchBox";
import { useImporterSave } from "./useImporterSave";

/**
 * /research-team/building-contacts/{id}/add-building: find a building by address or name (25 a
 * page, capped like every research list) and keep the contact for it (an importer job, LINK).
 */
function AddBuildingScreen({ params }: ScreenProps) {
  const id = params.buildingContactId ?? "";
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { q, page } = listState(location.search);
  const base = pathFor("researchContactAddBuilding", { buildingContactId: id });
  const contactQuery = useQuery(ResearchContactQuery, { variables: { id } });
  const buildingsQuery = useQuery(ResearchBuildingsQuery, {
    variables: { search: q || null, page },
    skip: !q,
  });
  const [change] = useMutation(ResearchChangeContactMutation);
  const save = useImporterSave();
  const [adding, setAdding] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const contact = contactQuery.data?.researchContact;
  const kept = new Set((contact?.buildings ?? []).map((b) => b.id));
  const result = buildingsQuery.data?.researchBuildings;
  const rows = result?.buildings ?? [];

  async function add(buildingId: string, address: string) {
    setAdding(buildingId);
    setProblem(null);
    const outcome = await save(async () => {
      const { data } = await change({ variables: { action: "LINK", contactId: id, buildingId } });
      return data?.userChangeContact.importerJobId;
    });
    setAdding(null);
    if (!outcome.ok) {
      setProblem(`${address} could not be added: ${outcome.problems.join(" ")}`);
      return;
    }
    await contactQuery.refetch();
    dispatch(showToast({ contents: `${address} added.` }));
    navigate(contactPath(id));
  }

  return (
    <ResearchShell
      title={contact ? `Add a building for ${contact.displayName}` : "Add building"}
      crumbs={[
        { label: "Building contacts", to: pathFor("researchContacts") },
        ...(contact ? [{ label: contact.displayName, to: contactPath(id) }] : []),
        { label: "Add building" },
      ]}
    >
      {contactQuery.error ? (
        <LoadProblem what="The contact" retry={() => void contactQuery.refetch()} />
      ) : null}
      {contactQuery.data && !contact ? <p role="status">This contact does not exist.</p> : null}
      {contact ? (
        <>
          <SearchBox
            id="building-search"
            label="Search buildings by address or name"
            action={base}
            value={q}
            onSearch={(text) => navigate(withQuery(base, { q: text }))}
          />
          {problem ? (
            <p role="alert" className="research__problem">
              {problem}
            </p>
          ) : null}
          {!q ? <p>Type part of the building's address or name, then search.</p> : null}
          {buildingsQuery.loading && !buildingsQuery.data ? <p role="status">Searching buildings…</p> : null}
          {buildingsQuery.error ? (
            <LoadProblem what="The buildings" retry={() => void buildingsQuery.refetch()} />
          ) : null}
          {result ? (
            <p className="research__count" role="status">
              {rows.length === 0
                ? `No building matches “${q}”.`
                : `Buildings matching “${q}”, page ${result.page}, by address.`}
            </p>
          ) : null}
          {rows.length > 0 ? (
            <div className="admin-table-wrap">
              <table className="admin-table research__table research__table--stack">
                <thead>
                  <tr>
                    <th scope="col">Building</th>
                    <th scope="col">Market</th>
                    <th scope="col">Listings</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ building, listingCount }) => (
                    <tr key={building.id}>
                      <th scope="row">
                        {building.address}
                        {building.propertyName ? (
                          <span className="research__sub">{building.propertyName}</span>
                        ) : null}
                      </th>
                      <td data-label="Market">{building.market.name}</td>
                      <td data-label="Listings">{listingCount}</td>
                      <td>
                        {kept.has(building.id) ? (
                          <span>Already added</span>
                        ) : (
                          <button
                            type="button"
                            className="btn btn--small"
                            disabled={adding !== null}
                            onClick={() => void add(building.id, building.address)}
                          >
                            {adding === building.id ? "Adding…" : "Add"}
                            <span className="visually-hidden"> {building.address}</span>
                          </button>
                        )}
                      </td>
                    </tr>
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
              hrefFor={(p) => withQuery(base, { q, page: p })}
            />
          ) : null}
        </>
      ) : null}
    </ResearchShell>
  );
}

export const AddBuildingPage = researchOnly(AddBuildingScreen);
