import { useEffect, useId, useRef, useState } from "react";
import { MAX_COMMUTE_HOMES } from "../../../common/commuteInput";
import { addPasted, newPerson, type Person, personError } from "./commuteTeam";

export type HomeZipsEditorProps = {
  people: Person[];
  onChange: (people: Person[]) => void;
  /** Well-formed codes the server could not find. */
  unknownZips: readonly string[];
};

function pasteMessage(added: number, invalid: string[], overLimit: number): string {
  const parts = [`Added ${added} ${added === 1 ? "person" : "people"}.`];
  if (invalid.length) parts.push(`Not ZIP codes, left out: ${invalid.join(", ")}.`);
  if (overLimit)
    parts.push(`The list holds ${MAX_COMMUTE_HOMES} people, so ${overLimit} more were left out.`);
  return parts.join(" ");
}

/** One ZIP field a person, with add and remove, and a box to paste a whole list at once. */
export function HomeZipsEditor({ people, onChange, unknownZips }: HomeZipsEditorProps) {
  const pasteId = useId();
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasteText, setPasteText] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Which row should take focus after an add or a remove (-1: the Add button).
  const [focusRow, setFocusRow] = useState<number | null>(null);

  useEffect(() => {
    if (focusRow === null) return;
    const inputs = listRef.current?.querySelectorAll<HTMLInputElement>("input");
    if (focusRow >= 0 && inputs?.[focusRow]) inputs[focusRow].focus();
    else addRef.current?.focus();
    setFocusRow(null);
  }, [focusRow]);

  function update(index: number, changes: Partial<Person>) {
    onChange(people.map((p, i) => (i === index ? { ...p, ...changes } : p)));
  }

  function remove(index: number) {
    const next = people.filter((_, i) => i !== index);
    onChange(next.length ? next : [newPerson()]);
    setFocusRow(next.length ? Math.min(index, next.length - 1) : 0);
  }

  function add() {
    onChange([...people, newPerson()]);
    setFocusRow(people.length);
  }

  function applyPaste() {
    const outcome = addPasted(people, pasteText);
    onChange(outcome.people);
    setNotice(pasteMessage(outcome.added, outcome.invalid, outcome.overLimit));
    // Keep what could not be used in the box, so it can be corrected.
    setPasteText(outcome.invalid.join("\n"));
  }

  const full = people.length >= MAX_COMMUTE_HOMES;
  return (
    <div className="zip-editor">
      <ol className="zip-editor__list" ref={listRef}>
        {people.map((person, index) => {
          const error = personError(person, unknownZips);
          const inputId = `${pasteId}-person-${person.key}`;
          return (
            <li key={person.key} className="zip-editor__row">
              <label className="zip-editor__label" htmlFor={inputId}>
                Person {index + 1}
              </label>
              <input
                id={inputId}
                className="input zip-editor__input"
                value={person.zip}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                maxLength={10}
                placeholder="ZIP code"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                onChange={(event) => update(index, { zip: event.target.value, touched: false })}
                onBlur={() => update(index, { touched: true })}
              />
              <button
                type="button"
                className="btn btn--ghost btn--small zip-editor__remove"
                aria-label={`Remove person ${index + 1}`}
                onClick={() => remove(index)}
              >
                Remove
              </button>
              {error ? (
                <p id={`${inputId}-error`} className="field__error zip-editor__error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="cluster">
        <button ref={addRef} type="button" className="btn btn--small" onClick={add} disabled={full}>
          Add a person
        </button>
        <button
          type="button"
          className="btn btn--small btn--ghost"
          aria-expanded={pasteOpen}
          aria-controls={`${pasteId}-paste`}
          onClick={() => setPasteOpen((open) => !open)}
        >
          Paste a list
        </button>
      </div>
      <div id={`${pasteId}-paste`} className="zip-editor__paste" hidden={!pasteOpen}>
        <label className="field__label" htmlFor={`${pasteId}-text`}>
          ZIP codes, separated by commas, spaces or new lines
        </label>
        <textarea
          id={`${pasteId}-text`}
          className="input zip-editor__textarea"
          rows={4}
          value={pasteText}
          onChange={(event) => setPasteText(event.target.value)}
        />
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={applyPaste}
          disabled={!pasteText.trim()}
        >
          Add these people
        </button>
      </div>
      <p className="field__hint" role="status">
        {notice ?? `Up to ${MAX_COMMUTE_HOMES} people. US ZIP codes and Canadian postal codes work.`}
      </p>
    </div>
  );
}
