import { useRef } from "react";
import {
  LARGE_CONFERENCE_ROOM_SF,
  MEDIUM_CONFERENCE_ROOM_SF,
  SMALL_CONFERENCE_ROOM_SF,
  WORK_STYLE_LABELS,
  WORK_STYLES,
  type WorkStyle,
} from "../../../common/spaceCalculator";
import type { CountField, SpaceForm, SpaceFormErrors } from "../../../common/spaceCalculatorInput";
import { useAdoptDomValues } from "../../ui/form/adoptDomValues";
import { CheckboxField } from "../../ui/form/CheckboxField";
import { NumberField } from "../../ui/form/NumberField";
import { RadioGroupField } from "../../ui/form/RadioGroupField";

const WORK_STYLE_HINTS: Record<WorkStyle, string> = {
  OPEN_PLAN: "Bench desks in open rows; the fewest walls.",
  MIXED: "Roomier workstations, plus the private offices you list below.",
  PRIVATE_OFFICES: "Everyone has an office of their own.",
};

export type SpaceCalculatorFormProps = {
  form: SpaceForm;
  errors: SpaceFormErrors;
  onChange: (changes: Partial<SpaceForm>) => void;
};

function CountInput({
  field,
  label,
  hint,
  form,
  errors,
  onChange,
  disabled,
}: SpaceCalculatorFormProps & { field: CountField; label: string; hint?: string; disabled?: boolean }) {
  return (
    <NumberField
      className="space-form__count"
      label={label}
      name={field}
      value={form[field]}
      onChange={(value) => onChange({ [field]: value })}
      maxLength={6}
      hint={hint}
      error={errors[field]}
      disabled={disabled}
    />
  );
}

const WORK_STYLE_OPTIONS = WORK_STYLES.map((style) => ({
  value: style,
  label: WORK_STYLE_LABELS[style],
  hint: WORK_STYLE_HINTS[style],
}));

/**
 * Every input of the calculator; the page recomputes the result on each change. A server-rendered
 * page: what is typed before the scripts arrive is taken over when they do (useAdoptDomValues),
 * and an early Enter posts (issue 14 answers it without scripts) rather than a GET.
 */
export function SpaceCalculatorForm(props: SpaceCalculatorFormProps) {
  const { form, errors, onChange } = props;
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptDomValues(formRef, form, (typed) => onChange(typed as Partial<SpaceForm>));
  const everyoneHasOffice = form.workStyle === "PRIVATE_OFFICES";
  return (
    <form
      ref={formRef}
      method="post"
      action="/office-space-calculator"
      className="space-form stack--large"
      aria-label="Your team"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="space-form__row">
        <NumberField
          label="Headcount today"
          name="headcount"
          value={form.headcount}
          onChange={(headcount) => onChange({ headcount })}
          maxLength={7}
          required
          hint="People who will work from this office."
          error={errors.headcount}
        />
        <NumberField
          label="Growth over the lease term (%)"
          name="growthPercent"
          value={form.growthPercent}
          onChange={(growthPercent) => onChange({ growthPercent })}
          maxLength={4}
          hint="We plan seats for the team you expect at the end of the lease."
          error={errors.growthPercent}
        />
      </div>

      <RadioGroupField<WorkStyle>
        legend="Work style"
        name="workStyle"
        value={form.workStyle}
        onChange={(workStyle) => onChange({ workStyle })}
        options={WORK_STYLE_OPTIONS}
        hint="The style sets the desk size and how much room corridors take."
        classNames={{
          group: "space-form__fieldset",
          legend: "field__label",
          options: "space-form__styles",
          choice: "tool-choice",
          choiceLabel: "tool-choice__title",
        }}
      />

      <CountInput
        {...props}
        field="privateOffices"
        label="Private offices"
        hint={
          everyoneHasOffice
            ? "Not needed: with private offices, everyone gets one."
            : "For people who need a door: leaders, HR, finance."
        }
        disabled={everyoneHasOffice}
      />

      <fieldset className="space-form__fieldset">
        <legend className="field__label">Conference rooms</legend>
        <div className="space-form__rooms">
          <CountInput
            {...props}
            field="smallConferenceRooms"
            label="Small"
            hint={`4–6 people, ${SMALL_CONFERENCE_ROOM_SF} SF`}
          />
          <CountInput
            {...props}
            field="mediumConferenceRooms"
            label="Medium"
            hint={`8–12 people, ${MEDIUM_CONFERENCE_ROOM_SF} SF`}
          />
          <CountInput
            {...props}
            field="largeConferenceRooms"
            label="Large"
            hint={`14–20 people, ${LARGE_CONFERENCE_ROOM_SF} SF`}
          />
        </div>
      </fieldset>

      <CountInput {...props} field="phoneBooths" label="Phone booths" hint="One-person rooms for calls." />

      <fieldset className="space-form__fieldset">
        <legend className="field__label">Shared areas</legend>
        <div className="cluster">
          <CheckboxField
            label="Kitchen"
            name="kitchen"
            checked={form.kitchen}
            onChange={(kitchen) => onChange({ kitchen })}
          />
          <CheckboxField
            label="Reception"
            name="reception"
            checked={form.reception}
            onChange={(reception) => onChange({ reception })}
          />
        </div>
      </fieldset>
    </form>
  );
}
