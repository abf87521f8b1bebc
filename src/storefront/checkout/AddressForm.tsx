import { type FormEvent, useRef, useState } from "react";
import { ADDRESS_LIMITS, type AddressField } from "../../domain/address";
import { type AddressDraft, EMPTY_DRAFT, patchCheckout, patchDraft } from "../../stores/checkout";
import { saveAddress } from "../../stores/checkoutActions";

type Field = Exclude<keyof AddressDraft, "open" | "addressType">;

interface Input {
  name: Field;
  label: string;
  autoComplete: string;
  numeric?: boolean;
  maxLength?: number;
}

const CONTACT: Input[] = [
  { name: "fullName", label: "Name", autoComplete: "name" },
  { name: "phoneNumber", label: "Mobile Number", autoComplete: "tel-national", numeric: true, maxLength: 14 },
];
const PLACE: Input[] = [
  { name: "address", label: "Address (House no, Building, Street area)", autoComplete: "street-address" },
  { name: "pincode", label: "Pin Code", autoComplete: "postal-code", numeric: true, maxLength: 6 },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "country", label: "Country", autoComplete: "country-name" },
];

/**
 * The address form (SPEC §2 Address step, §5): CONTACT DETAILS and ADDRESS,
 * checked in the spec's order with the message above the form. What is typed
 * is kept in the checkout's session state, so it survives a reload and a
 * failed save.
 */
export function AddressForm({
  draft,
  busy,
  canCancel,
}: {
  draft: AddressDraft;
  busy: boolean;
  canCancel: boolean;
}) {
  const [error, setError] = useState<{ message: string; field?: AddressField } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // saveAddress checks the form in the spec's order before saving.
    const outcome = await saveAddress(draft);
    if (outcome.ok) return;
    setError(outcome);
    if (outcome.field) form.current?.querySelector<HTMLInputElement>(`[name="${outcome.field}"]`)?.focus();
  };

  const input = ({ name, label, autoComplete, numeric, maxLength }: Input) => (
    <div className="field" key={name}>
      <label htmlFor={`address-${name}`}>{label}</label>
      <input
        id={`address-${name}`}
        name={name}
        value={draft[name]}
        autoComplete={autoComplete}
        maxLength={maxLength ?? ADDRESS_LIMITS[name]}
        {...(numeric ? { inputMode: "numeric" as const, pattern: "[0-9+ -]*" } : {})}
        type={name === "phoneNumber" ? "tel" : "text"}
        aria-invalid={error?.field === name ? true : undefined}
        aria-describedby={error?.field === name ? "address-error" : undefined}
        onChange={(event) => patchDraft({ [name]: event.target.value })}
      />
    </div>
  );

  return (
    <form
      ref={form}
      className="address-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="address-form-title"
    >
      <h2 id="address-form-title" className="visually-hidden">
        Add a delivery address
      </h2>
      <p id="address-error" className="form-error" role="alert">
        {error?.message ?? ""}
      </p>
      <fieldset>
        <legend>CONTACT DETAILS</legend>
        {CONTACT.map(input)}
      </fieldset>
      <fieldset>
        <legend>ADDRESS</legend>
        {PLACE.map(input)}
        <div className="field">
          <label htmlFor="address-type">Save address as</label>
          <select
            id="address-type"
            name="addressType"
            value={draft.addressType}
            onChange={(event) => patchDraft({ addressType: event.target.value })}
          >
            <option>Home</option>
            <option>Work</option>
            <option>Other</option>
          </select>
        </div>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving..." : "SAVE ADDRESS"}
        </button>
        {canCancel ? (
          <button
            type="button"
            className="button button-quiet"
            disabled={busy}
            onClick={() => patchCheckout({ draft: { ...EMPTY_DRAFT } })}
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
