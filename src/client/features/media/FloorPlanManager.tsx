import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import {
  DeleteFloorPlanMutationDocument,
  ReorderFloorPlansMutationDocument,
} from "../../gql/documents/photoMutations";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { PhotoUploadForm } from "./PhotoUploadForm";
import { useMediaChanges } from "./useMediaChanges";
import { useSavedOrder } from "./useSavedOrder";

type Plan = { id: string; url: string; alt: string };

/**
 * A listing's floor plans for its editors: add one (same checks as photos), put them in order with
 * Move up / Move down (the order the listing page shows), delete one. Every change is announced in
 * a polite live region, as in the photo list.
 */
export function FloorPlanManager(props: {
  listingId: string;
  plans: readonly Plan[];
  /** Re-reads the floor plans. */
  onChanged: () => Promise<void>;
}) {
  const [remove, { loading }] = useMutation(DeleteFloorPlanMutationDocument);
  const [reorder] = useMutation(ReorderFloorPlansMutationDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { run, changed, status } = useMediaChanges(props.onChanged);

  const { shown, moveButtons, listRef } = useSavedOrder(props.plans, (floorPlanIds, from, to) =>
    run(
      () => reorder({ variables: { listingId: props.listingId, floorPlanIds } }),
      `Moved floor plan ${from + 1} to position ${to + 1} of ${floorPlanIds.length}.`,
      "The new order was not saved. Please try again.",
    ),
  );

  return (
    <section className="photo-manager" aria-labelledby="floor-plan-manager-title">
      <h3 id="floor-plan-manager-title">Floor plans</h3>
      {shown.length === 0 ? <p className="text-muted">No floor plans yet.</p> : null}
      <ol ref={listRef} className="photo-manager__list">
        {shown.map((plan, index) => {
          const name = `floor plan ${index + 1}`;
          return (
            <li key={plan.id} data-row={plan.id} className="photo-manager__item">
              <img src={plan.url} alt={plan.alt} width={96} height={64} loading="lazy" />
              <span>Floor plan {index + 1}</span>
              <div className="photo-manager__actions">
                {moveButtons(index, name)}
                <button
                  type="button"
                  className="btn btn--small btn--danger"
                  onClick={() => setConfirming(plan.id)}
                >
                  Delete<span className="visually-hidden">: {name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {status}
      <PhotoUploadForm
        what="floor plan"
        target={`/media/listings/${props.listingId}/floor-plans`}
        onUploaded={() => changed("Floor plan uploaded.")}
      />
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Delete this floor plan?"
        message="The floor plan and its files are removed for good."
        confirmLabel="Delete floor plan"
        busy={loading}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          const floorPlanId = confirming;
          if (floorPlanId) {
            await run(
              () => remove({ variables: { floorPlanId } }),
              "Floor plan deleted.",
              "The floor plan was not deleted. Please try again.",
            );
          }
          setConfirming(null);
        }}
      />
    </section>
  );
}
