import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import {
  MaintenanceSwitchQueryDocument,
  SetMaintenanceSwitchMutationDocument,
} from "../../gql/documents/maintenanceSwitchQuery";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { ConfirmDialog } from "../../ui/ConfirmDialog";

/**
 * The admin's maintenance switch (issue 13), on the user admin page: closing the site shows everyone
 * but admins the maintenance page within seconds on every app process; admins keep working.
 */
export function MaintenanceSwitchPanel() {
  const dispatch = useAppDispatch();
  const { data, loading, error } = useQuery(MaintenanceSwitchQueryDocument);
  const [flip, flipping] = useMutation(SetMaintenanceSwitchMutationDocument, {
    refetchQueries: [MaintenanceSwitchQueryDocument],
    awaitRefetchQueries: true,
  });
  const [asking, setAsking] = useState(false);
  const on = data?.maintenanceSwitch === true;

  async function set(next: boolean) {
    try {
      await flip({ variables: { on: next } });
      dispatch(
        showToast({
          contents: next
            ? "The site is closed for maintenance to everyone but admins."
            : "The site is open again.",
        }),
      );
    } catch {
      dispatch(showToast({ isError: true }));
    }
    setAsking(false);
  }

  return (
    <section className="maintenance-panel" aria-labelledby="maintenance-heading">
      <h2 id="maintenance-heading">Site maintenance</h2>
      {loading ? <p>Loading…</p> : null}
      {error ? <p role="alert">The switch could not be read.</p> : null}
      {data ? (
        <div className="maintenance-panel__row">
          <p>
            {on
              ? "Closed: visitors and users see the maintenance page; admins keep working."
              : "Open to everyone."}
          </p>
          {on ? (
            <button type="button" className="btn" disabled={flipping.loading} onClick={() => void set(false)}>
              Open the site
            </button>
          ) : (
            <button type="button" className="btn btn--danger-outline" onClick={() => setAsking(true)}>
              Close for maintenance
            </button>
          )}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={asking}
        title="Close the site for maintenance?"
        message="Within a few seconds every page answers visitors and users with the maintenance page. Admins keep working and can open it again here."
        confirmLabel="Close for maintenance"
        busy={flipping.loading}
        onConfirm={() => void set(true)}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
