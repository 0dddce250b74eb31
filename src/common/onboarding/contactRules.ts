import {
  firstProblem,
  maxLength,
  newPassword,
  oneLine,
  phone,
  plainText,
  required,
  requiredEmail,
} from "../validation/rules";

/**
 * The Results step's contact form (a visitor's new account): the same rules with scripts (the
 * form) and without (the server's answer to the post).
 */
export const ONBOARDING_CONTACT_RULES = {
  name: (value: string) => firstProblem(value, required("Enter your name."), oneLine, maxLength(200)),
  companyName: maxLength(200),
  email: requiredEmail,
  phone,
  renterComments: (value: string) => firstProblem(value, plainText, maxLength(2000)),
  password: newPassword,
};

export type OnboardingContactField = keyof typeof ONBOARDING_CONTACT_RULES;
