import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { type FormEvent, useState } from "react";
import { SURVEY_NAME_MAX, SURVEY_NAME_MISSING } from "../../../common/tourbook/surveyRules";
import { Modal } from "../../layout/Modal";
import { useNavigate } from "../../system/router/router";
import { DialogActions } from "../../ui/DialogActions";
import { FormNotice } from "../../ui/FormNotice";
import { TextField } from "../../ui/TextField";
import { CreateSurveyMutation } from "./surveyPageQuery";

const CREATE_FAILED = "The survey could not be made. Please try again.";

/**
 * A broker names a new survey of the selected listings; it opens as a draft to check and send.
 * What was typed stays when the server refuses it, with the server's reason.
 */
export function NewSurveyDialog({
  isOpen,
  onClose,
  campaignId,
  defaultName,
  campaignListingIds,
}: {
  isOpen: boolean;
  onClose: () => void;
  campaignId: string;
  defaultName: string;
  campaignListingIds: string[];
}) {
  const navigate = useNavigate();
  const [name, setName] = useState(defaultName);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateSurveyMutation);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(SURVEY_NAME_MISSING);
      return;
    }
    setProblem(null);
    try {
      const { data } = await create({
        variables: { input: { campaignId, name: name.trim(), campaignListingIds } },
        refetchQueries: ["CampaignPageQuery"],
      });
      if (data) navigate(`/tourbook/surveys/${data.createSurvey.uuid}`);
    } catch (error) {
      const refused = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
      setProblem(refused?.extensions?.code === "BAD_USER_INPUT" ? refused.message : CREATE_FAILED);
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={loading ? () => {} : onClose}
      title="New survey"
      className="confirm-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>
          A survey of {campaignListingIds.length} {campaignListingIds.length === 1 ? "listing" : "listings"}.
          It opens as a draft: check it, then send it to your client.
        </p>
        {problem ? <FormNotice tone="error">{problem}</FormNotice> : null}
        <TextField
          label="Survey name"
          name="name"
          autoComplete="off"
          value={name}
          onChange={setName}
          maxLength={SURVEY_NAME_MAX}
          autoFocusInModal
          required
        />
        <DialogActions onCancel={onClose} pending={loading} label="Create survey" pendingLabel="Creating…" />
      </form>
    </Modal>
  );
}
