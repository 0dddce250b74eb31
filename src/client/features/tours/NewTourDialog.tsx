import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { TOUR_NAME_MAX, TOUR_STOPS_MAX, tourDate, tourName } from "../../../common/tourbook/tourRules";
import { Modal } from "../../layout/Modal";
import { useNavigate } from "../../system/router/router";
import { DialogActions } from "../../ui/DialogActions";
import { FormNotice } from "../../ui/FormNotice";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import { CreateTourMutation } from "./tourPageQuery";

const CREATE_FAILED = "The tour could not be made. Please try again.";

/**
 * A broker names a tour of the selected listings (in the campaign's order) and may pick its day;
 * it opens as a draft to set the times and schedule. What was typed stays when the server refuses.
 */
export function NewTourDialog({
  onClose,
  campaignId,
  defaultName,
  campaignListingIds,
}: {
  onClose: () => void;
  campaignId: string;
  defaultName: string;
  campaignListingIds: string[];
}) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateTourMutation);
  const form = useForm({
    initialValues: { name: defaultName, date: "" },
    rules: { name: tourName, date: tourDate },
    onSubmit: async (values, api) => {
      try {
        const { data } = await create({
          variables: {
            input: {
              campaignId,
              name: values.name.trim(),
              date: values.date || null,
              campaignListingIds,
            },
          },
          refetchQueries: ["CampaignPageQuery"],
        });
        if (data) navigate(`/tourbook/tours/${data.createTour.uuid}`);
      } catch (error) {
        const refused = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
        api.setFormError(refused?.extensions?.code === "BAD_USER_INPUT" ? refused.message : CREATE_FAILED);
      }
    },
  });
  const count = campaignListingIds.length;
  const tooMany = count > TOUR_STOPS_MAX;
  return (
    <Modal isOpen onClose={form.pending ? () => {} : onClose} title="New tour" className="confirm-dialog">
      <Form form={form}>
        <p>
          A tour of {count} {count === 1 ? "listing" : "listings"}. It opens as a draft: set each stop's time,
          then schedule it for your client.
        </p>
        {tooMany ? (
          <FormNotice tone="error">
            A tour visits at most {TOUR_STOPS_MAX} listings. Select fewer to make one.
          </FormNotice>
        ) : null}
        <TextField
          {...form.field("name")}
          label="Tour name"
          autoComplete="off"
          maxLength={TOUR_NAME_MAX}
          autoFocusInModal
          required
        />
        <TextField {...form.field("date")} type="date" label="Day" autoComplete="off" optional />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label="Create tour"
          pendingLabel="Creating…"
          disabled={tooMany}
        />
      </Form>
    </Modal>
  );
}
