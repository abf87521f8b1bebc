/**
 * The one message a person must hear at once, in the staff app and the
 * islands: a failure ("error", the default: a refused call, a field's
 * problem) or a notice ("Your sign-in has ended…"). It is in the page before
 * it has anything to say (empty, and hidden), so a screen reader announces
 * the words set later; its look is the floor's (alert.css). The shop keeps
 * its own error line (`.form-error`): used there, this would be a chunk of
 * its own in every shop screen's preload list, and the shop home's
 * JavaScript sits at its budget (docs/performance.md).
 */
import type { ReactNode, Ref } from "react";
import "./alert.css";

export interface AlertProps {
  children?: ReactNode;
  /** "error" (the default) or "notice". */
  tone?: "error" | "notice";
  /** Ties the message to a field (aria-describedby). */
  id?: string | undefined;
  /** A place-specific class besides (a grid column, a margin). */
  className?: string | undefined;
  /** For a form that moves focus to its message (with tabIndex -1). */
  ref?: Ref<HTMLParagraphElement>;
  tabIndex?: number;
}

export function Alert({ children, tone = "error", id, className, ref, tabIndex }: AlertProps) {
  return (
    <p
      ref={ref}
      id={id}
      className={className ? `alert alert-${tone} ${className}` : `alert alert-${tone}`}
      role="alert"
      tabIndex={tabIndex}
    >
      {children}
    </p>
  );
}
