import { useMutation } from "@apollo/client/react";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { type ListingFormValues, NEW_LISTING_VALUES, newListingFields } from "./listingEditValues";
import { LISTING_FORM_RULES, ResearchListingFields } from "./ResearchListingFields";
import { ResearchAddListingMutation } from "./researchOperations";
import { problemsByField, useImporterSave } from "./useImporterSave";

export const ADD_LISTING_ID = "add-listing";

/**
 * "Add a listing" on the availability page: researchAddListing's importer job, polled until it
 * ends. On SUCCESS the page reads its listings again and the form empties; otherwise what was typed
 * stays, each refused field shows the job's words next to it and the rest (a DUPLICATE's reason,
 * a DEAD job) shows above the fields.
 */
export function AddListingForm({
  contactId,
  buildingId,
  onAdded,
}: {
  contactId: string;
  buildingId: string;
  onAdded: () => Promise<unknown>;
}) {
  const [addListing] = useMutation(ResearchAddListingMutation);
  const save = useImporterSave();
  const dispatch = useAppDispatch();
  const form = useForm<ListingFormValues>({
    initialValues: NEW_LISTING_VALUES,
    rules: LISTING_FORM_RULES,
    onSubmit: async (values, api) => {
      const outcome = await save(async () => {
        const { data } = await addListing({
          variables: { contactId, buildingId, fields: newListingFields(values) },
        });
        return data?.researchAddListing.importerJobId;
      });
      if (!outcome.ok) {
        const unplaced = api.showServerErrors(problemsByField(outcome.problems));
        api.setFormError(
          unplaced.length > 0
            ? unplaced.map((p) => p.text).join(" ")
            : "The listing was not added: see the marked fields.",
        );
        return;
      }
      await onAdded();
      api.reset();
      dispatch(showToast({ contents: `${values.floorAndSuite.trim()} was added.` }));
    },
  });
  const headingId = `${ADD_LISTING_ID}-heading`;
  return (
    <section id={ADD_LISTING_ID} aria-labelledby={headingId} className="research__add">
      <h2 id={headingId}>Add a listing</h2>
      <p className="research__count">
        A new listing is Vetting unless you choose another status: only Available listings are public.
      </p>
      <Form form={form} className="research__form" aria-labelledby={headingId}>
        <ResearchListingFields form={form} saved={NEW_LISTING_VALUES} />
        <div className="research__form-actions">
          {/* Not disabled while the job runs: the button keeps the keyboard's focus (the form ignores a second submit). */}
          <button type="submit" className="btn btn--primary" aria-disabled={form.pending}>
            {form.pending ? "Adding…" : "Add listing"}
          </button>
          <p role="status" className="research__progress">
            {form.pending ? "Adding the listing…" : ""}
          </p>
        </div>
      </Form>
    </section>
  );
}
