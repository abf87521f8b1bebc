/**
 * A button that opens a modal form: a change that needs words first (a
 * suspension's reason, the new owner) and a confirmation. Its first field
 * takes focus; Escape or Cancel keeps things as they are and focus goes
 * back to the button; a refusal shows inside and keeps what was typed. A
 * field's own error is said beside it only (onConfirm answers FIELD_SAYS_WHY):
 * focus goes to that field, and the dialog's line stays empty.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

/** onConfirm's answer when a field's error says why, beside the field: the dialog stays open. */
export const FIELD_SAYS_WHY = Symbol("a field says why");

export function ActionDialog({
  label,
  title,
  text,
  confirm,
  danger = true,
  children,
  onConfirm,
}: {
  label: string;
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  /** The fields (named inputs); the form's data goes to onConfirm. */
  children: ReactNode;
  /** Does the change; answers a message to show (and stays open), FIELD_SAYS_WHY, or null when done. */
  onConfirm: (data: FormData) => Promise<string | typeof FIELD_SAYS_WHY | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLElement>("input, textarea, select")?.focus();
  }, [open]);

  const close = () => {
    dialog.current?.close();
    setOpen(false);
    setProblem("");
    opener.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem("");
    try {
      const refused = await onConfirm(new FormData(event.currentTarget));
      if (refused) {
        setProblem(refused === FIELD_SAYS_WHY ? "" : refused);
        dialog.current?.querySelector<HTMLElement>("[aria-invalid='true'], input, textarea")?.focus();
      } else close();
    } finally {
      setBusy(false);
    }
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
            <p className="console-error" role="alert">
              {problem}
            </p>
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
