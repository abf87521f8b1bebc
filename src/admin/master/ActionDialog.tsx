/**
 * A button that opens a modal form: a change that needs words first (a
 * suspension's reason, the new owner) and a confirmation. Its first field
 * takes focus; Escape or Cancel keeps things as they are and focus goes
 * back to the button; a refusal shows inside (`problem`, the store's) and
 * keeps what was typed. A field's own error is said beside it only (the
 * dialog's line stays empty): focus goes to that field.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Alert } from "../../ui/Alert";

export function ActionDialog({
  label,
  title,
  text,
  confirm,
  danger = true,
  busy,
  problem,
  children,
  onConfirm,
  onClose,
}: {
  label: string;
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  /** The change is on its way: the confirm button waits. */
  busy: boolean;
  /** Why the change was refused ("" for nothing to say here). */
  problem: string;
  /** The fields (named inputs); the form's data goes to onConfirm. */
  children: ReactNode;
  /** Does the change; true when done (the dialog closes), false when refused (it stays open). */
  onConfirm: (data: FormData) => Promise<boolean>;
  /** The dialog closed: what it said (its line, its fields' errors) goes. */
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLElement>("input, textarea, select")?.focus();
  }, [open]);

  const close = () => {
    dialog.current?.close();
    setOpen(false);
    onClose();
    opener.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await onConfirm(new FormData(event.currentTarget))) close();
    else dialog.current?.querySelector<HTMLElement>("[aria-invalid='true'], input, textarea")?.focus();
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={danger ? "button button-danger" : "button"}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <dialog
          ref={dialog}
          className="console-dialog shop-dialog"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          onCancel={(e) => {
            e.preventDefault();
            close();
          }}
        >
          <form noValidate onSubmit={(e) => void submit(e)}>
            <h2 id={`${id}-title`}>{title}</h2>
            <p id={`${id}-text`}>{text}</p>
            {children}
            <Alert>{problem}</Alert>
            <div className="console-dialog-actions">
              <button type="button" className="button button-secondary" onClick={close}>
                Cancel
              </button>
              <button type="submit" className={danger ? "button button-danger" : "button"} disabled={busy}>
                {confirm}
              </button>
            </div>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
