import { fieldProblem, textOf, valueOfText } from "../../../common/listingFields/fieldRules";
import { useAppDispatch, useAppSelector } from "../../system/store/hooks";
import { SelectField } from "../../ui/form/SelectField";
import { TextAreaField } from "../../ui/TextAreaField";
import { TextField } from "../../ui/TextField";
import type { EditFieldDef } from "./brokerEditFields";
import {
  type DataUpdate,
  type EditValue,
  recordKey,
  revertField,
  selectDataUpdates,
  updateData,
} from "./dataUpdatesSlice";
import { SPECS_BY_TYPE } from "./saveDataUpdates";

export type RecordRef = Omit<DataUpdate, "fields" | "remove">;

const YES_NO = [
  { value: "true", label: "Yes" },
  { value: "false", label: "No" },
];

/**
 * One field of a record, edited in place: it shows the pending edit when there is one, else the
 * saved value; typing puts the text in the dataUpdates store, and typing the saved value back
 * takes the edit out. The shared rule's message shows as soon as the text breaks it.
 */
export function EditableField({
  record,
  def,
  saved,
  clears,
}: {
  record: RecordRef;
  def: EditFieldDef;
  saved: unknown;
  /** A field whose pending edit an edit here replaces (the other figure of a price, issue 25). */
  clears?: string;
}) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((s) => selectDataUpdates(s).records[recordKey(record)]?.fields[def.field]);
  const savedText = textOf(saved);
  const text = pending === undefined ? savedText : String(pending);
  const spec = SPECS_BY_TYPE[record.__typename][def.field];
  const error = pending === undefined || !spec ? null : fieldProblem(spec, valueOfText(spec, pending));
  const name = `${record.__typename}-${record.id}-${def.field}`;

  const onChange = (value: EditValue) => {
    if (clears) dispatch(revertField({ __typename: record.__typename, id: record.id, field: clears }));
    if (String(value) === savedText)
      dispatch(revertField({ __typename: record.__typename, id: record.id, field: def.field }));
    else dispatch(updateData({ ...record, fields: { [def.field]: value } }));
  };
  const common = { label: def.label, name, value: text, onChange, error, hint: def.hint };

  switch (def.control) {
    case "select":
      return (
        <SelectField {...common} options={def.options} emptyLabel={def.required ? undefined : "Not set"} />
      );
    case "yesno":
      return <SelectField {...common} options={YES_NO} emptyLabel="Unknown" />;
    case "textarea":
      return <TextAreaField {...common} rows={3} />;
    case "date":
      return <TextField {...common} type="date" autoComplete="off" />;
    case "number":
    case "money":
      return (
        <TextField
          {...common}
          autoComplete="off"
          inputMode={def.control === "money" ? "decimal" : "numeric"}
        />
      );
    default:
      return <TextField {...common} autoComplete="off" />;
  }
}
