import { type SubmitEvent, useRef, useState } from "react";
import { ADDRESS_LIMITS, type AddressField, type AddressFields } from "../../domain/address";
import { INDIAN_STATES } from "../../domain/indianStates";
import { usePincodeFill } from "./usePincodeFill";
import "./addressForm.css";
import { t } from "../../i18n/t";

/** The form as typed: its fields and the type it is saved as (Home, Work, Other). */
export type AddressFormValues = AddressFields & { addressType: string };

type Field = keyof AddressFields;

interface Input {
  name: Field;
  label: string;
  autoComplete: string;
  numeric?: boolean;
  maxLength?: number;
  list?: string;
}

// Functions: the labels are read in the shopper's language at each render.
const contact = (): Input[] => [
  { name: "fullName", label: t("Name"), autoComplete: "name" },
  {
    name: "phoneNumber",
    label: t("Mobile Number"),
    autoComplete: "tel-national",
    numeric: true,
    maxLength: 14,
  },
];
const place = (): Input[] => [
  { name: "address", label: t("Address (House no, Building, Street area)"), autoComplete: "street-address" },
  { name: "pincode", label: t("Pin Code"), autoComplete: "postal-code", numeric: true, maxLength: 6 },
  { name: "city", label: t("City"), autoComplete: "address-level2" },
  { name: "district", label: t("District"), autoComplete: "off" },
  { name: "state", label: t("State"), autoComplete: "address-level1", list: "indian-states" },
  { name: "country", label: t("Country"), autoComplete: "country-name" },
];

/** The states and union territories to suggest (not the GST table's "Other Territory"). */
const STATE_NAMES = INDIAN_STATES.filter((s) => s.code !== "97").map((s) => s.name);

/** How a save ended: done, or refused with the message for the error line and the field it is about. */
export type SaveOutcome = { ok: true } | { ok: false; message: string; field?: string };

/**
 * The address form (SPEC §2 Address step, §5): CONTACT DETAILS and ADDRESS,
 * checked in the spec's order with the message above the form. A 6-digit
 * Pin Code fills the city, district and state (usePincodeFill). What is typed
 * lives in the caller's store (the checkout's or the profile's, both kept in
 * sessionStorage), so it survives a reload and a failed save.
 */
export function AddressForm({
  id,
  title,
  values,
  busy,
  onChange,
  onSave,
  onCancel,
}: {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  title: string;
  values: AddressFormValues;
  busy: boolean;
  onChange: (change: Partial<AddressFormValues>) => void;
  onSave: () => Promise<SaveOutcome>;
  /** Shown as a Cancel button when given. */
  onCancel?: (() => void) | undefined;
}) {
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const pinHint = usePincodeFill(values, onChange);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(null);
    // The caller's save checks the form in the spec's order before saving.
    const outcome = await onSave();
    if (outcome.ok) return;
    setError(outcome);
    if (outcome.field) form.current?.querySelector<HTMLInputElement>(`[name="${outcome.field}"]`)?.focus();
  };

  const input = ({ name, label, autoComplete, numeric, maxLength, list }: Input) => {
    const described = [
      error?.field === name ? `${id}-error` : "",
      name === "pincode" && pinHint ? `${id}-pin-hint` : "",
    ].filter(Boolean);
    return (
      <div className="field" key={name}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          value={values[name]}
          autoComplete={autoComplete}
          maxLength={maxLength ?? ADDRESS_LIMITS[name]}
          {...(numeric ? { inputMode: "numeric" as const, pattern: "[0-9+ -]*" } : {})}
          {...(list ? { list } : {})}
          type={name === "phoneNumber" ? "tel" : "text"}
          aria-invalid={error?.field === (name as AddressField | string) ? true : undefined}
          aria-describedby={described.length > 0 ? described.join(" ") : undefined}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
        {name === "pincode" ? (
          <p id={`${id}-pin-hint`} className="field-hint" aria-live="polite">
            {pinHint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      ref={form}
      className="address-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {title}
      </h2>
      <p id={`${id}-error`} className="form-error" role="alert">
        {t(error?.message ?? "")}
      </p>
      <fieldset>
        <legend>{t("CONTACT DETAILS")}</legend>
        {contact().map(input)}
      </fieldset>
      <fieldset>
        <legend>{t("ADDRESS")}</legend>
        {place().map(input)}
        <datalist id="indian-states">
          {STATE_NAMES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t("Save address as")}</label>
          <select
            id={`${id}-type`}
            name="addressType"
            value={values.addressType}
            onChange={(event) => onChange({ addressType: event.target.value })}
          >
            <option value="Home">{t("Home")}</option>
            <option value="Work">{t("Work")}</option>
            <option value="Other">{t("Other")}</option>
          </select>
        </div>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t("Saving...") : t("SAVE ADDRESS")}
        </button>
        {onCancel ? (
          <button type="button" className="button button-quiet" disabled={busy} onClick={onCancel}>
            {t("Cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
