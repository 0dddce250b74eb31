import { useId, useRef } from "react";
import { LazyCampaignSaveMenu } from "./LazyCampaignSaveMenu";
import { useSaveListing } from "./useSaveListing";

/**
 * The save toggle on a listing card: "Save" until the listing is in the viewer's latest campaign,
 * then "Saved". A broker's "Save" opens the choice of campaign instead (issue 25). Its name starts
 * with its visible word (WCAG 2.5.3) and says which listing it saves.
 */
export function SaveListingButton({ listingId, listingName }: { listingId: string; listingName: string }) {
  const { saved, saving, save, menu } = useSaveListing(listingId);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const word = saved ? "Saved" : saving ? "Saving…" : "Save";
  return (
    <div className="save-menu-anchor">
      <button
        ref={toggleRef}
        type="button"
        className={saved ? "save-toggle save-toggle--saved" : "save-toggle"}
        onClick={save}
        disabled={saving}
        aria-pressed={menu ? undefined : saved}
        aria-expanded={menu ? menu.open : undefined}
        aria-controls={menu?.open ? menuId : undefined}
        aria-label={`${word}: ${listingName}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path
            d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.6 3.3 5 6.8 5c2 0 3.5 1.1 4.2 2.5C11.7 6.1 13.2 5 15.2 5c3.5 0 5.6 3.6 4.3 6.7C19.5 16.4 12 21 12 21z"
            fill={saved ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span>{word}</span>
      </button>
      {menu ? <LazyCampaignSaveMenu menu={menu} id={menuId} toggleRef={toggleRef} /> : null}
    </div>
  );
}
