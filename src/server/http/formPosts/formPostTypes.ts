import type { GraphQLSchema } from "graphql";
import { failedPost, type PostedForm } from "../../../common/forms/postedForm";
import type { RouteParams } from "../../../common/routes/matchRoute";
import type { GraphQLContext } from "../../graphql/context";
import type { FormFields } from "./formBody";

export type FormPostInput = {
  fields: FormFields;
  /** Every value posted under a name (ticked checkboxes); `fields` holds only the first. */
  every: (name: string) => string[];
  /** The parameters of the page's route (the onboarding step). */
  params: RouteParams;
  /** The query string of the page the form was posted to (the sign-in page's redirectTo). */
  search: URLSearchParams;
  schema: GraphQLSchema;
  /** The request's own GraphQL context, reply included: a sign-in sets its cookie as over /graphql. */
  context: GraphQLContext;
};

export type FormPostOutcome =
  /**
   * Success: 303 to `redirect`, with a notice the page there shows once, on the posted form or on
   * `noticeFor` (create-account's "you already have an account" goes to the sign-in form).
   */
  | { redirect: string; notice?: string; noticeFor?: string }
  /** Refused: the page again, with what was typed and the errors. */
  | { status: number; form: PostedForm };

/** How the server answers one form of one page when it is posted without scripts (issue 14). */
export type FormPostHandler = {
  /** The route id of the page the form posts to. */
  route: string;
  /** The form's name (useForm's `name`). */
  form: string;
  /** Whether this address of the route answers the form (a step's form only on its own step). */
  accepts?: (params: RouteParams) => boolean;
  /** Shown above the form when the request itself fails (the same words the page's script uses). */
  failure: string;
  handle: (input: FormPostInput) => Promise<FormPostOutcome>;
};

/** The outcome for a post the form's own rules refuse: every problem at once, next to its field. */
export function refused(
  name: string,
  fields: FormFields,
  errors: Record<string, string>,
  formError: string | null = null,
  status = 400,
): FormPostOutcome {
  return { status, form: failedPost(name, fields, errors, formError) };
}

/** The first problem of each field, by the same rules the form runs; empty when all pass. */
export function problems(checks: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}
