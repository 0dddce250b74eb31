import { useState } from "react";
import { DEFAULT_CITY } from "../../../common/constants";
import { Modal } from "../../layout/Modal";
import { Spinner } from "../../layout/Spinner";
import { showToast } from "../../layout/toastSlice";
import { useDeclaredQuery } from "../../system/screenData";
import { useAppDispatch } from "../../system/store/hooks";
import { FormNotice } from "../../ui/FormNotice";
import { TextField } from "../../ui/TextField";
import { ListingCard } from "../listingCard/ListingCard";
import { StyleGuideListingQuery, styleGuideListingVariables } from "./styleGuideListingQuery";
import { GuideSection } from "./TokenSections";

/* The shared components, live: each is the real component with its real props, not a picture. */

function Buttons() {
  return (
    <>
      <h3>Buttons</h3>
      <div className="cluster">
        <button type="button" className="btn btn--primary">
          Primary
        </button>
        <button type="button" className="btn">
          Default
        </button>
        <button type="button" className="btn btn--ghost">
          Ghost
        </button>
        <button type="button" className="btn btn--small">
          Small
        </button>
        <button type="button" className="btn btn--primary btn--large">
          Large
        </button>
        <button type="button" className="btn" disabled>
          Disabled
        </button>
      </div>
    </>
  );
}

function TextFields() {
  const [plain, setPlain] = useState("");
  const [invalid, setInvalid] = useState("");
  return (
    <>
      <h3>Text fields</h3>
      <div className="styleguide__fields">
        <TextField
          label="Company"
          name="styleguide-company"
          value={plain}
          onChange={setPlain}
          autoComplete="organization"
          optional
          hint="A standing rule or hint sits under the field."
        />
        <TextField
          label="Team size"
          name="styleguide-team-size"
          value={invalid}
          onChange={setInvalid}
          autoComplete="off"
          inputMode="numeric"
          required
          error={invalid.trim() ? null : "Please enter a value to continue."}
        />
      </div>
    </>
  );
}

function Notices() {
  const dispatch = useAppDispatch();
  return (
    <>
      <h3>Form notices</h3>
      <div className="stack">
        <FormNotice tone="info">An info notice: something worth knowing about the whole form.</FormNotice>
        <FormNotice tone="success">A success notice: Changes saved!</FormNotice>
        <FormNotice tone="error">An error notice: The email or password you entered is incorrect.</FormNotice>
      </div>
      <h3>Toast</h3>
      <div className="cluster">
        <button type="button" className="btn" onClick={() => dispatch(showToast())}>
          Show the success toast
        </button>
        <button type="button" className="btn" onClick={() => dispatch(showToast({ isError: true }))}>
          Show the error toast
        </button>
      </div>
    </>
  );
}

function Spinners() {
  return (
    <>
      <h3>Spinner</h3>
      <div className="cluster">
        <Spinner size="small" label="Small spinner" />
        <Spinner size="medium" label="Medium spinner" />
        <Spinner size="large" label="Large spinner" />
      </div>
    </>
  );
}

function ModalSample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <h3>Modal</h3>
      <button type="button" className="btn" onClick={() => setOpen(true)}>
        Open a modal
      </button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title="A modal dialog">
        <p>
          Focus moves into the dialog and stays there; Escape, the close button or a click outside closes it
          and focus returns to the button that opened it.
        </p>
        <p className="mt-2">
          <button type="button" className="btn btn--primary" onClick={() => setOpen(false)}>
            Done
          </button>
        </p>
      </Modal>
    </>
  );
}

function ListingCardSample() {
  const { data, loading, error, refetch } = useDeclaredQuery(StyleGuideListingQuery, {
    variables: styleGuideListingVariables,
  });
  const listing = data?.featuredListings[0];
  return (
    <>
      <h3>Listing card</h3>
      <p className="text-muted">A real listing: the first featured listing in {DEFAULT_CITY}.</p>
      {listing ? (
        <div className="styleguide__card">
          <ListingCard listing={listing} headingLevel={4} />
        </div>
      ) : loading ? (
        <Spinner label="Loading a listing…" />
      ) : error ? (
        <div className="stack">
          <FormNotice tone="error">The listing could not be loaded.</FormNotice>
          <button type="button" className="btn" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p>There are no featured listings in {DEFAULT_CITY} right now, so there is no card to show.</p>
      )}
    </>
  );
}

export function ComponentSamples() {
  return (
    <GuideSection id="components" title="Components">
      <div className="styleguide__components">
        <Buttons />
        <TextFields />
        <Notices />
        <Spinners />
        <ModalSample />
        <ListingCardSample />
      </div>
    </GuideSection>
  );
}
