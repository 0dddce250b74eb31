import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { pathFor } from "../../../common/routes/matchRoute";
import { showToast } from "../../layout/toastSlice";
import { useAppDispatch } from "../../system/store/hooks";
import { CheckboxField } from "../../ui/form/CheckboxField";
import { Form } from "../../ui/form/Form";
import { useForm } from "../../ui/form/useForm";
import { TextField } from "../../ui/TextField";
import {
  type AdminVendor,
  CreateVendorMutation,
  SetVendorTrustedMutation,
  UserAdminQuery,
} from "./userAdminQuery";

type NewVendor = { name: string; slug: string; trusted: boolean };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** "Harbor Feeds, Inc." -> "harbor-feeds-inc": a suggestion the admin may change. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64);

/**
 * User admin's vendors (issue 24): the sources whose users upload listing CSVs at
 * /{slug}/csv-upload. An admin creates one and trusts it or not: a trusted vendor's new listings go
 * on the market at once, the others wait in the research team's review queue. Users are linked to a
 * vendor in their editor.
 */
export function VendorAdminPanel({ vendors }: { vendors: readonly AdminVendor[] }) {
  const dispatch = useAppDispatch();
  const [create] = useMutation(CreateVendorMutation, { refetchQueries: [UserAdminQuery] });
  const [setTrusted] = useMutation(SetVendorTrustedMutation);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const form = useForm<NewVendor>({
    initialValues: { name: "", slug: "", trusted: false },
    rules: {
      name: (value) => (value.trim() ? null : "Enter the vendor's name."),
      slug: (value, values) =>
        SLUG.test(value || slugOf(values.name))
          ? null
          : "Use lower-case letters, digits and hyphens, starting and ending with a letter or digit.",
    },
    onSubmit: async (values, api) => {
      const slug = values.slug || slugOf(values.name);
      try {
        const { data } = await create({
          variables: { input: { ...values, name: values.name.trim(), slug } },
        });
        const error = data?.createVendor.error;
        if (error) api.setFormError(error.message);
        else {
          dispatch(showToast({ contents: `${values.name.trim()} can now upload at /${slug}/csv-upload.` }));
          api.reset();
        }
      } catch {
        api.setFormError("Saving failed, please try again later.");
      }
    },
  });

  async function toggle(vendor: AdminVendor) {
    setPendingId(vendor.id);
    try {
      const { data } = await setTrusted({ variables: { vendorId: vendor.id, trusted: !vendor.trusted } });
      const error = data?.setVendorTrusted.error;
      dispatch(
        showToast(error ? { contents: error.message, isError: true } : { contents: "Changes saved!" }),
      );
    } catch {
      dispatch(showToast({ isError: true }));
    }
    setPendingId(null);
  }

  return (
    <section className="vendor-admin" aria-labelledby="vendors-heading">
      <h2 id="vendors-heading">Vendors</h2>
      <p className="vendor-admin__intro">
        A vendor’s users upload listing CSVs on its page. New listings of a vendor that is not trusted wait in
        the research team’s <a href={pathFor("researchListingReview")}>listing review</a> before they appear
        in search.
      </p>
      {vendors.length === 0 ? (
        <p>No vendors yet.</p>
      ) : (
        <ul className="vendor-admin__list">
          {vendors.map((vendor) => (
            <li key={vendor.id} className="vendor-admin__item">
              <span>
                <strong>{vendor.name}</strong>{" "}
                <a href={pathFor("csvUpload", { vendor: vendor.slug })}>/{vendor.slug}/csv-upload</a>
              </span>
              <span className="vendor-admin__trust">
                {vendor.trusted ? "Trusted: publishes directly" : "New listings go to review"}
                <button
                  type="button"
                  className="btn btn--small"
                  disabled={pendingId === vendor.id}
                  onClick={() => void toggle(vendor)}
                >
                  {vendor.trusted ? "Send to review" : "Trust"}
                  <span className="visually-hidden"> {vendor.name}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form form={form} className="vendor-admin__form" aria-label="New vendor">
        <TextField {...form.field("name")} label="Vendor name" autoComplete="off" maxLength={120} />
        <TextField
          {...form.field("slug")}
          label="Upload page address"
          optional
          autoComplete="off"
          maxLength={64}
          hint={`Lower-case letters, digits and hyphens: /${form.values.slug || slugOf(form.values.name) || "vendor"}/csv-upload.`}
        />
        <CheckboxField
          {...form.checkbox("trusted")}
          label="Trusted"
          hint="Its new listings go on the market without review."
        />
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          {form.pending ? "Creating…" : "Create vendor"}
        </button>
      </Form>
    </section>
  );
}
