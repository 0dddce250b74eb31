import { Modal } from "../layout/Modal";

export type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** A destructive action's button is red (the default); sending or scheduling is the primary one. */
  tone?: "danger" | "primary";
  /** While the confirmed action runs: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A question before something that cannot be undone. Cancel has the first focus, so Enter on an
 * accidental opening does nothing harmful; Escape and the overlay cancel too.
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  tone = "danger",
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={busy ? () => {} : onCancel} title={title} className="confirm-dialog">
      <p>{message}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className={tone === "primary" ? "btn btn--primary" : "btn btn--danger"}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? "Working…" : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
