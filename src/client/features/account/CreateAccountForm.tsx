import { useMutation } from "@apollo/client/react";
import { type FormEvent, useRef, useState } from "react";
import { normalizeEmail } from "../../../common/format/email";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { TextField } from "../../ui/TextField";
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid";
import { ACCOUNT_CREATED, type AccountError, answerOf } from "./accountErrors";
import {
  collectErrors,
  emailProblem,
  type FieldErrors,
  hasErrors,
  newPasswordProblem,
  PASSWORD_RULES,
  phoneProblem,
  requiredProblem,
} from "./accountValidation";
import { CreateAccountMutation } from "./createAccountMutation";
import type { CurrentUser } from "./currentUserTypes";
import { useStartSession } from "./useStartSession";

export type CreateAccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
  phone: string;
};

type Field = keyof CreateAccountValues;

const FIELDS: readonly Field[] = ["firstName", "lastName", "email", "password", "companyName", "phone"];

export const CREATE_ACCOUNT_FAILURE = "We couldn't create your account right now. Please try again later.";

export type CreateAccountFormProps = {
  /** The address already has an account: the caller offers sign-in instead. */
  onEmailTaken: (email: string) => void;
  /** Called once the account exists and is signed in. */
  onSuccess?: (user: CurrentUser) => void;
  /** Values gathered earlier (the onboarding profile), so nobody types them twice. */
  initialValues?: Partial<Omit<CreateAccountValues, "password">>;
  cityOfInterest?: string | null;
  submitLabel?: string;
  /** Focus the first field when the form opens inside the Modal. */
  autoFocusInModal?: boolean;
};

function validate(values: CreateAccountValues): FieldErrors<Field> {
  return collectErrors<Field>({
    firstName: requiredProblem(values.firstName, "Enter your first name."),
    lastName: requiredProblem(values.lastName, "Enter your last name."),
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
    companyName: null,
    phone: phoneProblem(values.phone),
  });
}

const blankToNull = (value: string) => value.trim() || null;

/** Sign-up: used by the sign-in modal now and by the onboarding results step later. */
export function CreateAccountForm({
  onEmailTaken,
  onSuccess,
  initialValues,
  cityOfInterest = null,
  submitLabel = "Create Account",
  autoFocusInModal = false,
}: CreateAccountFormProps) {
  const [values, setValues] = useState<CreateAccountValues>({
    firstName: initialValues?.firstName ?? "",
    lastName: initialValues?.lastName ?? "",
    email: initialValues?.email ?? "",
    password: "",
    companyName: initialValues?.companyName ?? "",
    phone: initialValues?.phone ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [createAccount, { loading }] = useMutation(CreateAccountMutation);
  const startSession = useStartSession();
  const dispatch = useAppDispatch();
  useFocusFirstInvalid(formRef, attempt);

  function set(field: Field) {
    return (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    };
  }

  function refuse(error: AccountError | null) {
    const field = error?.field as Field | null | undefined;
    if (error && field && FIELDS.includes(field)) {
      setErrors({ [field]: error.message });
      setAttempt((n) => n + 1);
    } else {
      setFormError(error?.message || CREATE_ACCOUNT_FAILURE);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      setAttempt((n) => n + 1);
      return;
    }
    const email = normalizeEmail(values.email);
    let result: { user: CurrentUser | null; error: AccountError | null };
    try {
      const { data } = await createAccount({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email,
            password: values.password,
            companyName: blankToNull(values.companyName),
            phone: blankToNull(values.phone),
            cityOfInterest,
          },
        },
      });
      result = answerOf(data, "createAccount").createAccount;
    } catch (err) {
      console.error("createAccount failed", err);
      setFormError(CREATE_ACCOUNT_FAILURE);
      return;
    }
    if (result.error?.code === "EMAIL_TAKEN") {
      onEmailTaken(email);
      return;
    }
    if (!result.user) {
      refuse(result.error);
      return;
    }
    await startSession(result.user);
    dispatch(showToast({ contents: ACCOUNT_CREATED }));
    onSuccess?.(result.user);
  }

  return (
    <form ref={formRef} className="account-form" onSubmit={submit} noValidate aria-busy={loading}>
      {formError ? <FormNotice tone="error">{formError}</FormNotice> : null}
      <div className="account-form__row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          autoFocusInModal={autoFocusInModal}
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
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={set("email")}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULES}
        value={values.password}
        error={errors.password}
        onChange={set("password")}
      />
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
      <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
        {loading ? "Creating your account…" : submitLabel}
      </button>
    </form>
  );
}
