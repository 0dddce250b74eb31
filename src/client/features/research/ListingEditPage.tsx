import { useMutation, useQuery } from "@apollo/client/react";
import {
  LEASE_TERM_LABELS,
  LEASE_TERMS,
  LEASE_TYPE_LABELS,
  LEASE_TYPES,
  LISTING_STATUSES,
} from "../../../common/enums";
import { DESCRIPTION_MAX } from "../../../common/listingEdits/editRules";
import { RESEARCH_LISTING_FIELDS } from "../../../common/research/researchRules";
import { pathFor } from "../../../common/routes/matchRoute";
import { showToast } from "../../layout/toastSlice";
import type { ScreenProps } from "../../screens";
import { Link, useNavigate } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { Form } from "../../ui/form/Form";
import { SelectField } from "../../ui/form/SelectField";
import { type FormRules, useForm } from "../../ui/form/useForm";
import { TextAreaField } from "../../ui/TextAreaField";
import { TextField } from "../../ui/TextField";
import {
  changedListingFields,
  type ListingFormValues,
  listingFieldProblem,
  listingFormValues,
} from "./listingEditValues";
import { LoadProblem, ResearchShell, researchOnly } from "./ResearchShell";
import { statusLabel } from "./researchFormat";
import {
  ResearchChangeListingMutation,
  type ResearchListing,
  ResearchListingQuery,
} from "./researchOperations";
import { availabilityPath, contactPath } from "./researchPaths";
import { useImporterSave } from "./useImporterSave";

const RULES: FormRules<ListingFormValues> = Object.fromEntries(
  RESEARCH_LISTING_FIELDS.map((field) => [field, (value: string) => listingFieldProblem(field, value)]),
);
const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const LEASE_TYPE_OPTIONS = LEASE_TYPES.map((value) => ({ value, label: LEASE_TYPE_LABELS[value] }));
const LEASE_TERM_OPTIONS = LEASE_TERMS.map((value) => ({ value, label: LEASE_TERM_LABELS[value] }));

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
    rules: RULES,
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
      <div className="research__fields">
        <SelectField {...form.field("status")} label="Status" options={STATUS_OPTIONS} required />
        <TextField
          {...form.field("floorAndSuite")}
          label="Floor and suite"
          autoComplete="off"
          maxLength={100}
          required
        />
        <TextField
          {...form.field("squareFeet")}
          label="Size (SF)"
          autoComplete="off"
          inputMode="numeric"
          maxLength={12}
          required
        />
        <TextField
          {...form.field("maxOccupancy")}
          label="Maximum occupancy"
          autoComplete="off"
          inputMode="numeric"
          maxLength={7}
          optional
        />
        <TextField
          {...form.field("accuratePsf")}
          label="Price per SF (yearly, $)"
          autoComplete="off"
          inputMode="decimal"
          maxLength={12}
          optional
        />
        <TextField
          {...form.field("accurateMonthlyPrice")}
          label="Monthly price ($)"
          autoComplete="off"
          inputMode="decimal"
          maxLength={16}
          optional
        />
        <TextField
          {...form.field("dateAvailable")}
          label="Date available"
          type="date"
          autoComplete="off"
          hint="Leave empty when it is available immediately."
          optional
        />
        <SelectField {...form.field("leaseType")} label="Lease type" options={LEASE_TYPE_OPTIONS} required />
        <SelectField
          {...form.field("leaseTerm")}
          label="Lease term"
          options={LEASE_TERM_OPTIONS}
          emptyLabel="Not known"
          optional
        />
      </div>
      <TextAreaField
        {...form.field("description")}
        label="Description"
        rows={6}
        maxLength={DESCRIPTION_MAX}
        optional
      />
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
