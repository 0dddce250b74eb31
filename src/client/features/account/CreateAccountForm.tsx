import { useMutation } from "@apollo/client/react";
import {
  ACCOUNT_CREATED,
  type AccountError,
  answerOf,
  CREATE_ACCOUNT_FAILURE,
} from "../../../common/account/accountErrors";
import { normalizeEmail } from "../../../common/format/email";
import { CREATE_ACCOUNT_RULES } from "../../../common/forms/createAccountRules";
import { PASSWORD_RULES } from "../../../common/validation/rules";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
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
  /**
   * Set where the page renders the form on the server (the sign-in page): the form's name and the
   * address it posts to without scripts, which the server answers (issue 14). Left out, the form is
   * only ever drawn by scripts (the modal, the results step).
   */
  postTo?: { name: string; action: string };
};

const blankToNull = (value: string) => value.trim() || null;

/** Sign-up: used by the sign-in modal now and by the onboarding results step later. */
export function CreateAccountForm({
  onEmailTaken,
  onSuccess,
  initialValues,
  cityOfInterest = null,
  submitLabel = "Create Account",
  autoFocusInModal = false,
  postTo,
}: CreateAccountFormProps) {
  const [createAccount] = useMutation(CreateAccountMutation);
  const startSession = useStartSession();
  const dispatch = useAppDispatch();
  const form = useForm<CreateAccountValues>({
    name: postTo?.name,
    initialValues: {
      firstName: initialValues?.firstName ?? "",
      lastName: initialValues?.lastName ?? "",
      email: initialValues?.email ?? "",
      password: "",
      companyName: initialValues?.companyName ?? "",
      phone: initialValues?.phone ?? "",
    },
    rules: CREATE_ACCOUNT_RULES,
    onSubmit: async (values, api) => {
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
        api.setFormError(CREATE_ACCOUNT_FAILURE);
        return;
      }
      if (result.error?.code === "EMAIL_TAKEN") {
        onEmailTaken(email);
        return;
      }
      if (!result.user) {
        const unplaced = api.showServerErrors(result.error ? [result.error] : []);
        if (!result.error || unplaced.length)
          api.setFormError(result.error?.message || CREATE_ACCOUNT_FAILURE);
        return;
      }
      await startSession(result.user);
      dispatch(showToast({ contents: ACCOUNT_CREATED }));
      onSuccess?.(result.user);
    },
  });

  return (
    <Form form={form} action={postTo?.action} className="account-form">
      <div className="account-form__row">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          autoFocusInModal={autoFocusInModal}
          {...form.field("firstName")}
        />
        <TextField label="Last name" autoComplete="family-name" required {...form.field("lastName")} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULES}
        {...form.field("password")}
      />
      <TextField label="Company" autoComplete="organization" optional {...form.field("companyName")} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        optional
        {...form.field("phone")}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.pending}>
        {form.pending ? "Creating your account…" : submitLabel}
      </button>
    </Form>
  );
}
