import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useNavigate } from "../../system/router/router";
import { JoinSurveyMutation } from "../surveys/publicSurveyQuery";
import { AcceptInvitationMutation } from "./invitationQuery";

const ACCEPT_FAILED = "The invitation could not be accepted. Please try again.";

/** The problem a GraphQL error carries when the server named one (rate limit, expired, used). */
export function serverMessage(error: unknown, fallback: string): string {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
  return first?.extensions?.code ? first.message : fallback;
}

/** Accepts an invitation and goes where it leads; a refusal is kept as the problem to show. */
export function useAcceptInvitation() {
  const navigate = useNavigate();
  const [accept, { loading }] = useMutation(AcceptInvitationMutation);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(id: string) {
    setProblem(null);
    try {
      const { data } = await accept({ variables: { id } });
      if (data) navigate(data.acceptInvitation.destination);
    } catch (error) {
      setProblem(serverMessage(error, ACCEPT_FAILED));
    }
  }
  return { run, loading, problem };
}

/** Accepts the viewer's own invitation to a survey (a confirmed address) and opens the survey. */
export function useJoinSurvey() {
  const navigate = useNavigate();
  const [join, { loading }] = useMutation(JoinSurveyMutation);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(surveyId: string) {
    setProblem(null);
    try {
      const { data } = await join({ variables: { surveyId } });
      if (data) navigate(data.joinSurvey.destination);
    } catch (error) {
      setProblem(serverMessage(error, ACCEPT_FAILED));
    }
  }
  return { run, loading, problem };
}
