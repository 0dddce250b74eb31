import { useId, useRef } from "react";
import { Link } from "../../system/router/router";
import { LazyCampaignSaveMenu } from "../tourbook/LazyCampaignSaveMenu";
import { START_TOURBOOK_PATH, useSaveListing } from "../tourbook/useSaveListing";

/**
 * "Save to tourbook" on a listing page. Signed out it opens the sign-in modal and saves once they
 * are in; signed in it adds the listing to the user's latest campaign (a broker chooses the campaign,
 * issue 25); a user without a campaign is sent to build their profile, which creates one.
 */
export function SaveToTourbook({ listingId }: { listingId: string }) {
  const { saved, saving, needsCampaign, save, menu } = useSaveListing(listingId);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  if (needsCampaign) {
    return (
      <div className="save-cta">
        <Link to={START_TOURBOOK_PATH} className="btn btn--primary btn--block">
          Start a tourbook
        </Link>
        <p className="text-small text-muted">
          Tell us what you need and we open a tourbook for your saved spaces.
        </p>
      </div>
    );
  }

  if (saved) {
    return (
      <div className="save-cta">
        {/* Not a live region: the toast announces the save; this is the button's new state. */}
        <p className="save-cta__saved">
          <span aria-hidden="true">✓</span> Saved to your tourbook
        </p>
        <Link to="/tourbook" className="btn btn--block">
          Open your tourbook
        </Link>
      </div>
    );
  }

  return (
    <div className="save-menu-anchor save-menu-anchor--block">
      <button
        ref={toggleRef}
        type="button"
        className="btn btn--primary btn--block"
        onClick={save}
        disabled={saving}
        aria-busy={saving || undefined}
        aria-expanded={menu ? menu.open : undefined}
        aria-controls={menu?.open ? menuId : undefined}
      >
        {saving ? "Saving…" : "Save to tourbook"}
      </button>
      {menu ? <LazyCampaignSaveMenu menu={menu} id={menuId} toggleRef={toggleRef} /> : null}
    </div>
  );
}
