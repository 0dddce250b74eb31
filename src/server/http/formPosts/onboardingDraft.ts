import { parse } from "graphql";
import { ONBOARDING_DEFAULTS } from "../../../common/constants";
import type { GraphQLContext } from "../../graphql/context";
import type { OnboardingProfileInput } from "../../graphql/generated/resolverTypes";
import { forgetDraft, rememberDraft } from "../../graphql/onboarding/draftCookie";
import { draftProfile } from "../../services/onboarding/onboardingProfileService";
import { type ProfileRow, storedBudget } from "../../services/onboarding/profileValues";
import type { FormPostInput } from "./formPostTypes";
import { runMutation } from "./runMutation";

/** Every field of the profile as saveOnboardingProfile takes it. */
export type DraftInput = Required<OnboardingProfileInput>;

export type DraftError = { code: string; message: string; field: string | null };

const SAVE = parse(`
  mutation SaveOnboardingDraft($input: OnboardingProfileInput!) {
    saveOnboardingProfile(input: $input) {
      profile { onboardingId }
      error { code message field }
    }
  }
`);

type SaveAnswer = {
  saveOnboardingProfile: { profile: { onboardingId: string } | null; error: DraftError | null };
};

/** A visitor with no draft yet starts from the scripted steps' defaults (spec section 3). */
const NO_DRAFT: DraftInput = {
  onboardingId: null,
  phase: null,
  lastActiveScreenIndex: 0,
  city: ONBOARDING_DEFAULTS.city,
  marketId: null,
  neighborhoodIds: [],
  numEmployees: null,
  psfPerEmployee: ONBOARDING_DEFAULTS.psfPerEmployee,
  budgetPsf: ONBOARDING_DEFAULTS.budgetPsf,
  budgetMonthly: null,
  leaseTerm: ONBOARDING_DEFAULTS.leaseTerm,
  moveInDate: ONBOARDING_DEFAULTS.moveInDate,
  name: null,
  companyName: null,
  email: null,
  phone: null,
  renterComments: null,
};

function inputOf(row: ProfileRow): DraftInput {
  return {
    onboardingId: row.onboardingId,
    phase: row.phase,
    lastActiveScreenIndex: row.lastActiveScreenIndex,
    city: row.city,
    marketId: row.marketId === null ? null : String(row.marketId),
    neighborhoodIds: row.neighborhoodIds.map(String),
    numEmployees: row.numEmployees,
    psfPerEmployee: row.psfPerEmployee,
    ...storedBudget(row),
    leaseTerm: row.leaseTerm,
    moveInDate: row.moveInDate,
    name: row.name,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    renterComments: row.renterComments,
  };
}

/** The stored draft a step's post builds on: the page's own (the cookie's, or the user's profile). */
export async function readDraft(context: GraphQLContext): Promise<DraftInput> {
  const row = await draftProfile(context.db, context.viewer.user, context.draftOnboardingId);
  return row ? inputOf(row) : NO_DRAFT;
}

/**
 * Saves the merged draft through saveOnboardingProfile, as the scripted steps do. A visitor's cookie
 * then names the saved profile; a signed-in user's profile is theirs by the session, and a draft
 * they started before signing in has just become it.
 */
export async function saveDraft(
  { schema, context }: Pick<FormPostInput, "schema" | "context">,
  input: DraftInput,
): Promise<DraftError | null> {
  const { saveOnboardingProfile: answer } = await runMutation<SaveAnswer>(schema, context, SAVE, { input });
  if (!answer.profile) {
    if (answer.error) return answer.error;
    throw new Error("saveOnboardingProfile answered neither a profile nor an error");
  }
  if (context.viewer.user) {
    if (context.draftOnboardingId) forgetDraft(context);
  } else {
    rememberDraft(context, answer.profile.onboardingId);
  }
  return null;
}
