import { useMutation, useQuery } from "@apollo/client/react";
import { pathFor } from "../../../common/routes/matchRoute";
import { showToast } from "../../layout/toastSlice";
import { Link, useNavigate } from "../../system/router/router";
import type { ScreenProps } from "../../system/screenProps";
import { useAppDispatch } from "../../system/store/hooks";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { changedListingFields, type ListingFormValues, listingFormValues } from "./listingEditValues";
import { LISTING_FORM_RULES, ResearchListingFields } from "./ResearchListingFields";
import { LoadProblem, ResearchShell, researchOnly } from "./ResearchShell";
import {
  ResearchChangeListingMutation,
  type ResearchListing,
  ResearchListingQuery,
} from "./researchOperations";
import { availabilityPath, contactPath } from "./researchPaths";
import { useImporterSave } from "./useImporterSave";

/**
 * The research listing editor (its own access check: research team and admins, listing
 * editAvailability, on the route and on the server). Saves the changed fields through
 * userChangeListing: an importer job, history source "research-team".
 */
function ListingEditScreen({ params }: ScreenProps) {
  const contactId = params.buildingContactId ?? "";
  const buildingId = params.buildingId ?? "";
  const listingId = params.listingId ?? "";
  const { data, loading, error, refetch } = useQuery(ResearchListingQuery, {
    variables: { contactId, listingId },
  });
  const contact = data?.researchContact;
  const listing = data?.researchListing;
  const inBuilding = listing && listing.building.id === buildingId ? listing : null;
  const back = availabilityPath(contactId, buildingId);
  const crumbs = [
    { label: "Building contacts", to: pathFor("researchContacts") },
    ...(contact ? [{ label: contact.displayName, to: contactPath(contactId) }] : []),
    { label: listing?.address ?? "Building", to: back },
    { label: listing?.floorAndSuite || "Listing" },
  ];
  return (
    <ResearchShell
      title={inBuilding ? `Edit ${inBuilding.address}, ${inBuilding.floorAndSuite}` : "Edit listing"}
      crumbs={crumbs}
    >
      {loading && !data ? <p role="status">Loading the listing…</p> : null}
      {error ? <LoadProblem what="The listing" retry={() => void refetch()} /> : null}
      {data && !inBuilding ? <p role="status">This listing is not one of this building's listings.</p> : null}
      {inBuilding ? <ListingForm key={inBuilding.id} listing={inBuilding} back={back} /> : null}
    </ResearchShell>
  );
}

function ListingForm({ listing, back }: { listing: ResearchListing; back: string }) {
  const [change] = useMutation(ResearchChangeListingMutation);
  const save = useImporterSave();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const saved = listingFormValues(listing);
  const form = useForm<ListingFormValues>({
    initialValues: saved,
    rules: LISTING_FORM_RULES,
    onSubmit: async (values, api) => {
      const changes = changedListingFields(saved, values);
      if (Object.keys(changes).length === 0) {
        api.setFormError("Nothing to save: no field was changed.");
        return;
      }
      const outcome = await save(async () => {
        const { data } = await change({ variables: { listingId: listing.id, changes } });
        return data?.userChangeListing.importerJobId;
      });
      if (!outcome.ok) {
        api.setFormError(outcome.problems.join(" "));
        return;
      }
      dispatch(showToast({ contents: "Changes saved!" }));
      navigate(back);
    },
  });
  return (
    <Form form={form} className="research__form" aria-label="Listing">
      <ResearchListingFields form={form} saved={saved} />
      <div className="research__form-actions">
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          {form.pending ? "Saving…" : "Save listing"}
        </button>
        <Link to={back} className="btn">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

export const ListingEditPage = researchOnly(ListingEditScreen);
