import { useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { SelectField } from "../../ui/form/SelectField";
import { type AdminUser, type AdminVendor, SetUserVendorMutation } from "./userAdminQuery";

/**
 * The vendor a user uploads listing CSVs for (issue 24), or none: on its own, so linking a vendor's
 * user never touches their roles. The user's upload page then lets them in.
 */
export function UserVendorForm({ user, vendors }: { user: AdminUser; vendors: readonly AdminVendor[] }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [save, saving] = useMutation(SetUserVendorMutation);
  const [vendorId, setVendorId] = useState(user.vendor?.id ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = vendors.find((v) => v.id === vendorId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const { data } = await save({ variables: { userId: user.id, vendorId: vendorId || null } });
      const error = data?.setUserVendor.error;
      if (error) setProblem(error.message);
      else dispatch(showToast({ contents: "Changes saved!" }));
    } catch {
      setProblem("Saving failed, please try again later.");
    }
  }

  return (
    <form className="user-editor__section" aria-labelledby={`${id}-heading`} onSubmit={submit} noValidate>
      <h3 id={`${id}-heading`}>Vendor</h3>
      <SelectField
        name="vendorId"
        label="Uploads listing CSVs for"
        value={vendorId}
        onChange={setVendorId}
        emptyLabel="No vendor"
        options={vendors.map((v) => ({ value: v.id, label: v.name }))}
        hint={
          chosen
            ? `Uploads at /${chosen.slug}/csv-upload.`
            : "Vendors are created under Vendors on this page."
        }
        error={problem}
      />
      <button type="submit" className="btn" disabled={saving.loading}>
        {saving.loading ? "Saving…" : "Save vendor"}
      </button>
    </form>
  );
}
