import {
  LEASE_TERM_LABELS,
  LEASE_TERMS,
  LEASE_TYPE_LABELS,
  LEASE_TYPES,
  LISTING_STATUSES,
  PRICE_UNIT_LABELS,
  PRICE_UNITS,
} from "../../../common/enums";
import { DESCRIPTION_MAX } from "../../../common/listingFields/fieldRules";
import { PRICE_PAIRS } from "../../../common/listingFields/listingPrices";
import { RESEARCH_LISTING_FIELDS } from "../../../common/research/researchRules";
import { SelectField } from "../../ui/form/SelectField";
import type { FormApi, FormRules } from "../../ui/form/useForm";
import { TextAreaField } from "../../ui/TextAreaField";
import { TextField } from "../../ui/TextField";
import { derivedField, derivedHint } from "../listing/derivedPrice";
import { type ListingFormValues, listingFieldProblem, typedPrices } from "./listingEditValues";
import { statusLabel } from "./researchFormat";

/** Each field's rule is the importer's own (common/listingFields/fieldRules.ts). */
export const LISTING_FORM_RULES: FormRules<ListingFormValues> = Object.fromEntries(
  RESEARCH_LISTING_FIELDS.map((field) => [field, (value: string) => listingFieldProblem(field, value)]),
);
const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const LEASE_TYPE_OPTIONS = LEASE_TYPES.map((value) => ({ value, label: LEASE_TYPE_LABELS[value] }));
const LEASE_TERM_OPTIONS = LEASE_TERMS.map((value) => ({ value, label: LEASE_TERM_LABELS[value] }));
const PRICE_MODEL_OPTIONS = PRICE_UNITS.map((value) => ({ value, label: PRICE_UNIT_LABELS[value] }));
/** The research editor's price pair: the asking rent (the estimate is the brokers'). */
const ASKING = PRICE_PAIRS[0];

/**
 * The research team's listing facts (public ones only), as the listing editor and the availability
 * page's "Add a listing" show them. `saved` is the listing as stored (a new one's defaults). The rent
 * is one input, the price model's figure, with the other derived live under it (issue 25): the
 * derived one is never sent, the server derives it the same way.
 */
export function ResearchListingFields({
  form,
  saved,
}: {
  form: FormApi<ListingFormValues>;
  saved: ListingFormValues;
}) {
  const live = typedPrices(saved, form.values);
  const [source, derived] =
    derivedField(ASKING, live.model) === "accuratePsf"
      ? (["accurateMonthlyPrice", "accuratePsf"] as const)
      : (["accuratePsf", "accurateMonthlyPrice"] as const);
  const sourceBinding = form.field(source);
  // Typing the price model's figure replaces an edit of the other one (made before the model changed).
  const onSourceChange = (value: string) => {
    if (form.values[derived] !== saved[derived]) form.setValue(derived, saved[derived]);
    sourceBinding.onChange(value);
  };
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
        <SelectField
          {...form.field("priceModel")}
          label="Price shown"
          options={PRICE_MODEL_OPTIONS}
          required
        />
        <TextField
          {...sourceBinding}
          onChange={onSourceChange}
          label={source === "accuratePsf" ? "Price per SF (yearly, $)" : "Monthly price ($)"}
          autoComplete="off"
          inputMode="decimal"
          maxLength={source === "accuratePsf" ? 12 : 16}
          hint={derivedHint(ASKING, live)}
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
