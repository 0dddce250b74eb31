import { useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { MarketDirectoryQuery } from "../../layout/marketDirectoryQuery";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import { answerOf, CHANGES_SAVED } from "./accountErrors";
import {
  collectErrors,
  type FieldErrors,
  hasErrors,
  phoneProblem,
  requiredProblem,
} from "./accountValidation";
import type { CurrentUser } from "./currentUserTypes";
import { showSaveFailure, showSettingsError } from "./settingsErrors";
import { UpdateSettingsMutation } from "./updateSettingsMutation";
import { updateUser } from "./userSlice";

type Values = {
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  cityOfInterest: string;
};
type Field = keyof Values;
const FIELDS: readonly string[] = ["firstName", "lastName", "companyName", "phone", "cityOfInterest"];

function valuesOf(user: CurrentUser): Values {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: user.companyName ?? "",
    phone: user.phone ?? "",
    cityOfInterest: user.cityOfInterest ?? "",
  };
}

const blankToNull = (value: string) => value.trim() || null;

export function ProfileSettingsForm({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [save, { loading }] = useMutation(UpdateSettingsMutation);
  const { data } = useQuery(MarketDirectoryQuery);
  const headingId = useId();
  const cityId = useId();
  const cityErrorId = `${cityId}-error`;
  useFocusFirstInvalid(formRef, attempt);

  const cityNames = useMemo(() => {
    const names = new Set((data?.markets ?? []).map((m) => m.name));
    // A city chosen before the directory changed stays selectable rather than silently vanishing.
    if (values.cityOfInterest) names.add(values.cityOfInterest);
    return [...names].sort((a, b) => a.localeCompare(b, "en-US"));
  }, [data, values.cityOfInterest]);

  function set(field: Field) {
    return (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const found = collectErrors<Field>({
      firstName: requiredProblem(values.firstName, "Enter your first name."),
      lastName: requiredProblem(values.lastName, "Enter your last name."),
      companyName: null,
      phone: phoneProblem(values.phone),
      cityOfInterest: null,
    });
    setErrors(found);
    if (hasErrors(found)) {
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const { data: result } = await save({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            companyName: blankToNull(values.companyName),
            phone: blankToNull(values.phone),
            cityOfInterest: blankToNull(values.cityOfInterest),
          },
        },
      });
      const { user: saved, error } = answerOf(result, "updateSettings").updateSettings;
      if (!saved) {
        const field = showSettingsError<Field>(
          error,
          (e) => (e.field && FIELDS.includes(e.field) ? (e.field as Field) : null),
          (f, message) => setErrors({ [f]: message }),
          dispatch,
        );
        if (field) setAttempt((n) => n + 1);
        return;
      }
      dispatch(updateUser(saved));
      // The server stores the phone formatted; show it the way it was stored.
      setValues(valuesOf(saved));
      dispatch(showToast({ contents: CHANGES_SAVED }));
    } catch (err) {
      showSaveFailure(dispatch, "updateSettings", err);
    }
  }

  return (
    <form
      ref={formRef}
      className="account-form settings-section"
      onSubmit={submit}
      noValidate
      aria-busy={loading}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="settings-section__title">
        Profile
      </h2>
      <div className="account-form__row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={set("firstName")}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={errors.lastName}
          onChange={set("lastName")}
        />
      </div>
      <TextField
        label="Company"
        name="companyName"
        autoComplete="organization"
        optional
        value={values.companyName}
        error={errors.companyName}
        onChange={set("companyName")}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        optional
        value={values.phone}
        error={errors.phone}
        onChange={set("phone")}
      />
      <div className="field">
        <label className="field__label" htmlFor={cityId}>
          City of interest
        </label>
        <select
          id={cityId}
          name="cityOfInterest"
          className="input select"
          value={values.cityOfInterest}
          aria-invalid={errors.cityOfInterest ? true : undefined}
          aria-describedby={errors.cityOfInterest ? cityErrorId : undefined}
          onChange={(event) => set("cityOfInterest")(event.target.value)}
        >
          <option value="">No preference</option>
          {cityNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {errors.cityOfInterest ? (
          <p id={cityErrorId} className="field__error">
            {errors.cityOfInterest}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary" disabled={loading}>
        {loading ? "Saving…" : "Save profile"}
      </button>
    </form>
  );
}
