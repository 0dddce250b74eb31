import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { type FormValues, useAdoptDomValues } from "./adoptDomValues";
import { focusFirstInvalid } from "./focusFirstInvalid";
import { usePostedForm } from "./postedForm";

/*
 * The forms' one approach (issue 10): values, client rules, server errors mapped to fields, submit
 * state and focus on the first invalid field, in ~150 lines and no dependency, because the search
 * and home pages have no first-load bytes to spare for react-hook-form or zod. Rules are the plain
 * functions of src/common/validation/rules.ts that the server's inputs also run.
 */

export type FieldRule<V extends FormValues, K extends keyof V> = (value: V[K], values: V) => string | null;
export type FormRules<V extends FormValues> = { [K in keyof V]?: FieldRule<V, K> };
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/** A server refusal about one field (AccountError, ContactFieldError, OnboardingError...). */
export type ServerFieldError = { field?: string | null; message: string };

export type UseFormOptions<V extends FormValues> = {
  /**
   * The form's name, sent as `_form`: the server's handler for posts without scripts (issue 14)
   * answers by it, and a page it renders again starts from what was posted and its errors.
   */
  name?: string;
  initialValues: V;
  rules?: FormRules<V>;
  /** Runs with values that passed every rule; the form is `pending` until it settles. */
  onSubmit: (values: V, form: FormApi<V>) => unknown;
  /** Told of every change (a store that mirrors the fields, like the onboarding profile). */
  onValueChange?: (name: keyof V & string, value: V[keyof V], values: V) => void;
  /** Busy for reasons of its own (the sign-in modal's request runs in its parent). */
  busy?: boolean;
};

export type TextFieldBinding = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};
export type CheckboxBinding = {
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
};

export type FormApi<V extends FormValues> = {
  name: string | undefined;
  values: V;
  errors: FormErrors<V>;
  /** A problem about the whole form (request failed, throttled): shown above the fields by <Form>. */
  formError: string | null;
  /** A success notice the server left after a post without scripts (the flash), shown once. */
  notice: string | null;
  pending: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** Props for a text-like field component: `<TextField {...form.field("email")} ... />`. */
  field: (name: keyof V & string) => TextFieldBinding;
  checkbox: (name: keyof V & string) => CheckboxBinding;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Replaces the values (after a save, or "send another"); errors are cleared. */
  reset: (values?: V) => void;
  /** Shows errors next to their fields and moves focus to the first. */
  showErrors: (errors: FormErrors<V>) => void;
  setFormError: (message: string | null) => void;
  /**
   * Puts each server error next to its field (`fieldOf` maps the server's name or code to one of
   * this form's fields; by default the error's own `field`) and answers those that fit no field.
   */
  showServerErrors: <E extends ServerFieldError>(
    errors: readonly E[],
    fieldOf?: (error: E) => string | null | undefined,
  ) => E[];
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

export function validate<V extends FormValues>(values: V, rules: FormRules<V> = {}): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const name of Object.keys(rules) as (keyof V & string)[]) {
    const problem = rules[name]?.(values[name], values);
    if (problem) errors[name] = problem;
  }
  return errors;
}

/** The posted values over the form's initial ones: text as typed, a checkbox checked when sent. */
export function postedValues<V extends FormValues>(initial: V, posted: Record<string, string>): V {
  const values = { ...initial };
  for (const name of Object.keys(initial) as (keyof V & string)[]) {
    if (typeof initial[name] === "boolean") values[name] = (name in posted) as V[typeof name];
    else if (name in posted) values[name] = posted[name] as V[typeof name];
  }
  return values;
}

function postedErrors<V extends FormValues>(initial: V, errors: Record<string, string>): FormErrors<V> {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => name in initial)) as FormErrors<V>;
}

export function useForm<V extends FormValues>(options: UseFormOptions<V>): FormApi<V> {
  const posted = usePostedForm(options.name);
  const [values, setValues] = useState<V>(() =>
    posted ? postedValues(options.initialValues, posted.values) : options.initialValues,
  );
  const [errors, setErrors] = useState<FormErrors<V>>(() =>
    posted ? postedErrors(options.initialValues, posted.errors) : {},
  );
  const [formError, setFormError] = useState<string | null>(posted?.formError ?? null);
  const [submitting, setSubmitting] = useState(false);
  // A page answering a failed post starts as a failed attempt: focus goes to the first invalid field.
  const [attempt, setAttempt] = useState(posted && Object.keys(posted.errors).length > 0 ? 1 : 0);
  const formRef = useRef<HTMLFormElement>(null);
  // The latest options and values, for handlers created in earlier renders.
  const latest = useRef({ options, values });
  latest.current = { options, values };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useAdoptDomValues(formRef, options.initialValues, (typed) => {
    setValues((v) => ({ ...v, ...typed }));
    for (const [name, value] of Object.entries(typed)) {
      options.onValueChange?.(name, value as V[keyof V], { ...values, ...typed });
    }
  });

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  const pending = submitting || !!options.busy;

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...latest.current.values, [name]: value };
    latest.current.values = next;
    setValues(next);
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
    latest.current.options.onValueChange?.(name, value, next);
  }

  function showErrors(found: FormErrors<V>) {
    setErrors(found);
    if (Object.values(found).some(Boolean)) setAttempt((n) => n + 1);
  }

  const api: FormApi<V> = {
    name: options.name,
    notice: posted?.notice ?? null,
    values,
    errors,
    formError,
    pending,
    formRef,
    field: (name) => ({
      name,
      value: String(values[name] ?? ""),
      error: errors[name],
      onChange: (value) => setValue(name, value as V[typeof name]),
    }),
    checkbox: (name) => ({
      name,
      checked: values[name] === true,
      error: errors[name],
      onChange: (checked) => setValue(name, checked as V[typeof name]),
    }),
    setValue,
    reset: (next) => {
      setValues(next ?? options.initialValues);
      setErrors({});
      setFormError(null);
    },
    showErrors,
    setFormError,
    showServerErrors: (list, fieldOf = (error) => error.field) => {
      const found: FormErrors<V> = {};
      const unplaced: (typeof list)[number][] = [];
      for (const error of list) {
        const name = fieldOf(error);
        if (name && name in latest.current.values) {
          found[name as keyof V & string] ??= error.message;
        } else unplaced.push(error);
      }
      showErrors(found);
      return unplaced;
    },
    handleSubmit: (event) => {
      event.preventDefault();
      if (pending) return;
      const { options: current, values: now } = latest.current;
      setFormError(null);
      const found = validate(now, current.rules);
      showErrors(found);
      if (Object.keys(found).length > 0) return;
      // Called at once (a parent's own busy state starts in the same event); awaited when async.
      const result = current.onSubmit(now, api);
      if (result instanceof Promise) {
        setSubmitting(true);
        result
          .catch((err: unknown) => console.error("form submit failed", err))
          .finally(() => {
            if (mounted.current) setSubmitting(false);
          });
      }
    },
  };
  return api;
}
