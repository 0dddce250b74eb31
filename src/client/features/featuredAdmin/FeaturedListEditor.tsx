import { type DragEvent, useState } from "react";
import { Link } from "../../system/router/router";
import { MoveButtons, useMoveFocus } from "../../ui/MoveButtons";
import { type FeaturedEntry, LANDING_PAGE_SHOWS, listingLabel, NO_LONGER_AVAILABLE } from "./featuredAdmin";

export type FeaturedListEditorProps = {
  entries: readonly FeaturedEntry[];
  max: number;
  /** Moves the entry at `from` to `to` (both indexes into entries). */
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** What the live region says after the last change ("Moved … to position 2 of 5."). */
  announcement: string;
};

/**
 * The order being edited: drag an entry (mouse or touch-pen) or use its Move up / Move down
 * buttons; each change is announced in a live region, and focus stays on the moved entry's button
 * (or its neighbour's, at the ends). An entry no longer AVAILABLE says so and can be removed.
 */
export function FeaturedListEditor({
  entries,
  max,
  onMove,
  onRemove,
  announcement,
}: FeaturedListEditorProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const { listRef, focusAfter } = useMoveFocus<HTMLOListElement>();

  function move(from: number, to: number, action: "up" | "down" | "drag") {
    if (to < 0 || to >= entries.length || from === to) return;
    focusAfter(entries[from].listing.id, action);
    onMove(from, to);
  }

  function remove(index: number) {
    const neighbour = entries[index + 1] ?? entries[index - 1];
    if (neighbour) focusAfter(neighbour.listing.id, "remove");
    onRemove(index);
  }

  const onDrop = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index, "drag");
    setDragging(null);
    setOver(null);
  };

  return (
    <>
      <p className="featured-count">
        {entries.length} of {max} featured. The city page shows the first {LANDING_PAGE_SHOWS} that are
        available, in this order.
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {entries.length === 0 ? (
        <p>Nothing is featured here yet. Search below and add listings.</p>
      ) : (
        <ol ref={listRef} className="featured-list" aria-label="Featured order">
          {entries.map((entry, index) => {
            const label = listingLabel(entry.listing);
            return (
              <li
                key={entry.listing.id}
                data-row={entry.listing.id}
                className={`featured-item${dragging === index ? " featured-item--dragging" : ""}${over === index && dragging !== index ? " featured-item--over" : ""}${entry.available ? "" : " featured-item--gone"}`}
                draggable
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", entry.listing.id);
                }}
                onDragOver={(event) => {
                  event.preventDefault();
                  setOver(index);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
                onDrop={onDrop(index)}
              >
                <span className="featured-item__handle" aria-hidden="true">
                  ⋮⋮
                </span>
                <span className="featured-item__position">{index + 1}</span>
                <span className="featured-item__text">
                  <Link to={entry.listing.path}>{label}</Link>
                  {entry.listing.building.propertyName ? (
                    <span className="featured-item__building">{entry.listing.building.propertyName}</span>
                  ) : null}
                  {entry.available ? null : (
                    <span className="featured-item__notice">{NO_LONGER_AVAILABLE}</span>
                  )}
                </span>
                <span className="featured-item__actions">
                  <MoveButtons
                    index={index}
                    count={entries.length}
                    label={label}
                    onMove={(to, action) => move(index, to, action)}
                  />
                  <button
                    type="button"
                    className="btn btn--small"
                    data-move="remove"
                    onClick={() => remove(index)}
                  >
                    Remove <span className="visually-hidden">{label}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
