import { useId } from "react";
import {
  LARGE_CONFERENCE_ROOM_SF,
  MEDIUM_CONFERENCE_ROOM_SF,
  SMALL_CONFERENCE_ROOM_SF,
  WORK_STYLE_LABELS,
  WORK_STYLES,
  type WorkStyle,
} from "../../../common/spaceCalculator";
import type { CountField, SpaceForm, SpaceFormErrors } from "../../../common/spaceCalculatorInput";
import { TextField } from "../../ui/TextField";

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
    <TextField
      className="space-form__count"
      label={label}
      name={field}
      value={form[field]}
      onChange={(value) => onChange({ [field]: value })}
      autoComplete="off"
      inputMode="numeric"
      maxLength={6}
      hint={hint}
      error={errors[field]}
      disabled={disabled}
    />
  );
}

/** Every input of the calculator; the page recomputes the result on each change. */
export function SpaceCalculatorForm(props: SpaceCalculatorFormProps) {
  const { form, errors, onChange } = props;
  const styleHintId = useId();
  const everyoneHasOffice = form.workStyle === "PRIVATE_OFFICES";
  return (
    <form
      className="space-form stack--large"
      aria-label="Your team"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="space-form__row">
        <TextField
          label="Headcount today"
          name="headcount"
          value={form.headcount}
          onChange={(headcount) => onChange({ headcount })}
          autoComplete="off"
          inputMode="numeric"
          maxLength={7}
          required
          hint="People who will work from this office."
          error={errors.headcount}
        />
        <TextField
          label="Growth over the lease term (%)"
          name="growthPercent"
          value={form.growthPercent}
          onChange={(growthPercent) => onChange({ growthPercent })}
          autoComplete="off"
          inputMode="numeric"
          maxLength={4}
          hint="We plan seats for the team you expect at the end of the lease."
          error={errors.growthPercent}
        />
      </div>

      <fieldset className="space-form__fieldset">
        <legend className="field__label">Work style</legend>
        <div className="space-form__styles" aria-describedby={styleHintId}>
          {WORK_STYLES.map((style) => (
            <label key={style} className="tool-choice">
              <input
                type="radio"
                name="workStyle"
                value={style}
                checked={form.workStyle === style}
                onChange={() => onChange({ workStyle: style })}
              />
              <span className="tool-choice__title">{WORK_STYLE_LABELS[style]}</span>
              <span className="tool-choice__hint">{WORK_STYLE_HINTS[style]}</span>
            </label>
          ))}
        </div>
        <p id={styleHintId} className="field__hint">
          The style sets the desk size and how much room corridors take.
        </p>
      </fieldset>

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
          <label className="tool-checkbox">
            <input
              type="checkbox"
              checked={form.kitchen}
              onChange={(e) => onChange({ kitchen: e.target.checked })}
            />
            Kitchen
          </label>
          <label className="tool-checkbox">
            <input
              type="checkbox"
              checked={form.reception}
              onChange={(e) => onChange({ reception: e.target.checked })}
            />
            Reception
          </label>
        </div>
      </fieldset>
    </form>
  );
}
