import { useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { LEASING_MANAGER_BUILDINGS_MAX } from "../../../common/leasingManagers/leasingManagerRules";
import { LeasingManagerBuildingChoicesQueryDocument } from "../../gql/documents/leasingManagerBuildingChoicesQuery";
import { SetLeasingManagerBuildingMutationDocument } from "../../gql/documents/setLeasingManagerBuildingMutation";
import { FormNotice } from "../../ui/FormNotice";
import { AdminSearchForm } from "../admin/AdminSearchForm";

type LinkedBuilding = { id: string; address: string; city: string; state: string; path: string };

/** The buildings a leasing manager leases: remove one, or find one by address and add it. */
export function LeasingManagerBuildings({
  managerId,
  buildings,
}: {
  managerId: string;
  buildings: readonly LinkedBuilding[];
}) {
  const [typed, setTyped] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // Asked for when a search is submitted (useQuery with skip: the one Apollo hook every page loads).
  const found = useQuery(LeasingManagerBuildingChoicesQueryDocument, {
    variables: { search: asked ?? "" },
    skip: asked === null,
  });
  const [setLink, { loading: saving }] = useMutation(SetLeasingManagerBuildingMutationDocument);
  const linked = new Set(buildings.map((b) => b.id));

  function onFind(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = typed.trim();
    if (q.length < 2) {
      setProblem("Type at least 2 characters of the address.");
      return;
    }
    setProblem(null);
    setAsked(q);
  }

  async function change(building: { id: string; address: string }, link: boolean) {
    setProblem(null);
    try {
      const { data } = await setLink({ variables: { id: managerId, buildingId: building.id, linked: link } });
      const error = data?.setLeasingManagerBuilding.error;
      if (error) setProblem(error.message);
      else setAnnouncement(`${building.address} ${link ? "added" : "removed"}.`);
    } catch {
      setProblem("That change was not saved. Please try again.");
    }
  }

  const choices = found.data?.leasingManagerBuildingChoices ?? [];
  return (
    <section className="leasing-manager-buildings" aria-labelledby="leasing-manager-buildings-title">
      <h2 id="leasing-manager-buildings-title">Buildings</h2>
      {buildings.length === 0 ? (
        <p className="text-muted">No buildings yet.</p>
      ) : (
        <ul className="leasing-manager-buildings__list">
          {buildings.map((b) => (
            <li key={b.id}>
              <a href={b.path}>{b.address}</a>
              <span className="text-small text-muted">
                {" "}
                {b.city}, {b.state.toUpperCase()}
              </span>
              <button
                type="button"
                className="btn btn--small"
                disabled={saving}
                onClick={() => void change(b, false)}
              >
                Remove<span className="visually-hidden"> {b.address}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {buildings.length >= LEASING_MANAGER_BUILDINGS_MAX ? (
        <p className="text-small">
          {LEASING_MANAGER_BUILDINGS_MAX} buildings is the most one leasing manager has. Remove one to add
          another.
        </p>
      ) : (
        <AdminSearchForm
          id="leasing-manager-building-search"
          label="Add a building: search by address"
          value={typed}
          onChange={setTyped}
          onSubmit={onFind}
          button="Find"
        />
      )}
      {found.loading ? <p role="status">Searching…</p> : null}
      {found.error ? (
        <FormNotice tone="error">The buildings could not be searched. Please try again.</FormNotice>
      ) : null}
      {asked && found.data && !found.loading ? (
        choices.length === 0 ? (
          <p role="status">No building matches “{asked}”.</p>
        ) : (
          <ul className="leasing-manager-buildings__list" aria-label="Buildings found">
            {choices.map((b) => (
              <li key={b.id}>
                <span>
                  {b.address}
                  {b.propertyName ? ` (${b.propertyName})` : ""}
                </span>
                <span className="text-small text-muted">
                  {" "}
                  {b.city}, {b.state.toUpperCase()}
                </span>
                {linked.has(b.id) ? (
                  <span className="text-small">Added</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={saving}
                    onClick={() => void change(b, true)}
                  >
                    Add<span className="visually-hidden"> {b.address}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
