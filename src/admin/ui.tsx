/**
 * What the console's screens share: the screen title that takes focus when
 * navigated to, a field with its error beside it, the confirm dialog every
 * destructive action goes through, a spinner and the pager.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Alert } from "../ui/Alert";
import { ModalButton } from "./ModalButton";
import { takeFocusRequest } from "./router";

/** A screen's h1; focused when the screen was opened by navigation. */
/**
 * After a save or a send, the focus goes to what happened: the first field in error (by its element
 * id), else the line saying the failure, else the line saying it was saved (each null when not shown).
 */
export function focusAfterSave(
  fieldId: string | null,
  failure: HTMLElement | null,
  saved: HTMLElement | null = null,
): void {
  ((fieldId && document.getElementById(fieldId)) || failure || saved)?.focus();
}

export function ScreenTitle({ children, id }: { children: ReactNode; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocusRequest()) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className="console-title">
      {children}
    </h1>
  );
}

/** A loading line a screen reader announces. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="console-loading" role="status">
      <div className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * A labelled form control with its error beside it. `children` gets the
 * control's props (id, aria-invalid, aria-describedby) to spread.
 */
export function Field({
  id: givenId,
  label,
  error,
  hint,
  children,
}: {
  /** The control's id (a form that focuses its first error names its controls). */
  id?: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (props: {
    id: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`console-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="console-hint">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
      {error ? (
        <p id={`${id}-error`} className="console-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A button that asks first: a modal <dialog> (focus on the safe choice,
 * Escape keeps things as they are, focus goes back to the button).
 */
export function ConfirmButton({
  label,
  hiddenLabel,
  title,
  text,
  confirm,
  keep = "Keep it",
  danger = true,
  disabled,
  className = "button button-secondary",
  beforeOpen,
  onConfirm,
}: {
  label: string;
  /** Words for screen readers only, after the label (which order, which product). */
  hiddenLabel?: string;
  title: string;
  text: string;
  confirm: string;
  keep?: string;
  danger?: boolean;
  disabled?: boolean;
  className?: string;
  /** Asked first: false keeps the dialog shut (something to fill in before asking, which says so itself). */
  beforeOpen?: () => boolean;
  onConfirm: () => void;
}) {
  return (
    <ModalButton
      label={
        <>
          {label}
          {hiddenLabel ? <span className="visually-hidden"> {hiddenLabel}</span> : null}
        </>
      }
      className={className}
      disabled={disabled}
      beforeOpen={beforeOpen}
      title={title}
      text={text}
    >
      {(close) => (
        <div className="console-dialog-actions">
          <button type="button" className="button button-secondary" onClick={() => close()}>
            {keep}
          </button>
          <button
            type="button"
            className={danger ? "button button-danger" : "button"}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirm}
          </button>
        </div>
      )}
    </ModalButton>
  );
}

/** Previous / next page, with where the seller is. */
export function Pager({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="console-pager" aria-label={label}>
      <button
        type="button"
        className="button button-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous<span className="visually-hidden"> page</span>
      </button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next<span className="visually-hidden"> page</span>
      </button>
    </nav>
  );
}

/**
 * What a screen shows until its first load is ready: the spinner with `label`,
 * or after a failure the message with "Try again" (`onRetry`).
 */
export function LoadOrRetry({
  title,
  label,
  failed,
  onRetry,
}: {
  title: string;
  label: string;
  failed: string | null;
  onRetry: () => void;
}) {
  if (failed === null) return <Loading label={label} />;
  return (
    <div className="console-card">
      <ScreenTitle>{title}</ScreenTitle>
      <Alert>{failed}</Alert>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
