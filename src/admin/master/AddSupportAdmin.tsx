import { useStore } from "@nanostores/react";
import { type SubmitEvent, useRef } from "react";
import { $supportAdminChange, addSupportAdminBy } from "../../stores/supportAdmins";
import { Field } from "../ui";

/**
 * "Add a support admin": by email, mobile number or both. A problem shows
 * beside its field, which takes focus; once added, the form is blank again
 * and focus is back on the email.
 */
export function AddSupportAdmin() {
  const { busy, errors } = useStore($supportAdminChange);
  const emailInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);

  const add = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const outcome = await addSupportAdminBy({
      email: String(data.get("email") ?? "").trim(),
      phone: String(data.get("phone") ?? "").trim(),
    });
    if (outcome === "added") form.reset();
    if (outcome === "phone") phoneInput.current?.focus();
    else if (outcome !== "refused") emailInput.current?.focus();
  };

  return (
    <form className="console-form console-inline-form" noValidate onSubmit={(e) => void add(e)}>
      <h2>Add a support admin</h2>
      <p className="console-hint">
        By the Google account they sign in with, their mobile number (they sign in with a code by SMS), or
        both.
      </p>
      <Field id="support-email" label="Email" error={errors.email}>
        {(a) => (
          <input
            ref={emailInput}
            name="email"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...a}
          />
        )}
      </Field>
      <Field id="support-phone" label="Mobile number" hint="Like 98765 43210" error={errors.phone}>
        {(a) => (
          <input
            ref={phoneInput}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            {...a}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        Add support admin
      </button>
    </form>
  );
}
