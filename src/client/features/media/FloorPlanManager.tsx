import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { DeleteFloorPlanMutationDocument } from "../../gql/documents/photoMutations";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormNotice } from "../../ui/FormNotice";
import { PhotoUploadForm } from "./PhotoUploadForm";

type Plan = { id: string; url: string; alt: string };

/** A listing's floor plans for its editors: add one (same checks as photos), delete one. */
export function FloorPlanManager(props: {
  listingId: string;
  plans: Plan[];
  onChanged: (done: string) => Promise<void>;
}) {
  const [remove, { loading }] = useMutation(DeleteFloorPlanMutationDocument);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <section className="photo-manager" aria-labelledby="floor-plan-manager-title">
      <h3 id="floor-plan-manager-title">Floor plans</h3>
      {props.plans.length === 0 ? <p className="text-muted">No floor plans yet.</p> : null}
      <ol className="photo-manager__list">
        {props.plans.map((plan, index) => (
          <li key={plan.id} className="photo-manager__item">
            <img src={plan.url} alt={plan.alt} width={96} height={64} loading="lazy" />
            <span>Floor plan {index + 1}</span>
            <div className="photo-manager__actions">
              <button
                type="button"
                className="btn btn--small btn--danger"
                onClick={() => setConfirming(plan.id)}
              >
                Delete<span className="visually-hidden">: floor plan {index + 1}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
      <PhotoUploadForm
        what="floor plan"
        target={`/media/listings/${props.listingId}/floor-plans`}
        onUploaded={() => props.onChanged("Floor plan uploaded.")}
      />
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Delete this floor plan?"
        message="The floor plan and its files are removed for good."
        confirmLabel="Delete floor plan"
        busy={loading}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          setProblem(null);
          try {
            if (confirming) await remove({ variables: { floorPlanId: confirming } });
            await props.onChanged("Floor plan deleted.");
          } catch {
            setProblem("The floor plan was not deleted. Please try again.");
          }
          setConfirming(null);
        }}
      />
    </section>
  );
}
