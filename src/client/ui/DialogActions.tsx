/**
 * The foot of a form in a dialog: Cancel, then the submit button, which says what it is doing while
 * the form is sent (both wait meanwhile). `disabled` holds the submit back for the form's own reason.
 */
export function DialogActions({
  onCancel,
  pending,
  label,
  pendingLabel,
  disabled = false,
}: {
  onCancel: () => void;
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <div className="confirm-dialog__actions">
      <button type="button" className="btn" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={pending || disabled}
        aria-busy={pending || undefined}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
