import { parse } from "graphql";
import {
  ACCOUNT_EXISTS,
  COMPLETE_FAILURE,
  completionNotice,
} from "../../../common/onboarding/completionTexts";
import {
  ONBOARDING_CONTACT_RULES,
  type OnboardingContactField,
} from "../../../common/onboarding/contactRules";
import { ONBOARDING_STEP_FORMS } from "../../../common/onboarding/stepForms";
import { ONBOARDING_STEP_PATHS, STEP_OF_FIELD } from "../../../common/onboarding/steps";
import { forgetDraft } from "../../graphql/onboarding/draftCookie";
import { type FormPostHandler, problems, refused } from "./formPostTypes";
import { type DraftError, readDraft } from "./onboardingDraft";
import { runMutation } from "./runMutation";

const COMPLETE = parse(`
  mutation CompleteOnboardingForm($input: CompleteOnboardingInput!) {
    completeOnboarding(input: $input) {
      currentUser { id email confirmed }
      campaign { brokerName created }
      error { code message field }
    }
  }
`);

type CompleteAnswer = {
  completeOnboarding: {
    currentUser: { email: string; confirmed: boolean | null } | null;
    campaign: { brokerName: string | null; created: boolean } | null;
    error: DraftError | null;
  };
};

const FORM = ONBOARDING_STEP_FORMS.results;
/** A visitor gives who they are and a password; a signed-in client only a note for the broker. */
const VISITOR_FIELDS = Object.keys(ONBOARDING_CONTACT_RULES) as OnboardingContactField[];
const CLIENT_FIELDS: OnboardingContactField[] = ["renterComments"];

const orNull = (value: string | undefined) => value?.trim() || null;

/**
 * The Results step's plain form (issue 14): the contact form's rules, then the very
 * completeOnboarding mutation the script calls with the stored draft (same throttles, same session
 * cookie for the new account). Success comes back to the step, signed in, with the completion text
 * (flash), as the scripted step stays and shows it (the tourbook pages still need scripts);
 * an address that has an account is told so next to the field, with the way to sign in below.
 */
export const onboardingResultsPost: FormPostHandler = {
  route: "onboardingStep",
  form: FORM,
  failure: COMPLETE_FAILURE,
  accepts: (params) => params.step === "results",
  async handle({ fields, schema, context }) {
    const visitor = context.viewer.user === null;
    const names = visitor ? VISITOR_FIELDS : CLIENT_FIELDS;
    const errors = problems(
      Object.fromEntries(names.map((name) => [name, ONBOARDING_CONTACT_RULES[name](fields[name] ?? "")])),
    );
    if (Object.keys(errors).length) return refused(FORM, fields, errors);
    const draft = await readDraft(context);
    const contact = visitor
      ? {
          name: orNull(fields.name),
          companyName: orNull(fields.companyName),
          email: orNull(fields.email),
          phone: orNull(fields.phone),
        }
      : {};
    const { completeOnboarding: answer } = await runMutation<CompleteAnswer>(schema, context, COMPLETE, {
      input: {
        profile: { ...draft, ...contact, renterComments: orNull(fields.renterComments) },
        password: visitor ? (fields.password ?? "") : null,
      },
    });
    const { currentUser, campaign, error } = answer;
    if (!currentUser || !campaign) {
      const status = error?.code === "THROTTLED" ? 429 : 400;
      if (error?.code === "EMAIL_TAKEN") return refused(FORM, fields, { email: ACCOUNT_EXISTS });
      const field = error?.field ?? "";
      if (error && (names.includes(field as OnboardingContactField) || field in STEP_OF_FIELD)) {
        return refused(FORM, fields, { [field]: error.message }, null, status);
      }
      return refused(FORM, fields, {}, error?.message || COMPLETE_FAILURE, status);
    }
    // The draft is the account's now: the cookie would name nothing it may read.
    if (context.draftOnboardingId) forgetDraft(context);
    return {
      redirect: ONBOARDING_STEP_PATHS.results,
      notice: completionNotice(campaign, currentUser.confirmed ? null : currentUser.email),
    };
  },
};
