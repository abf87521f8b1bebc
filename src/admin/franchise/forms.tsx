/**
 * What the franchise screen's forms share: the fields as typed, the failure
 * line with the submit button, and where the focus goes once a submit has
 * come back (the first field in error, else the submit button again).
 */
import type { ReactNode } from "react";
import type { TypedFields } from "../../stores/franchise";
import type { FormOutcome, FormState } from "../../stores/staffForms";
import { Alert } from "../../ui/Alert";

/** A form's fields as typed, trimmed, empty ones left out. */
export const fieldsOf = (form: HTMLFormElement): TypedFields =>
  Object.fromEntries(
    [...new FormData(form)].map(([k, v]) => [k, String(v).trim()]).filter(([, v]) => v !== ""),
  ) as TypedFields;

/** A form's failure line and its submit button. */
export function Submit({ form, children }: { form: FormState; children: ReactNode }) {
  return (
    <>
      <Alert>{form.failure}</Alert>
      <button type="submit" className="button" disabled={form.busy}>
        {children}
      </button>
    </>
  );
}

/**
 * After a submit: the first field in error takes the focus (its control's id
 * is `{prefix}-{field}`); saved, or failed with no field to name, the submit
 * button again (it was disabled while the form was sent).
 */
export function focusAfter(form: HTMLFormElement, prefix: string, outcome: FormOutcome): void {
  const first = outcome.ok ? undefined : Object.keys(outcome.errors)[0];
  const field = first ? document.getElementById(`${prefix}-${first}`) : null;
  (field ?? form.querySelector<HTMLButtonElement>('button[type="submit"]'))?.focus();
}
