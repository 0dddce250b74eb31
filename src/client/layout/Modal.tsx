import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";

export type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
};

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(",");

function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[hidden]"));
}

const noopSubscribe = () => () => {};

/**
 * Accessible dialog over a dimmed overlay. Closes on Escape, on a click that starts and ends on the
 * overlay, and on the close button; keeps Tab inside; hands focus back to whatever opened it.
 * An element marked `data-autofocus` inside the children gets the first focus.
 */
export function Modal({ isOpen, onClose, title, children, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedInside = useRef(false);
  // False while hydrating server HTML (which has no portal), true on every client render after that.
  const isClient = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog node changes when it moves into the portal after hydration, and focus must follow it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial =
      dialog.querySelector<HTMLElement>("[data-autofocus]") ??
      focusableWithin(dialog.querySelector<HTMLElement>(".modal__body") ?? dialog)[0] ??
      dialog;
    initial.focus();

    // Locking page scroll keeps a phone from scrolling the page behind a long dialog.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    // The page behind a modal dialog is out of reach (what <dialog>.showModal() does): no focus, no
    // pointer, nothing for assistive technology or a checker to find under the overlay.
    // Only once the dialog sits in its portal: before that it is inside the page it would disable.
    const overlayNode = dialog.closest(".modal-overlay");
    const inPortal = overlayNode?.parentElement === document.body;
    const madeInert = inPortal
      ? [...document.body.children].filter(
          (el): el is HTMLElement => el instanceof HTMLElement && el !== overlayNode && !el.inert,
        )
      : [];
    for (const el of madeInert) el.inert = true;

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === "Tab" && dialog) {
        keepTabInside(event, dialog);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
      for (const el of madeInert) el.inert = false;
      if (opener?.isConnected) opener.focus();
    };
  }, [isOpen, isClient]);

  if (!isOpen) return null;

  function onOverlayMouseDown(event: MouseEvent<HTMLDivElement>) {
    pressStartedInside.current = event.target !== event.currentTarget;
  }

  function onOverlayClick(event: MouseEvent<HTMLDivElement>) {
    // Selecting text inside the dialog and releasing over the overlay must not close it.
    const startedInside = pressStartedInside.current;
    pressStartedInside.current = false;
    if (event.target === event.currentTarget && !startedInside) onClose();
  }

  const overlay = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay click is a mouse shortcut; keyboard users have Escape and the close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document while the dialog is open.
    <div className="modal-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `modal ${className}` : "modal"}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" aria-label="Close" onClick={onClose}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );

  return isClient ? createPortal(overlay, document.body) : overlay;
}

function keepTabInside(event: KeyboardEvent, dialog: HTMLElement) {
  const items = focusableWithin(dialog);
  if (items.length === 0) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
