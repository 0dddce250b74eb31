import type { ReactNode } from "react";

/** The ids of a field's hint and error, for the control's aria-describedby (undefined when neither shows). */
export function describedByIds(
  id: string,
  hint: ReactNode,
  error: string | null | undefined,
): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A field's standing hint and its error, under the control, with the ids describedByIds names. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
