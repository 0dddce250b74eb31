/**
 * Moves focus to the first field marked invalid, so keyboard and screen-reader users land on what
 * needs fixing. A radio group carries aria-invalid itself: its checked (or first) radio gets focus.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  if (invalid.getAttribute("role") === "radiogroup") {
    const radio =
      invalid.querySelector<HTMLInputElement>("input[type=radio]:checked") ??
      invalid.querySelector<HTMLInputElement>("input[type=radio]");
    radio?.focus();
    return;
  }
  invalid.focus();
}
