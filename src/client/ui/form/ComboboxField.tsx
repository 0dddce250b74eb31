import { type KeyboardEvent, type ReactNode, type Ref, useState } from "react";
import { FieldFrame } from "../FieldFrame";

export type ComboboxFieldProps = {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions; the person may still type something else (the form's rule decides). */
  options: readonly string[];
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** At most this many suggestions are listed at once. */
  maxOptions?: number;
};

/** Suggestions containing the typed text, those starting with it first. */
export function matchOptions(options: readonly string[], typed: string, max: number): string[] {
  const q = typed.trim().toLowerCase();
  if (!q) return options.slice(0, max);
  const starts = options.filter((o) => o.toLowerCase().startsWith(q));
  const contains = options.filter((o) => !o.toLowerCase().startsWith(q) && o.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, max);
}

/**
 * An editable combobox with a list of suggestions (ARIA APG "list autocomplete"): typing filters
 * and opens the list; Down/Up open it and move through it (wrapping), Alt+Down opens it without
 * moving; Enter takes the highlighted suggestion (and only then keeps the form from submitting);
 * Escape closes the list, or clears the field when it is closed. Focus stays in the input; the
 * highlighted option is announced through aria-activedescendant. Without scripts it is a plain
 * named text input, so the value reaches a server-handled post.
 */
export function ComboboxField({
  label,
  name,
  value,
  onChange,
  options,
  error,
  hint,
  required,
  optional,
  className,
  inputRef,
  maxOptions = 50,
}: ComboboxFieldProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open ? matchOptions(options, value, maxOptions) : [];
  const expanded = shown.length > 0;

  function choose(option: string) {
    onChange(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const list = matchOptions(options, value, maxOptions);
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (event.altKey || list.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => {
        if (!open || i < 0) return step === 1 ? 0 : list.length - 1;
        return (i + step + list.length) % list.length;
      });
    } else if (event.key === "Enter") {
      if (open && active >= 0 && active < list.length) {
        event.preventDefault();
        choose(list[active]);
      } else setOpen(false);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        onChange("");
      }
    }
  }

  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error} className={className}>
      {({ id, describedBy }) => (
        <div className="combobox">
          <input
            ref={inputRef}
            id={id}
            name={name}
            className="input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            required={required}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
          />
          {/* ARIA 1.2 combobox: focus stays in the input and aria-activedescendant points at an option,
              so the list and its options are not focusable themselves (as in CandidatePicker). */}
          <ul
            id={`${id}-listbox`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox of an ARIA combobox.
            role="listbox"
            aria-label="Suggestions"
            className="combobox__list"
            hidden={!expanded}
          >
            {shown.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, not focus.
              <li
                key={option}
                id={`${id}-option-${index}`}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox.
                role="option"
                aria-selected={index === active}
                className={
                  index === active ? "combobox__option combobox__option--active" : "combobox__option"
                }
                // mousedown, not click: the input keeps focus and does not blur the list away first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
              >
                {option}
              </li>
            ))}
          </ul>
        </div>
      )}
    </FieldFrame>
  );
}
