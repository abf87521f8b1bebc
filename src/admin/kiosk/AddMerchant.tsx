/**
 * 'Add User': the operator enrols a merchant (business name, the shop's
 * subdomain, the owner's name, email and phone). The contract checks the
 * form before it is sent (the subdomain's rules of src/domain/host.ts), the
 * server says whether the subdomain is taken; each problem shows beside its
 * field and the first one takes focus. The shop opens in its free trial.
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useRef, useState } from "react";
import { toShopId } from "../../domain/host";
import { shopUrl } from "../../domain/shopUrl";
import { $kioskForms, ENROL_FORM, type EnrolFields, enrolKioskMerchant } from "../../stores/kiosk";
import { formOf } from "../../stores/staffForms";
import { Alert } from "../../ui/Alert";
import { Field } from "../ui";

const FIELDS = [
  { name: "businessName", label: "Business name", type: "text", autoComplete: "organization" },
  { name: "shopId", label: "Shop web address (subdomain)", type: "text", autoComplete: "off" },
  { name: "ownerName", label: "Merchant's name", type: "text", autoComplete: "name" },
  { name: "ownerEmail", label: "Merchant's email", type: "email", autoComplete: "email" },
  { name: "ownerPhone", label: "Merchant's mobile number", type: "tel", autoComplete: "tel" },
] as const;
type FieldName = (typeof FIELDS)[number]["name"];
const id = (name: FieldName) => `kiosk-add-${name}`;

export function AddMerchant({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { errors, failure, busy } = formOf(useStore($kioskForms), ENROL_FORM);
  const [subdomain, setSubdomain] = useState("");
  const submitButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.getElementById(id("businessName"))?.focus();
  }, []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      FIELDS.map((f) => [f.name, String(data.get(f.name) ?? "")]),
    ) as EnrolFields;
    const outcome = await enrolKioskMerchant(fields);
    if (outcome.ok) {
      onDone();
      return;
    }
    // The first field in error takes the focus; a failure of none, the button again (the line above says why).
    const first = FIELDS.find((f) => outcome.errors[f.name]);
    if (first) document.getElementById(id(first.name))?.focus();
    else submitButton.current?.focus();
  };

  const typedId = toShopId(subdomain);
  const address = typedId ? shopUrl(__PUBLIC_ENV__.platform, typedId) : "";
  return (
    <form
      id="kiosk-add"
      className="console-form console-card"
      noValidate
      aria-labelledby="kiosk-add-title"
      onSubmit={(e) => void submit(e)}
    >
      <h3 id="kiosk-add-title">Enrol a merchant</h3>
      <p className="console-hint">
        Their shop opens at once in a 7-day free trial. They sign in to /Admin with this email or mobile
        number.
      </p>
      {FIELDS.map((f) => (
        <Field
          key={f.name}
          id={id(f.name)}
          label={f.label}
          error={errors[f.name]}
          {...(f.name === "shopId"
            ? {
                hint: address
                  ? `The shop will be at ${address}`
                  : "Like meena-dairy: 3 to 63 letters, digits and hyphens",
              }
            : {})}
        >
          {(a) => (
            <input
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              {...(f.name === "shopId"
                ? {
                    autoCapitalize: "none",
                    spellCheck: false,
                    onChange: (e) => setSubdomain(e.currentTarget.value),
                  }
                : {})}
              {...(f.type === "tel" ? { inputMode: "numeric" as const } : {})}
              {...a}
            />
          )}
        </Field>
      ))}
      <Alert>{failure}</Alert>
      <div className="console-actions">
        <button ref={submitButton} type="submit" className="button" disabled={busy}>
          {busy ? "Enrolling…" : "Enrol merchant"}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
