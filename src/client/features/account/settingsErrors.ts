import type { AccountError } from "../../../common/account/accountErrors";
import { showToast } from "../../layout/toastSlice";
import type { AppDispatch } from "../../system/store/store";

/**
 * Where a refused settings save is shown: next to the field it is about (by the server's `field`,
 * or by a code that can only mean one field), else as a toast. Throttling keeps the server's words;
 * anything else gets the default failure notice (spec section 8). Returns the field, if any.
 */
export function showSettingsError<K extends string>(
  error: AccountError | null,
  fieldOf: (error: AccountError) => K | null,
  setFieldError: (field: K, message: string) => void,
  dispatch: AppDispatch,
): K | null {
  const field = error ? fieldOf(error) : null;
  if (error && field) {
    setFieldError(field, error.message);
    return field;
  }
  if (error?.code === "THROTTLED" && error.message) {
    dispatch(showToast({ isError: true, contents: error.message }));
  } else {
    dispatch(showToast({ isError: true }));
  }
  return null;
}

/** A request that failed outright (network, server error): logged, and the default failure toast. */
export function showSaveFailure(dispatch: AppDispatch, operation: string, err: unknown): void {
  console.error(`${operation} failed`, err);
  dispatch(showToast({ isError: true }));
}
