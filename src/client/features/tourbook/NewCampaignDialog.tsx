import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import { START_CAMPAIGN_RULES } from "../../../common/tourbook/campaignRules";
import { Modal } from "../../layout/Modal";
import { showToast } from "../../layout/toastSlice";
import { useNavigate } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { DialogActions } from "../../ui/DialogActions";
import { Form } from "../../ui/form/Form";
import { SelectField } from "../../ui/form/SelectField";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import { CampaignMarketsQuery, StartCampaignMutation } from "./startCampaignMutation";

const START_FAILED = "The campaign could not be started. Please try again.";
/** Issue 25: the toast names who was e-mailed ("Quinn Harbor (quinn@harbor.example)"). */
export const clientInvited = (who: string) => `Campaign started. E-mailed ${who} an invitation to join it.`;
export const clientAdded = (who: string) => `Campaign started. E-mailed ${who} its link.`;

type Values = {
  clientEmail: string;
  firstName: string;
  lastName: string;
  companyName: string;
  marketId: string;
};

const INITIAL: Values = { clientEmail: "", firstName: "", lastName: "", companyName: "", marketId: "" };

/**
 * A broker starts a campaign for a client: an account with the address becomes its client, anyone
 * else is invited by e-mail. What was typed stays when the server refuses it, with its reason.
 */
export function NewCampaignDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [start] = useMutation(StartCampaignMutation);
  const markets = useQuery(CampaignMarketsQuery, { skip: !isOpen });
  const form = useForm<Values>({
    initialValues: INITIAL,
    rules: {
      clientEmail: START_CAMPAIGN_RULES.clientEmail,
      firstName: START_CAMPAIGN_RULES.firstName,
      lastName: START_CAMPAIGN_RULES.lastName,
      companyName: START_CAMPAIGN_RULES.companyName,
    },
    onSubmit: async (values, api) => {
      try {
        const { data } = await start({
          variables: {
            input: {
              clientEmail: values.clientEmail.trim(),
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              companyName: values.companyName.trim() || null,
              marketId: values.marketId || null,
            },
          },
          refetchQueries: ["CampaignListQuery"],
        });
        if (!data) return;
        const who = `${values.firstName.trim()} ${values.lastName.trim()} (${values.clientEmail.trim()})`;
        const contents = data.startCampaign.invitationSent ? clientInvited(who) : clientAdded(who);
        dispatch(showToast({ contents }));
        navigate(data.startCampaign.path);
      } catch (error) {
        const refused = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
        const code = refused?.extensions?.code;
        api.setFormError(
          refused && (code === "BAD_USER_INPUT" || code === "RATE_LIMITED") ? refused.message : START_FAILED,
        );
      }
    },
  });

  const options = (markets.data?.markets ?? []).map((m) => ({
    value: m.id,
    label: `${m.name}, ${m.state.toUpperCase()}`,
  }));
  return (
    <Modal
      isOpen={isOpen}
      onClose={form.pending ? () => {} : onClose}
      title="New campaign"
      className="confirm-dialog new-campaign-dialog"
    >
      <Form form={form} aria-label="New campaign">
        <p>
          If the client has an account, the campaign is theirs at once. Otherwise they get an e-mail inviting
          them to it.
        </p>
        <TextField
          label="Client e-mail"
          type="email"
          autoComplete="off"
          required
          autoFocusInModal
          {...form.field("clientEmail")}
        />
        <div className="account-form__row">
          <TextField label="First name" autoComplete="off" required {...form.field("firstName")} />
          <TextField label="Last name" autoComplete="off" required {...form.field("lastName")} />
        </div>
        <TextField label="Company" autoComplete="off" optional {...form.field("companyName")} />
        <SelectField
          label="Market"
          optional
          emptyLabel="My market"
          options={options}
          {...form.field("marketId")}
        />
        <DialogActions
          onCancel={onClose}
          pending={form.pending}
          label="Start campaign"
          pendingLabel="Starting…"
        />
      </Form>
    </Modal>
  );
}
