/** A field of the shop's settings form: its control with its error beside it, and a text control's props. */
import type { ReactNode } from "react";
import { editSetting, type SettingsForm, type ShopSettingsState } from "../../stores/shopSettings";
import { Field } from "../ui";

export type A11y = { "aria-invalid": boolean | undefined; "aria-describedby": string | undefined };

/** The field `name` (its control's id is `setting-{name}`: the form focuses its first error by it). */
export function SettingField({
  name,
  label,
  hint,
  errors,
  children,
}: {
  name: keyof SettingsForm;
  label: string;
  hint?: string;
  errors: ShopSettingsState["errors"];
  children: (id: string, a11y: A11y) => ReactNode;
}) {
  return (
    <Field id={`setting-${name}`} label={label} error={errors[name]} {...(hint ? { hint } : {})}>
      {({ id, ...a11y }) => children(id, a11y)}
    </Field>
  );
}

/** A text control's value and change, for the form's field `key`. */
export const textOf = (form: SettingsForm, key: keyof SettingsForm) => ({
  value: String(form[key]),
  onChange: (e: { target: { value: string } }) => editSetting(key, e.target.value as never),
});
