import { useEffect, useRef } from "react";

/** Which of a row's buttons moved it (or, for a removal, which of the neighbour's to focus). */
export type MoveAction = "up" | "down" | (string & {});

/**
 * Move up / Move down for one row of a list its editors put in order: the keyboard's way to
 * reorder (no dragging needed). `label` names the row for screen readers ("Move up photo 2"). The
 * row carries `data-row={its id}` so useMoveFocus can find the buttons again after the move.
 */
export function MoveButtons({
  index,
  count,
  label,
  onMove,
}: {
  index: number;
  count: number;
  label: string;
  /** Moves the row at `index` to `to`; `action` is the button pressed. */
  onMove: (to: number, action: "up" | "down") => void;
}) {
  return (
    <>
      <button
        type="button"
        className="btn btn--small"
        data-move="up"
        disabled={index === 0}
        onClick={() => onMove(index - 1, "up")}
      >
        Move up <span className="visually-hidden">{label}</span>
      </button>
      <button
        type="button"
        className="btn btn--small"
        data-move="down"
        disabled={index === count - 1}
        onClick={() => onMove(index + 1, "down")}
      >
        Move down <span className="visually-hidden">{label}</span>
      </button>
    </>
  );
}

/**
 * Keeps the keyboard where it was after a row moves: on the moved row's same button, or its other
 * one when that end is reached (a disabled button cannot hold focus, and a moved DOM node loses it).
 * Rows are elements with `data-row` inside `listRef`; buttons have `data-move`.
 */
export function useMoveFocus<T extends HTMLElement>() {
  const listRef = useRef<T>(null);
  const wanted = useRef<{ id: string; action: MoveAction } | null>(null);

  useEffect(() => {
    const want = wanted.current;
    if (!want || !listRef.current) return;
    wanted.current = null;
    const row = [...listRef.current.querySelectorAll<HTMLElement>("[data-row]")].find(
      (el) => el.dataset.row === want.id,
    );
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${want.action}"]:not([disabled])`) ??
      row?.querySelector<HTMLButtonElement>("[data-move]:not([disabled])");
    button?.focus();
  });

  return {
    listRef,
    /** After the next render, focus row `id`'s `action` button. */
    focusAfter: (id: string, action: MoveAction) => {
      wanted.current = { id, action };
    },
  };
}
