import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useMemo } from "react";
import { answerOf, CHANGES_SAVED } from "../../../common/account/accountErrors";
import { compareNames } from "../../../common/format/compareNames";
import { maxLength, personName, phone } from "../../../common/validation/rules";
import { MarketDirectoryQuery } from "../../layout/marketDirectoryQuery";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { Form } from "../../ui/form/Form";
import { SelectField } from "../../ui/form/SelectField";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
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

const RULES = {
  firstName: personName("Enter your first name."),
  lastName: personName("Enter your last name."),
  companyName: maxLength(200),
  phone,
  cityOfInterest: maxLength(100),
};

export function ProfileSettingsForm({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const [save] = useMutation(UpdateSettingsMutation);
  const { data } = useQuery(MarketDirectoryQuery);
  const headingId = useId();
  const form = useForm<Values>({
    initialValues: valuesOf(user),
    rules: RULES,
    onSubmit: async (values, api) => {
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
          showSettingsError<Field>(
            error,
            (e) => (e.field && e.field in values ? (e.field as Field) : null),
            (f, message) => api.showErrors({ [f]: message }),
            dispatch,
          );
          return;
        }
        dispatch(updateUser(saved));
        // The server stores the phone formatted; show it the way it was stored.
        api.reset(valuesOf(saved));
        dispatch(showToast({ contents: CHANGES_SAVED }));
      } catch (err) {
        showSaveFailure(dispatch, "updateSettings", err);
      }
    },
  });
  const city = form.values.cityOfInterest;

  const cityOptions = useMemo(() => {
    const names = new Set((data?.markets ?? []).map((m) => m.name));
    // A city chosen before the directory changed stays selectable rather than silently vanishing.
    if (city) names.add(city);
    return [...names].sort(compareNames).map((name) => ({ value: name, label: name }));
  }, [data, city]);

  return (
    <Form
      form={form}
      action="/settings"
      formName="profile"
      className="account-form settings-section"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="settings-section__title">
        Profile
      </h2>
      <div className="account-form__row">
        <TextField label="First name" autoComplete="given-name" required {...form.field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field("lastName")} />
      </div>
      <TextField label="Company" autoComplete="organization" optional {...form.field("companyName")} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        optional
        {...form.field("phone")}
      />
      <SelectField
        label="City of interest"
        emptyLabel="No preference"
        options={cityOptions}
        {...form.field("cityOfInterest")}
      />
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? "Saving…" : "Save profile"}
      </button>
    </Form>
  );
}
