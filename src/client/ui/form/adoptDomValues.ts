import { type RefObject, useLayoutEffect } from "react";

export type FormValues = Record<string, string | boolean>;

/**
 * What the named fields of a form hold in the DOM right now: text for inputs, selects and
 * textareas, `checked` for checkboxes, the checked radio's value for a radio group. Fields that are
 * not in `current` (honeypots, hidden inputs) are left out.
 */
export function readFormValues<V extends FormValues>(form: HTMLFormElement, current: V): Partial<V> {
  const read: Partial<V> = {};
  for (const name of Object.keys(current) as (keyof V & string)[]) {
    const item = form.elements.namedItem(name);
    if (!item) continue;
    let value: string | boolean;
    if (item instanceof RadioNodeList) value = item.value;
    else if (item instanceof HTMLInputElement && item.type === "checkbox") value = item.checked;
    else if ("value" in item && typeof item.value === "string") value = item.value;
    else continue;
    if (typeof current[name] === typeof value && value !== current[name])
      read[name] = value as V[typeof name];
  }
  return read;
}

/**
 * Issue 14: nothing typed before the scripts arrive may be lost. React keeps a server-rendered
 * input's DOM value when it hydrates, but the next render of a controlled input would write the
 * state's value back over it. So right after the first commit (a layout effect, before any other
 * update can re-render the fields) the form takes over whatever the DOM holds. On a form mounted
 * on the client the DOM already equals the state, and nothing happens.
 */
export function useAdoptDomValues<V extends FormValues>(
  formRef: RefObject<HTMLFormElement | null>,
  current: V,
  adopt: (typed: Partial<V>) => void,
) {
  // Runs once, at mount: later the state leads and the DOM follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount only, by design.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readFormValues(form, current);
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
