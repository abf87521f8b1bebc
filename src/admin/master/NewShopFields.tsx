/**
 * The new shop form's groups below its name: its owner (email, mobile
 * number or both), what it sells and how it starts, and the kiosk operator
 * or franchise it came through. Each error shows beside its field.
 */
import { TRIAL_DAYS } from "../../domain/shopLifecycle";
import { Field } from "../ui";

/** Who a new shop came through ("" for the platform's own). */
export type ViaKind = "" | "kiosk" | "franchise";

/** The owner, by the email they sign in with (Google), their mobile number, or both. */
export function OwnerFields({
  emailId,
  phoneId,
  errors,
}: {
  emailId: string;
  phoneId: string;
  /** The form's errors by field ("ownerEmail", "ownerPhone"). */
  errors: Record<string, string>;
}) {
  return (
    <fieldset>
      <legend>Its owner</legend>
      <p className="console-hint">
        The email of the Google account they sign in with, their mobile number (they sign in with a code), or
        both.
      </p>
      <Field id={emailId} label="Owner's email" error={errors.ownerEmail}>
        {(a) => (
          <input
            name="ownerEmail"
            type="email"
            maxLength={254}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...a}
          />
        )}
      </Field>
      <Field id={phoneId} label="Owner's mobile number" hint="Like 98765 43210" error={errors.ownerPhone}>
        {(a) => (
          <input name="ownerPhone" type="tel" inputMode="tel" maxLength={20} autoComplete="off" {...a} />
        )}
      </Field>
    </fieldset>
  );
}

/** What the shop sells, and whether it starts in its free trial or paid. */
export function KindFields() {
  return (
    <>
      <fieldset>
        <legend>What it sells</legend>
        <label className="console-check">
          <input type="radio" name="shopType" value="product" defaultChecked /> Products
        </label>
        <label className="console-check">
          <input type="radio" name="shopType" value="service" /> Services (bookings)
        </label>
      </fieldset>
      <fieldset>
        <legend>How it starts</legend>
        <label className="console-check">
          <input type="radio" name="start" value="trial" defaultChecked /> In its {TRIAL_DAYS}-day free trial
        </label>
        <label className="console-check">
          <input type="radio" name="start" value="active" /> Paid (the one-time fee is received)
        </label>
      </fieldset>
    </>
  );
}

/** The kiosk operator or franchise it came through, and their id. */
export function ViaFields({
  id,
  kind,
  onKind,
  error,
}: {
  id: string;
  kind: ViaKind;
  onKind: (kind: ViaKind) => void;
  error: string | undefined;
}) {
  return (
    <fieldset>
      <legend>Came through</legend>
      <label>
        Kiosk operator or franchise
        <select name="viaKind" value={kind} onChange={(e) => onKind(e.currentTarget.value as ViaKind)}>
          <option value="">Neither: the platform's own</option>
          <option value="kiosk">A kiosk operator</option>
          <option value="franchise">A franchise</option>
        </select>
      </label>
      {kind ? (
        <Field id={id} label={kind === "kiosk" ? "Their kiosk id" : "The franchise's id"} error={error}>
          {(a) => <input name="viaId" maxLength={63} autoComplete="off" autoCapitalize="none" {...a} />}
        </Field>
      ) : null}
    </fieldset>
  );
}
