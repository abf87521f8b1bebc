import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { t } from "../../i18n/t";
import { $profile, $profileBusy } from "../../stores/profile";
import {
  closeAddress,
  makeDefault,
  openAddress,
  patchAddress,
  removeAddress,
  saveAddressEdit,
} from "../../stores/profileActions";
import type { SavedAddress } from "../../stores/user";
import { AddressForm } from "../checkout/AddressForm";

/**
 * The saved addresses (SPEC §7 updateaddress, deleteaddress): each with
 * Edit, Make default and Delete (confirmed first), and Add address. The form
 * (checkout/AddressForm.tsx, with the Pin Code fill) is kept as typed through
 * a failed save and a reload.
 */
export function ProfileAddresses({ addresses }: { addresses: [string, SavedAddress][] }) {
  const { address: edit } = useStore($profile);
  const busy = useStore($profileBusy);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const act = async (key: string, action: () => Promise<{ ok: boolean; message?: string }>) => {
    setError(null);
    const outcome = await action();
    if (!outcome.ok) setError({ key, message: outcome.message ?? "" });
  };

  const form = (title: string) => (
    <AddressForm
      id="profile-address"
      title={title}
      values={edit}
      busy={busy}
      onChange={patchAddress}
      onSave={saveAddressEdit}
      onCancel={closeAddress}
    />
  );

  return (
    <section className="profile-addresses" aria-labelledby="saved-addresses">
      <h2 id="saved-addresses">{t("Saved addresses")}</h2>
      {addresses.length === 0 ? <p>{t("No saved addresses yet.")}</p> : null}
      <ul className="address-list">
        {addresses.map(([key, a]) =>
          edit.open && edit.addressKey === key ? (
            <li key={key}>{form(t("Edit address"))}</li>
          ) : (
            <li key={key}>
              <p className="address-type">
                {t(a.addressType || "Address")}
                {a.defaultAddress ? <span className="badge"> {t("Default")}</span> : null}
              </p>
              <p>{a.fullAddress}</p>
              {error?.key === key ? (
                <p className="form-error" role="alert">
                  {t(error.message)}
                </p>
              ) : null}
              {confirming === key ? (
                <fieldset className="confirm">
                  <legend>{t("Delete this address?")}</legend>
                  <button
                    ref={confirmButton}
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void act(key, () => removeAddress(key)).then(() => setConfirming(null))}
                  >
                    {t("Yes, delete")}
                  </button>
                  <button type="button" className="button button-quiet" onClick={() => setConfirming(null)}>
                    {t("Keep it")}
                  </button>
                </fieldset>
              ) : (
                <div className="address-actions">
                  <button type="button" className="link-button" onClick={() => openAddress(key)}>
                    {t("Edit")}
                  </button>
                  {a.defaultAddress ? null : (
                    <button
                      type="button"
                      className="link-button"
                      disabled={busy}
                      onClick={() => void act(key, () => makeDefault(key))}
                    >
                      {t("Make default")}
                    </button>
                  )}
                  <button type="button" className="link-button" onClick={() => setConfirming(key)}>
                    {t("Delete")}
                  </button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {edit.open && edit.addressKey === null ? (
        form(t("Add an address"))
      ) : (
        <button type="button" className="button button-quiet" onClick={() => openAddress(null)}>
          {t("Add address")}
        </button>
      )}
    </section>
  );
}
