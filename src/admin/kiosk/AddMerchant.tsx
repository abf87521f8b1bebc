/**
 * 'Add User': the operator enrols a merchant (business name, the shop's
 * subdomain, the owner's name, email and phone). The contract checks the
 * form before it is sent (the subdomain's rules of src/domain/host.ts), the
 * server says whether the subdomain is taken; each problem shows beside its
 * field and the first one takes focus. The shop opens in its free trial.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, schemaProblems, serverProblems } from "../../api/formErrors";
import { enrolMerchant } from "../../api/kiosk";
import { EnrolMerchantRequest, type KioskMerchantResponse } from "../../contract/kiosk";
import { toShopId } from "../../domain/host";
import { shopUrl } from "../../domain/shopUrl";
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

export function AddMerchant({
  onDone,
  onCancel,
}: {
  onDone: (
    merchant: KioskMerchantResponse["merchant"],
    commission: KioskMerchantResponse["commission"],
  ) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [subdomain, setSubdomain] = useState("");
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    document.getElementById(id("businessName"))?.focus();
  }, []);
  const focusFirst = (problems: FieldErrors) => {
    const first = FIELDS.find((f) => problems[f.name]);
    if (first) document.getElementById(id(first.name))?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(FIELDS.map((f) => [f.name, String(data.get(f.name) ?? "")])) as Record<
      FieldName,
      string
    >;
    const problems = schemaProblems(EnrolMerchantRequest, body);
    setMessage("");
    setErrors(problems);
    if (Object.keys(problems).length) {
      focusFirst(problems);
      return;
    }
    setBusy(true);
    try {
      const { merchant, commission } = await enrolMerchant(body);
      onDone(merchant, commission);
    } catch (cause) {
      const refused = serverProblems(cause);
      const fields = refused?.fields ?? {};
      setErrors(fields);
      setMessage(refused?.message ?? "Could not enrol the merchant: check your connection and try again.");
      focusFirst(fields);
    } finally {
      setBusy(false);
    }
  };

  const typedId = toShopId(subdomain);
  const address = typedId ? shopUrl(__PUBLIC_ENV__.platform, typedId) : "";
  return (
    <form
      id="kiosk-add"
      ref={form}
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
      {message ? (
        <p className="console-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="console-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Enrolling…" : "Enrol merchant"}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
