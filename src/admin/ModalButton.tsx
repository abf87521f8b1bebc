/**
 * A button that opens a modal dialog: the staff app's one way to ask before
 * a change (ConfirmButton, ActionDialog, the rider's DeliverButton). The
 * dialog is modal (the page behind it is inert), named by its title and
 * described by its text; its first field takes focus when it opens, else its
 * first button (the one that keeps things as they are). Escape or `close()`
 * shuts it and focus goes back to the button, unless the change moved the
 * screen on (`close({ refocus: false })`).
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

export interface CloseOptions {
  /** Focus goes back to the opening button (default), or stays where the screen puts it. */
  refocus?: boolean;
}

export function ModalButton({
  label,
  className,
  disabled,
  beforeOpen,
  title,
  text,
  dialogClassName = "console-dialog",
  onClose,
  children,
}: {
  /** The button's contents (its words, and any words for screen readers only). */
  label: ReactNode;
  className: string;
  disabled?: boolean | undefined;
  /** Asked first: false keeps the dialog shut (something to fill in before asking, which says so itself). */
  beforeOpen?: (() => boolean) | undefined;
  title: ReactNode;
  text: string;
  dialogClassName?: string;
  /** The dialog closed, however (Escape, a button, a change done). */
  onClose?: (() => void) | undefined;
  /** The dialog's body under its title and text: its fields and buttons, given `close`. */
  children: (close: (options?: CloseOptions) => void) => ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    const shown = dialog.current;
    if (!open || !shown) return;
    shown.showModal();
    (shown.querySelector<HTMLElement>("input, textarea, select") ?? shown.querySelector("button"))?.focus();
  }, [open]);
  const close = ({ refocus = true }: CloseOptions = {}) => {
    dialog.current?.close();
    setOpen(false);
    onClose?.();
    if (refocus) opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        disabled={disabled}
        onClick={() => {
          if (!beforeOpen || beforeOpen()) setOpen(true);
        }}
      >
        {label}
      </button>
      {open ? (
        <dialog
          ref={dialog}
          className={dialogClassName}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          onCancel={(e) => {
            e.preventDefault();
            close();
          }}
        >
          <h2 id={`${id}-title`}>{title}</h2>
          <p id={`${id}-text`}>{text}</p>
          {children(close)}
        </dialog>
      ) : null}
    </>
  );
}
