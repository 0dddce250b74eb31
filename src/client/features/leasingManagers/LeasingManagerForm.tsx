import { formatPhone } from "../../../common/format/phone";
import {
  LEASING_MANAGER_COMPANY_MAX,
  LEASING_MANAGER_RULES,
  type LeasingManagerValues,
} from "../../../common/leasingManagers/leasingManagerRules";
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from "../../../common/validation/rules";
import { Form } from "../../ui/form/Form";
import { SelectField } from "../../ui/form/SelectField";
import { type ServerFieldError, useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";

export const EMPTY_LEASING_MANAGER: LeasingManagerValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  companyName: "",
  marketId: "",
};

/** What a save answers: the saved manager's id, or the server's refusal (kept beside its field). */
export type LeasingManagerSaveAnswer = { id: string } | { error: ServerFieldError };

/**
 * A leasing manager's name, e-mail, phone, company and market, on the form kit with the rules the
 * server's input runs. A refused save keeps what was typed, with the reason beside its field.
 */
export function LeasingManagerForm({
  initialValues,
  markets,
  submitLabel,
  onSave,
}: {
  initialValues: LeasingManagerValues;
  markets: readonly { id: string; name: string }[];
  submitLabel: string;
  onSave: (values: LeasingManagerValues) => Promise<LeasingManagerSaveAnswer>;
}) {
  const form = useForm<LeasingManagerValues>({
    initialValues,
    rules: LEASING_MANAGER_RULES,
    onSubmit: async (values, api) => {
      api.setFormError(null);
      try {
        const answer = await onSave(values);
        if ("error" in answer) {
          const left = api.showServerErrors([answer.error]);
          if (left.length > 0) api.setFormError(left[0].message);
        }
      } catch {
        api.setFormError("The leasing manager could not be saved. Please try again.");
      }
    },
  });
  const phone = form.field("phone");
  return (
    <Form form={form} className="leasing-manager-form" aria-label="Leasing manager">
      <div className="leasing-manager-form__grid">
        <TextField
          {...form.field("firstName")}
          label="First name"
          autoComplete="off"
          required
          maxLength={100}
        />
        <TextField
          {...form.field("lastName")}
          label="Last name"
          autoComplete="off"
          required
          maxLength={100}
        />
        <TextField
          {...form.field("email")}
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          maxLength={EMAIL_MAX_LENGTH}
        />
        <TextField
          {...phone}
          // A North American number reads (212) 555-0142 as soon as it is complete.
          onChange={(value) =>
            phone.onChange(value.replace(/\D/g, "").length >= 10 ? formatPhone(value) : value)
          }
          label="Phone"
          type="tel"
          autoComplete="off"
          optional
          maxLength={PHONE_MAX_LENGTH}
        />
        <TextField
          {...form.field("companyName")}
          label="Company"
          autoComplete="off"
          optional
          maxLength={LEASING_MANAGER_COMPANY_MAX}
        />
        <SelectField
          {...form.field("marketId")}
          label="Market"
          options={markets.map((m) => ({ value: m.id, label: m.name }))}
          emptyLabel="No market"
          optional
        />
      </div>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? "Saving…" : submitLabel}
      </button>
    </Form>
  );
}
