import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { pathFor } from "../../../common/routes/matchRoute";
import { showToast } from "../../layout/toastSlice";
import { Link } from "../../system/router/router";
import { useAppDispatch } from "../../system/store/hooks";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { CheckboxField } from "../../ui/form/CheckboxField";
import { Form } from "../../ui/form/Form";
import { SelectField } from "../../ui/form/SelectField";
import { useForm } from "../../ui/form/useForm";
import { UserVendorForm } from "./UserVendorForm";
import {
  type AdminMarket,
  AdminSetUserRolesMutation,
  type AdminUser,
  type AdminVendor,
  ResendConfirmationMutation,
  SetUserDisabledMutation,
  UserAdminCampaignsQuery,
} from "./userAdminQuery";

const CHANGES_SAVED = "Changes saved!";
const SAVE_FAILED = "Saving failed, please try again later.";

type RoleValues = {
  isBroker: boolean;
  isAdmin: boolean;
  isResearch: boolean;
  isRenter: boolean;
  isVerified: boolean;
  brokerMarketId: string;
};

const ROLE_LABELS: [keyof Omit<RoleValues, "brokerMarketId">, string, string][] = [
  ["isBroker", "Broker", "Runs campaigns, surveys and tours; sees private listing fields."],
  ["isAdmin", "Admin", "Every admin screen, every campaign."],
  ["isResearch", "Research team", "Building contacts and availability."],
  ["isRenter", "Renter", "Looks for space (a client)."],
  ["isVerified", "Verified", "Checked by the team."],
];

/**
 * One user in user admin: roles and the broker's market (saved together), the vendor they upload
 * CSVs for (issue 24), the account's state
 * (disable with a confirmation, enable, resend the confirmation link) and the campaigns they are in.
 * A refused save keeps the ticks as they were set, with the server's reason.
 */
export function UserEditor({
  user,
  markets,
  vendors,
}: {
  user: AdminUser;
  markets: readonly AdminMarket[];
  vendors: readonly AdminVendor[];
}) {
  const dispatch = useAppDispatch();
  const [setRoles] = useMutation(AdminSetUserRolesMutation);
  const [setDisabled, disabling] = useMutation(SetUserDisabledMutation);
  const [resend, resending] = useMutation(ResendConfirmationMutation);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const campaigns = useQuery(UserAdminCampaignsQuery, {
    variables: { search: user.email ?? "" },
    skip: !user.email,
  });
  const form = useForm<RoleValues>({
    initialValues: {
      isBroker: user.isBroker,
      isAdmin: user.isAdmin,
      isResearch: user.isResearch,
      isRenter: user.isRenter,
      isVerified: user.isVerified,
      brokerMarketId: user.brokerMarket?.id ?? "",
    },
    rules: {
      brokerMarketId: (value, values) =>
        values.isBroker && !value ? "Pick the market this broker works: they edit its listings." : null,
    },
    onSubmit: async (values, api) => {
      try {
        const { brokerMarketId, ...roles } = values;
        const { data } = await setRoles({
          variables: { input: { userId: user.id, ...roles, brokerMarketId: brokerMarketId || null } },
        });
        const error = data?.setUserRoles.error;
        if (error) api.setFormError(error.message);
        else dispatch(showToast({ contents: CHANGES_SAVED }));
      } catch {
        api.setFormError(SAVE_FAILED);
      }
    },
  });

  async function changeDisabled(disabled: boolean) {
    try {
      const { data } = await setDisabled({ variables: { userId: user.id, disabled } });
      const error = data?.setUserDisabled.error;
      dispatch(showToast(error ? { contents: error.message, isError: true } : { contents: CHANGES_SAVED }));
    } catch {
      dispatch(showToast({ isError: true }));
    }
    setConfirmDisable(false);
  }

  async function resendLink() {
    try {
      const { data } = await resend({ variables: { userId: user.id } });
      const error = data?.resendConfirmation.error;
      dispatch(
        showToast(
          error
            ? { contents: error.message, isError: true }
            : { contents: `Confirmation link sent to ${user.email}.` },
        ),
      );
    } catch {
      dispatch(showToast({ isError: true }));
    }
  }

  const userCampaigns = campaigns.data?.users?.[0]?.adminCampaigns ?? [];
  return (
    <div className="user-editor">
      <Form form={form} className="user-editor__roles" aria-label={`Roles of ${user.displayName}`}>
        <fieldset>
          <legend>Roles</legend>
          {ROLE_LABELS.map(([name, label, hint]) => (
            <CheckboxField key={name} {...form.checkbox(name)} label={label} hint={hint} />
          ))}
        </fieldset>
        <SelectField
          {...form.field("brokerMarketId")}
          label="Broker market"
          emptyLabel="No market"
          options={markets.map((m) => ({ value: m.id, label: `${m.name}, ${m.state.toUpperCase()}` }))}
          hint="A broker edits the listings and buildings of this market."
        />
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          {form.pending ? "Saving…" : "Save roles"}
        </button>
      </Form>

      <UserVendorForm user={user} vendors={vendors} />

      <section className="user-editor__section" aria-labelledby={`account-${user.id}`}>
        <h3 id={`account-${user.id}`}>Account</h3>
        <p>
          {user.disabledAt ? "Disabled: cannot sign in." : "Active."}{" "}
          {user.confirmed ? "E-mail confirmed." : "E-mail not confirmed yet."}
        </p>
        <div className="user-editor__actions">
          {user.disabledAt ? (
            <button
              type="button"
              className="btn"
              disabled={disabling.loading}
              onClick={() => void changeDisabled(false)}
            >
              Enable account
            </button>
          ) : (
            <button type="button" className="btn btn--danger-outline" onClick={() => setConfirmDisable(true)}>
              Disable account
            </button>
          )}
          {user.confirmed ? null : (
            <button
              type="button"
              className="btn"
              disabled={resending.loading}
              onClick={() => void resendLink()}
            >
              {resending.loading ? "Sending…" : "Resend confirmation"}
            </button>
          )}
        </div>
      </section>

      <section className="user-editor__section" aria-labelledby={`campaigns-${user.id}`}>
        <h3 id={`campaigns-${user.id}`}>Campaigns</h3>
        {campaigns.loading ? <p>Loading campaigns…</p> : null}
        {campaigns.error ? <p role="alert">The campaigns could not be loaded.</p> : null}
        {!campaigns.loading && !campaigns.error && userCampaigns.length === 0 ? <p>In no campaign.</p> : null}
        {userCampaigns.length > 0 ? (
          <ul className="user-editor__campaigns">
            {userCampaigns.map((c) => (
              <li key={c.id}>
                <Link to={pathFor("tourbook", { campaigns: "campaigns", campaignId: c.id })}>
                  {c.displayName}
                </Link>{" "}
                <span className="user-editor__role">{c.role === "BROKER" ? "as broker" : "as client"}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <ConfirmDialog
        isOpen={confirmDisable}
        title="Disable this account?"
        message={`${user.displayName} (${user.email}) is signed out everywhere and cannot sign in until the account is enabled again.`}
        confirmLabel="Disable account"
        busy={disabling.loading}
        onConfirm={() => void changeDisabled(true)}
        onCancel={() => setConfirmDisable(false)}
      />
    </div>
  );
}
