import { useQuery } from "@apollo/client/react";
import { type KeyboardEvent, useId, useState } from "react";
import { MAX_COMMUTE_CANDIDATES } from "../../../common/commuteInput";
import { type CommuteCandidate, CommuteCandidatesQuery } from "./commuteCandidatesQuery";
import { officeLetter } from "./officeLetters";
import { useDebouncedValue } from "./useDebouncedValue";

export type CandidatePickerProps = {
  chosen: CommuteCandidate[];
  onAdd: (candidate: CommuteCandidate) => void;
  onRemove: (candidate: CommuteCandidate) => void;
};

const MIN_QUERY = 2;
const sameCandidate = (a: CommuteCandidate, b: CommuteCandidate) => a.kind === b.kind && a.id === b.id;

/**
 * Candidate offices: a search-as-you-type combobox (ARIA 1.2 pattern: arrows move through the
 * suggestions, Enter adds one, Escape closes) over buildings and neighbourhoods, and the chosen list.
 */
export function CandidatePicker({ chosen, onAdd, onRemove }: CandidatePickerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), 250);
  const full = chosen.length >= MAX_COMMUTE_CANDIDATES;
  const searching = query.length >= MIN_QUERY && !full;
  const { data, loading, error } = useQuery(CommuteCandidatesQuery, {
    variables: { query },
    skip: !searching,
  });
  const typed = text.trim();
  const wanted = typed.length >= MIN_QUERY && !full;
  // Only suggestions for exactly what is in the box: a stale list invites a click on the wrong office.
  const current = wanted && query === typed && !loading && data !== undefined;
  const found = current ? data.commuteCandidates : [];
  const options = found.filter((c) => !chosen.some((d) => sameCandidate(c, d)));
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(candidate: CommuteCandidate) {
    onAdd(candidate);
    setText("");
    setActive(-1);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (expanded && options[active]) choose(options[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  }

  let status = `Up to ${MAX_COMMUTE_CANDIDATES} offices: buildings (which stand for the spaces in them) or neighbourhoods.`;
  if (full) status = `You have chosen ${MAX_COMMUTE_CANDIDATES} offices, the most we compare at once.`;
  else if (typed.length > 0 && !wanted) status = `Type at least ${MIN_QUERY} characters.`;
  else if (wanted && error && query === typed)
    status = "Search is not available right now. Please try again in a moment.";
  else if (wanted && !current) status = "Searching…";
  else if (wanted && options.length === 0) status = `No buildings or neighbourhoods match “${typed}”.`;
  else if (expanded)
    status = `${options.length} ${options.length === 1 ? "suggestion" : "suggestions"}: use the arrow keys to choose.`;

  return (
    <div className="candidate-picker">
      <div className="field candidate-picker__field">
        <label className="field__label" htmlFor={`${id}-input`}>
          Find a building, address or neighbourhood
        </label>
        <input
          id={`${id}-input`}
          className="input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g. 245 Park Avenue or SoHo"
          disabled={full}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-status`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {/* ARIA 1.2 combobox: focus stays in the input and aria-activedescendant points at an option,
            so the list and its options are not focusable themselves. */}
        <ul
          id={`${id}-listbox`}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of an ARIA combobox.
          role="listbox"
          aria-label="Suggested offices"
          className="candidate-picker__options"
          hidden={!expanded}
        >
          {options.map((candidate, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (arrows and Enter) for its options.
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, not focus.
            <li
              key={`${candidate.kind}-${candidate.id}`}
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox.
              role="option"
              aria-selected={index === active}
              className={
                index === active
                  ? "candidate-picker__option candidate-picker__option--active"
                  : "candidate-picker__option"
              }
              // Keep focus in the input so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(candidate)}
            >
              <span className="candidate-picker__label">{candidate.label}</span>
              <span className="candidate-picker__detail">{candidate.detail}</span>
            </li>
          ))}
        </ul>
        <p id={`${id}-status`} className="field__hint" role="status">
          {status}
        </p>
      </div>

      {chosen.length ? (
        <ol className="candidate-list" aria-label="Offices to compare">
          {chosen.map((candidate, index) => (
            <li key={`${candidate.kind}-${candidate.id}`} className="candidate-list__item">
              <span className="office-letter" aria-hidden="true">
                {officeLetter(index)}
              </span>
              <span className="candidate-list__text">
                <span className="candidate-list__label">
                  <span className="visually-hidden">Office {officeLetter(index)}: </span>
                  {candidate.label}
                </span>
                <span className="candidate-list__detail">{candidate.detail}</span>
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                aria-label={`Remove ${candidate.label}`}
                onClick={() => onRemove(candidate)}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
