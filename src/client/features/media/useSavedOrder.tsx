import { useRef, useState } from "react";
import { MoveButtons, useMoveFocus } from "../../ui/MoveButtons";

/**
 * A list of pictures in the order its editors set (photos, floor plans). A move shows at once and
 * is saved; while the save runs the list shows the new order, and a refused save puts the saved
 * order back. Focus stays on the moved row's button (useMoveFocus): rows need `data-row={id}`
 * inside `listRef`, and `moveButtons(index, label)` draws a row's Move up / Move down.
 */
export function useSavedOrder<T extends { id: string }>(
  saved: readonly T[],
  /** Saves the whole order; answers whether it was saved (and re-read, so `saved` has it). */
  save: (ids: string[], from: number, to: number) => Promise<boolean>,
) {
  const [draft, setDraft] = useState<string[] | null>(null);
  const latest = useRef(0);
  const { listRef, focusAfter } = useMoveFocus<HTMLOListElement>();
  const byId = new Map(saved.map((item) => [item.id, item]));
  // A draft of another set of rows (one was added or deleted meanwhile) gives way to the saved list.
  const shown =
    draft?.length === saved.length && draft.every((id) => byId.has(id))
      ? draft.flatMap((id) => byId.get(id) ?? [])
      : saved;

  async function move(from: number, to: number, action: "up" | "down") {
    const ids = shown.map((item) => item.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    const turn = ++latest.current;
    setDraft(ids);
    focusAfter(id, action);
    const ok = await save(ids, from, to);
    // A later move owns the draft now.
    if (turn !== latest.current) return;
    // Back to the saved order: the row moves back, and focus with it.
    if (!ok) focusAfter(id, action);
    setDraft(null);
  }

  const moveButtons = (index: number, label: string) => (
    <MoveButtons
      index={index}
      count={shown.length}
      label={label}
      onMove={(to, action) => void move(index, to, action)}
    />
  );

  return { shown, moveButtons, listRef };
}
