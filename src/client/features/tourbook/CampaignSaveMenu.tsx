import { useApolloClient } from "@apollo/client/react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "../../system/router/router";
import { type CampaignChoice, loadCampaignChoices } from "./saveListingAction";
import type { CampaignMenu } from "./useSaveListing";

/**
 * The broker's choice of campaign for a save (issue 25), under the Save button that opened it: their
 * campaigns newest first, each a button. A disclosure, not an ARIA menu: Tab moves through the
 * choices, Escape or a click elsewhere closes it and focus goes back to the button. Mounted while
 * open (`LazyCampaignSaveMenu`), it asks for the campaigns afresh each time it opens.
 */
export function CampaignSaveMenu({
  menu,
  id,
  toggleRef,
}: {
  menu: CampaignMenu;
  id: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const client = useApolloClient();
  const panelRef = useRef<HTMLFieldSetElement>(null);
  const latest = useRef(menu);
  latest.current = menu;
  const { open } = menu;
  /** null while loading, [] when the broker has none. */
  const [choices, setChoices] = useState<CampaignChoice[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadCampaignChoices(client).then(
      (loaded) => current && setChoices(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [client]);

  // The first campaign takes focus once the list is there, so a keyboard user chooses at once.
  useEffect(() => {
    if (open && choices && choices.length > 0) panelRef.current?.querySelector("button")?.focus();
  }, [open, choices]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      latest.current.close();
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) latest.current.close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, toggleRef]);

  if (!open) return null;
  return (
    // A fieldset: the group of choices, named by its legend.
    <fieldset ref={panelRef} id={id} className="save-menu">
      <legend className="save-menu__title">Save to which campaign?</legend>
      {failed ? (
        <p className="save-menu__note" role="alert">
          Your campaigns could not be loaded. Please try again.
        </p>
      ) : choices === null ? (
        <p className="save-menu__note" role="status">
          Loading your campaigns…
        </p>
      ) : choices.length === 0 ? (
        <p className="save-menu__note">
          You have no campaigns yet. <Link to="/tourbook/campaigns">Open your tourbook</Link> to start one.
        </p>
      ) : (
        <ul className="save-menu__list">
          {choices.map((c) => (
            <li key={c.id}>
              <button type="button" className="save-menu__choice" onClick={() => menu.choose(c.id)}>
                {c.displayName}
                {c.clientName && c.clientName !== c.displayName ? (
                  <span className="save-menu__client"> · {c.clientName}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
