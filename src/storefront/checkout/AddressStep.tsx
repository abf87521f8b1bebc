import { useEffect } from "react";
import { t } from "../../i18n/t";
import { $checkout, type AddressDraft, EMPTY_DRAFT, patchCheckout, patchDraft } from "../../stores/checkout";
import { chooseAddress, saveAddress } from "../../stores/checkoutActions";
import { $user, type SavedAddress } from "../../stores/user";
import { AddressForm } from "./AddressForm";

/**
 * The Address step (SPEC §2): the saved addresses as a radio group, starting
 * on the chosen one or else the default (domain/address.ts chosenAddress),
 * 'CONFIRM ADDRESS' (disabled until one is chosen) and 'ADD ADDRESS'; the
 * form when adding, and at once when nothing is saved yet (no Cancel then).
 */
export function AddressStep({
  addresses,
  addressKey,
  draft,
  busy,
}: {
  addresses: [string, SavedAddress][];
  /** The chosen address's key, when it is one of `addresses`. */
  addressKey: string | null;
  draft: AddressDraft;
  busy: boolean;
}) {
  // The step starts on the default address: held as the choice, as a tap on it would.
  useEffect(() => {
    if (addressKey !== null && addressKey !== $user.get().addressKey) chooseAddress(addressKey);
  }, [addressKey]);
  if (draft.open || addresses.length === 0) {
    return (
      <AddressForm
        id="address"
        title={t("Add a delivery address")}
        values={draft}
        busy={busy}
        onChange={patchDraft}
        onSave={() => saveAddress($checkout.get().draft)}
        onCancel={addresses.length > 0 ? () => patchCheckout({ draft: { ...EMPTY_DRAFT } }) : undefined}
      />
    );
  }
  return (
    <div className="address-step">
      <fieldset className="address-choice">
        <legend>{t("Deliver to")}</legend>
        {addresses.map(([key, a]) => (
          <label key={key} className={key === addressKey ? "address-option chosen" : "address-option"}>
            <input
              type="radio"
              name="addressKey"
              value={key}
              checked={key === addressKey}
              onChange={() => chooseAddress(key)}
            />
            <span>
              <span className="address-type">
                {t(a.addressType || "Address")}
                {a.defaultAddress ? <span className="badge"> ({t("Default")})</span> : null}
              </span>
              <span className="address-text">{a.fullAddress}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={addressKey === null || busy}
          onClick={() => patchCheckout({ step: "payment" })}
        >
          {t("CONFIRM ADDRESS")}
        </button>
        <button type="button" className="button button-quiet" onClick={() => patchDraft({ open: true })}>
          {t("ADD ADDRESS")}
        </button>
      </div>
    </div>
  );
}
