import { type RefObject, useEffect } from "react";

/**
 * After a submit that found problems, moves focus to the first field marked invalid so keyboard and
 * screen-reader users land on what needs fixing. `attempt` changes on every rejected submit.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, attempt]);
}
