/**
 * A button that opens a modal form: a change that needs words first (a
 * suspension's reason, the new owner) and a confirmation. Its first field
 * takes focus; Escape or Cancel keeps things as they are and focus goes
 * back to the button; a refusal shows inside (`problem`, the store's) and
 * keeps what was typed. A field's own error is said beside it only (the
 * dialog's line stays empty): focus goes to that field.
 */
import type { ReactNode, SubmitEvent } from "react";
import { Alert } from "../../ui/Alert";
import { ModalButton } from "../ModalButton";

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
  const submit = async (event: SubmitEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await onConfirm(new FormData(form))) close();
    else form.querySelector<HTMLElement>("[aria-invalid='true'], input, textarea")?.focus();
  };
  return (
    <ModalButton
      label={label}
      className={danger ? "button button-danger" : "button"}
      title={title}
      text={text}
      dialogClassName="console-dialog shop-dialog"
      onClose={onClose}
    >
      {(close) => (
        <form noValidate onSubmit={(e) => void submit(e, close)}>
          {children}
          <Alert>{problem}</Alert>
          <div className="console-dialog-actions">
            <button type="button" className="button button-secondary" onClick={() => close()}>
              Cancel
            </button>
            <button type="submit" className={danger ? "button button-danger" : "button"} disabled={busy}>
              {confirm}
            </button>
          </div>
        </form>
      )}
    </ModalButton>
  );
}
