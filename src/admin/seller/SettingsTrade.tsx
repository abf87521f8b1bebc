/** The shop's settings, second part: how shoppers pay, the delivery, and GST. */
import { INDIAN_STATES } from "../../domain/indianStates";
import { editSetting, type SettingsForm, type ShopSettingsState } from "../../stores/shopSettings";
import { SettingField, textOf } from "./SettingField";

export function SettingsTrade({
  form,
  errors,
  onlineOffered,
}: {
  form: SettingsForm;
  errors: ShopSettingsState["errors"];
  /** The platform has a payment gateway (a shop that has it on sees it whatever, to turn it off). */
  onlineOffered: boolean;
}) {
  const text = (key: keyof SettingsForm) => textOf(form, key);
  return (
    <>
      <fieldset>
        <legend>Payment</legend>
        <label className="console-check">
          <input type="checkbox" checked={form.cod} onChange={(e) => editSetting("cod", e.target.checked)} />
          Take cash on delivery
        </label>
        {onlineOffered || form.onlinePayments ? (
          <>
            <label className="console-check">
              <input
                type="checkbox"
                id="setting-onlinePayments"
                checked={form.onlinePayments}
                aria-describedby="setting-onlinePayments-hint"
                aria-invalid={errors.onlinePayments ? true : undefined}
                onChange={(e) => editSetting("onlinePayments", e.target.checked)}
              />
              Take online payments (UPI, cards, netbanking)
            </label>
            <p className="console-muted" id="setting-onlinePayments-hint">
              Shoppers pay through the platform's payment gateway: by UPI app or QR, card or netbanking.
              Orders arrive paid, and refunds go back by themselves. Fee: 2% of each payment.
            </p>
            {errors.onlinePayments ? <p className="console-error">{errors.onlinePayments}</p> : null}
          </>
        ) : null}
        <SettingField
          name="upiId"
          label="UPI id"
          hint="Like shopname@okaxis. Leave empty to take cash on delivery only."
          errors={errors}
        >
          {(id, a) => <input id={id} {...a} {...text("upiId")} autoCapitalize="none" spellCheck={false} />}
        </SettingField>
        <SettingField name="payeeName" label="Payee name (as your UPI app shows it)" errors={errors}>
          {(id, a) => <input id={id} {...a} {...text("payeeName")} />}
        </SettingField>
      </fieldset>
      <fieldset>
        <legend>Delivery</legend>
        <SettingField name="deliverPp" label="Delivery charge (₹ per order)" errors={errors}>
          {(id, a) => (
            <input
              id={id}
              {...a}
              {...text("deliverPp")}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
            />
          )}
        </SettingField>
        <SettingField
          name="defaultDeliveryDate"
          label="Delivery days"
          hint="How many days after the order it usually arrives (0 to 60)."
          errors={errors}
        >
          {(id, a) => (
            <input
              id={id}
              {...a}
              {...text("defaultDeliveryDate")}
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              step={1}
            />
          )}
        </SettingField>
        <SettingField
          name="pickupAddress"
          label="Pickup address"
          hint="Where riders collect your orders: shop number, street, area, city and PIN code."
          errors={errors}
        >
          {(id, a) => (
            <textarea
              id={id}
              {...a}
              value={form.pickupAddress ?? ""}
              onChange={(e) => editSetting("pickupAddress", e.target.value)}
              rows={2}
              maxLength={300}
              autoComplete="street-address"
            />
          )}
        </SettingField>
      </fieldset>
      <fieldset>
        <legend>GST</legend>
        <SettingField
          name="gstin"
          label="GSTIN"
          hint="15 characters, like 27AAPFU0939F1ZV. Leave empty if the shop has none."
          errors={errors}
        >
          {(id, a) => (
            <input
              id={id}
              {...a}
              {...text("gstin")}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={15}
            />
          )}
        </SettingField>
        <SettingField name="stateCode" label="State" errors={errors}>
          {(id, a) => (
            <select
              id={id}
              {...a}
              value={form.stateCode}
              onChange={(e) => editSetting("stateCode", e.target.value)}
            >
              <option value="">Not chosen</option>
              {INDIAN_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </SettingField>
      </fieldset>
    </>
  );
}
