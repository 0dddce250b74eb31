import { firstProblem, maxLength, oneLine, personName, type Rule, requiredEmail } from "../validation/rules";

/**
 * Starting a campaign for a client (issue 11): the limits shared by the broker's "New campaign" form
 * and the startCampaign mutation's input, so the two tiers cannot disagree.
 */
export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_PERSON_NAME_MAX = 80;
export const CAMPAIGN_COMPANY_MAX = 120;

/** A required one-line name of at most 80 characters (the person-name rule, narrowed). */
const campaignPersonName =
  (empty: string): Rule =>
  (value) =>
    firstProblem(value, personName(empty), maxLength(CAMPAIGN_PERSON_NAME_MAX));

const optionalLine =
  (max: number): Rule =>
  (value) =>
    firstProblem(value, oneLine, maxLength(max));

/** The form's fields, by name; the server's zod input runs the same functions. */
export const START_CAMPAIGN_RULES = {
  clientEmail: requiredEmail,
  firstName: campaignPersonName("Enter the client's first name."),
  lastName: campaignPersonName("Enter the client's last name."),
  companyName: optionalLine(CAMPAIGN_COMPANY_MAX),
  name: optionalLine(CAMPAIGN_NAME_MAX),
};

/** How long a new invitation can be accepted (docs/decisions-invitations.md). */
export const INVITATION_VALID_DAYS = 14;
