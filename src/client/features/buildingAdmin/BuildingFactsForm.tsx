import { useApolloClient } from "@apollo/client/react";
import {
  BUILDING_ADMIN_FIELDS,
  type BuildingAdminField,
  CMS_CONTENT_MAX,
  DESCRIPTION_MAX,
  fieldProblem,
  textOf,
  valueOfText,
} from "../../../common/listingFields/fieldRules";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { Form } from "../../ui/form/Form";
import { SelectField } from "../../ui/form/SelectField";
import { type FormRules, useForm } from "../../ui/form/useForm";
import { TextAreaField } from "../../ui/TextAreaField";
import { TextField } from "../../ui/TextField";
import { SaveFailedError, saveDataUpdates } from "../listing/saveDataUpdates";
import { SAVED_MESSAGE, saveDepsFor } from "../listing/useSaveDataUpdates";
import { LocationPicker } from "./LocationPicker";

type Values = Record<BuildingAdminField, string>;
const FIELDS = Object.keys(BUILDING_ADMIN_FIELDS) as BuildingAdminField[];

export type BuildingFacts = { id: string; address: string } & Partial<Record<BuildingAdminField, unknown>>;

const YES_NO = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];
const CLASSES = ["A", "B", "C"].map((c) => ({ value: c, label: `Class ${c}` }));

/** The shared rule of each field (the server's importer runs the same ones). */
const RULES: FormRules<Values> = Object.fromEntries(
  FIELDS.map((f) => {
    const spec = BUILDING_ADMIN_FIELDS[f];
    return [f, (text: string) => fieldProblem(spec, valueOfText(spec, text))];
  }),
);

export const valuesOf = (b: BuildingFacts): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, textOf(b[f])])) as Values;

/** "lat: Enter a number from -90 to 90." — a job's error, as the field it names and its message. */
function fieldErrorOf(error: string): { field: string | null; message: string } {
  const match = /^([A-Za-z]+): (.*)$/.exec(error);
  return match && (FIELDS as string[]).includes(match[1])
    ? { field: match[1], message: match[2] }
    : { field: null, message: error };
}

/**
 * A building's facts, place and content, saved through the importer (userChangeBuilding), so each
 * change lands in its listings' history as the admin's. Only the changed fields are sent; a refused
 * save keeps what was typed and puts each job error next to its field.
 */
export function BuildingFactsForm({
  building,
  neighborhoods,
  onSaved,
}: {
  building: BuildingFacts;
  neighborhoods: readonly { id: string; name: string }[];
  onSaved: () => Promise<unknown>;
}) {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const saved = valuesOf(building);
  const form = useForm<Values>({
    initialValues: saved,
    rules: RULES,
    onSubmit: async (values, api) => {
      const fields = Object.fromEntries(
        FIELDS.filter((f) => values[f] !== saved[f]).map((f) => [f, values[f]]),
      );
      if (Object.keys(fields).length === 0) {
        api.setFormError("Nothing to save: no field has changed.");
        return;
      }
      api.setFormError(null);
      try {
        await saveDataUpdates(
          [{ __typename: "Building", id: building.id, listingId: "", fields }],
          saveDepsFor(client),
        );
        await onSaved();
        dispatch(showToast({ contents: SAVED_MESSAGE }));
      } catch (error) {
        const problems = error instanceof SaveFailedError ? error.problems : [];
        const left = api.showServerErrors(problems.map(fieldErrorOf));
        api.setFormError(
          left.length > 0
            ? left.map((e) => e.message).join(" ")
            : problems.length > 0
              ? "The changes were not saved: fix the fields marked below."
              : "The changes could not be saved. Please try again.",
        );
      }
    },
  });
  const text = (
    name: BuildingAdminField,
    label: string,
    extra: { inputMode?: "numeric" | "decimal" } = {},
  ) => <TextField {...form.field(name)} label={label} autoComplete="off" optional {...extra} />;
  const yesNo = (name: BuildingAdminField, label: string) => (
    <SelectField {...form.field(name)} label={label} options={YES_NO} emptyLabel="Unknown" />
  );

  return (
    <Form form={form} className="building-facts" aria-labelledby="building-facts-title">
      <h2 id="building-facts-title">Facts</h2>
      <div className="building-facts__grid">
        {text("propertyName", "Property name")}
        {text("yearBuilt", "Year built", { inputMode: "numeric" })}
        {text("floors", "Floors", { inputMode: "numeric" })}
        <SelectField
          {...form.field("classification")}
          label="Building class"
          options={CLASSES}
          emptyLabel="Unknown"
        />
        {yesNo("hasAttendedLobby", "Attended lobby")}
        {yesNo("hasTurnstile", "Turnstile")}
        {yesNo("hasRoundTheClockAccess", "24/7 access")}
        <SelectField
          {...form.field("neighborhoodId")}
          label="Neighbourhood"
          options={neighborhoods.map((n) => ({ value: n.id, label: n.name }))}
          emptyLabel="None"
        />
      </div>

      <fieldset className="building-facts__place">
        <legend>Where it is</legend>
        <p className="text-small text-muted">
          Click the map to place the pin, drag it, or type the coordinates. Its listings move with it.
        </p>
        <LocationPicker
          lat={form.values.lat}
          lng={form.values.lng}
          label={building.address}
          onPick={(lat, lng) => {
            form.setValue("lat", lat);
            form.setValue("lng", lng);
          }}
        />
        <div className="building-facts__grid">
          {text("lat", "Latitude", { inputMode: "decimal" })}
          {text("lng", "Longitude", { inputMode: "decimal" })}
        </div>
      </fieldset>

      <TextAreaField
        {...form.field("description")}
        label="Description"
        optional
        rows={4}
        maxLength={DESCRIPTION_MAX}
      />
      <TextAreaField
        {...form.field("cmsContent")}
        label="Building page content (Markdown)"
        hint="Shown on the public building page. Headings with ##, lists with -, links as [text](https://…)."
        optional
        rows={8}
        maxLength={CMS_CONTENT_MAX}
      />
      <TextAreaField
        {...form.field("privateDescription")}
        label="Private description (brokers only)"
        optional
        rows={3}
        maxLength={DESCRIPTION_MAX}
      />
      <div className="building-facts__actions">
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          {form.pending ? "Saving…" : "Save facts"}
        </button>
        <button type="button" className="btn" disabled={form.pending} onClick={() => form.reset(saved)}>
          Undo changes
        </button>
      </div>
    </Form>
  );
}
