/**
 * A field of the product form: its control named `product-{name}` (the form
 * focuses its first error by that id), and the first error on the field or
 * inside it beside it.
 */
import type { ReactNode } from "react";
import { errorOf, type FieldErrors } from "../../stores/productFormActions";
import { Field } from "../ui";

/** What a control spreads: whether it is in error, and the hint and error that describe it. */
export type A11y = { "aria-invalid": boolean | undefined; "aria-describedby": string | undefined };

export function ProductField({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  errors: FieldErrors;
  hint?: string;
  children: (id: string, a: A11y) => ReactNode;
}) {
  return (
    <Field id={`product-${name}`} label={label} error={errorOf(errors, name)} {...(hint ? { hint } : {})}>
      {({ id, ...a }) => children(id, a)}
    </Field>
  );
}
