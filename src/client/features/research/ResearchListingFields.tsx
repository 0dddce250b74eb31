import {
  LEASE_TERM_LABELS,
  LEASE_TERMS,
  LEASE_TYPE_LABELS,
  LEASE_TYPES,
  LISTING_STATUSES,
} from "../../../common/enums";
import { DESCRIPTION_MAX } from "../../../common/listingEdits/editRules";
import { RESEARCH_LISTING_FIELDS } from "../../../common/research/researchRules";
import { SelectField } from "../../ui/form/SelectField";
import type { FormApi, FormRules } from "../../ui/form/useForm";
import { TextAreaField } from "../../ui/TextAreaField";
import { TextField } from "../../ui/TextField";
import { type ListingFormValues, listingFieldProblem } from "./listingEditValues";
import { statusLabel } from "./researchFormat";

/** Each field's rule is the importer's own (common/listingEdits/editRules.ts). */
export const LISTING_FORM_RULES: FormRules<ListingFormValues> = Object.fromEntries(
  RESEARCH_LISTING_FIELDS.map((field) => [field, (value: string) => listingFieldProblem(field, value)]),
);
const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const LEASE_TYPE_OPTIONS = LEASE_TYPES.map((value) => ({ value, label: LEASE_TYPE_LABELS[value] }));
const LEASE_TERM_OPTIONS = LEASE_TERMS.map((value) => ({ value, label: LEASE_TERM_LABELS[value] }));

/**
 * The research team's listing facts (public ones only), as the listing editor and the availability
 * page's "Add a listing" show them.
 */
export function ResearchListingFields({ form }: { form: FormApi<ListingFormValues> }) {
  return (
    <>
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
    </>
  );
}
