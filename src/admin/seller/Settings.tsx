/**
 * The shop's settings: every field of the contract's ShopSettings, checked
 * here with the server's own rules (settingsProblems and the contract's
 * schema) before it is sent; a refusal shows beside its field.
 */
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import * as v from "valibot";
import { type FieldErrors, schemaProblems, serverProblems } from "../../api/formErrors";
import { getSettings, saveSettings } from "../../api/seller";
import { ShopSettings } from "../../contract/seller";
import { INDIAN_STATES } from "../../domain/indianStates";
import { settingsProblems } from "../../domain/shopSettings";
import { dropDraft, keepDraft, keptDraft } from "../../stores/sessionDraft";
import type { SellerScreenProps } from "../screenProps";
import { Field, Loading, ScreenTitle } from "../ui";
import { Logo } from "./LogoField";

/** The form as typed: numbers as text until they are sent. */
type Form = Omit<ShopSettings, "deliverPp" | "defaultDeliveryDate"> & {
  deliverPp: string;
  defaultDeliveryDate: string;
};

const toForm = (s: ShopSettings): Form => ({
  ...s,
  deliverPp: String(s.deliverPp),
  defaultDeliveryDate: String(s.defaultDeliveryDate),
});

const toSettings = (f: Form) => ({
  ...f,
  deliverPp: f.deliverPp.trim() === "" ? 0 : Number(f.deliverPp),
  defaultDeliveryDate: f.defaultDeliveryDate.trim() === "" ? 0 : Number(f.defaultDeliveryDate),
});

/** What a kept copy of the form must look like to be used again. */
const KeptForm = v.looseObject({
  shopName: v.string(),
  logo: v.string(),
  deliverPp: v.string(),
  defaultDeliveryDate: v.string(),
});
const keyOf = (shopId: string) => `settingsForm:${shopId}`;

type A11y = { "aria-invalid": boolean | undefined; "aria-describedby": string | undefined };

export const SAVED = "Saved: the shop shows it on its next load";

export default function Settings({ shopId }: SellerScreenProps) {
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    getSettings(shopId).then(
      (answer) => {
        const saved = toForm(answer.settings);
        // What was typed and not yet saved comes back over the saved settings.
        const kept = keptDraft(keyOf(shopId), KeptForm) as Partial<Form> | null;
        setForm(kept ? { ...saved, ...kept } : saved);
        setRestored(kept !== null);
      },
      () => setFailure("Could not load the settings. Reload the page to try again."),
    );
  }, [shopId]);

  if (!form) {
    return (
      <div className="console-screen">
        <ScreenTitle>Shop settings</ScreenTitle>
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : (
          <Loading label="Loading the settings" />
        )}
      </div>
    );
  }

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    keepDraft(keyOf(shopId), next);
    setStatus("");
  };
  const text = (key: keyof Form) => ({
    value: String(form[key]),
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const settings = toSettings(form);
    const found: FieldErrors = { ...schemaProblems(ShopSettings, settings) };
    for (const p of settingsProblems(settings)) found[p.field] ??= p.message;
    setErrors(found);
    setStatus("");
    setFailure("");
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`setting-${first}`)?.focus();
      setFailure("Check the fields marked below.");
      return;
    }
    setBusy(true);
    try {
      const saved = await saveSettings(shopId, settings as ShopSettings);
      setForm(toForm(saved.settings));
      dropDraft(keyOf(shopId));
      setRestored(false);
      setStatus(SAVED);
    } catch (cause) {
      const refused = serverProblems(cause);
      setErrors(refused?.fields ?? {});
      setFailure(refused?.message ?? "Could not save: check your connection and try again.");
      const field = Object.keys(refused?.fields ?? {})[0];
      if (field) document.getElementById(`setting-${field}`)?.focus();
    } finally {
      setBusy(false);
    }
  };

  const field = (
    key: keyof Form,
    label: string,
    control: (id: string, a11y: A11y) => ReactNode,
    hint?: string,
  ) => (
    <Field id={`setting-${key}`} label={label} error={errors[key]} {...(hint ? { hint } : {})}>
      {({ id, ...a11y }) => control(id, a11y)}
    </Field>
  );

  return (
    <div className="console-screen">
      <ScreenTitle>Shop settings</ScreenTitle>
      {restored ? (
        <div className="console-card console-restored" role="status">
          <p>Your unsaved changes were kept on this device and are back in the form.</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              dropDraft(keyOf(shopId));
              setForm(null);
              setRestored(false);
              getSettings(shopId).then(
                (answer) => setForm(toForm(answer.settings)),
                () => setFailure("Could not load the settings. Reload the page to try again."),
              );
            }}
          >
            Discard them
          </button>
        </div>
      ) : null}
      <form className="console-form" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend>Name and header</legend>
          <Logo shopId={shopId} logo={form.logo} error={errors.logo} onChange={(logo) => set("logo", logo)} />
          {field("shopName", "Shop name", (id, a) => (
            <input id={id} {...a} {...text("shopName")} maxLength={60} />
          ))}
          <label className="console-check">
            <input
              type="checkbox"
              checked={form.isShopNameVisible}
              onChange={(e) => set("isShopNameVisible", e.target.checked)}
            />
            Show the name in the shop's header
          </label>
          {field("tagline", "Tagline", (id, a) => (
            <input id={id} {...a} {...text("tagline")} maxLength={120} />
          ))}
          <label className="console-check">
            <input
              type="checkbox"
              checked={form.isTaglineVisible}
              onChange={(e) => set("isTaglineVisible", e.target.checked)}
            />
            Show the tagline in the shop's header
          </label>
          {field("shopType", "Shop type", (id, a) => (
            <select
              id={id}
              {...a}
              value={form.shopType}
              onChange={(e) => set("shopType", e.target.value as Form["shopType"])}
            >
              <option value="product">Products (shoppers buy goods)</option>
              <option value="service">Services (shoppers book services)</option>
            </select>
          ))}
        </fieldset>
        <fieldset>
          <legend>Contact</legend>
          {field("phoneNumber", "Phone", (id, a) => (
            <input id={id} {...a} {...text("phoneNumber")} type="tel" inputMode="tel" autoComplete="tel" />
          ))}
          {field("email", "Email", (id, a) => (
            <input id={id} {...a} {...text("email")} type="email" autoComplete="email" />
          ))}
          {field("whatsapp", "WhatsApp number", (id, a) => (
            <input id={id} {...a} {...text("whatsapp")} type="tel" inputMode="tel" />
          ))}
        </fieldset>
        <fieldset>
          <legend>Payment</legend>
          <label className="console-check">
            <input type="checkbox" checked={form.cod} onChange={(e) => set("cod", e.target.checked)} />
            Take cash on delivery
          </label>
          {field(
            "upiId",
            "UPI id",
            (id, a) => (
              <input id={id} {...a} {...text("upiId")} autoCapitalize="none" spellCheck={false} />
            ),
            "Like shopname@okaxis. Leave empty to take cash on delivery only.",
          )}
          {field("payeeName", "Payee name (as your UPI app shows it)", (id, a) => (
            <input id={id} {...a} {...text("payeeName")} />
          ))}
        </fieldset>
        <fieldset>
          <legend>Delivery</legend>
          {field("deliverPp", "Delivery charge (₹ per order)", (id, a) => (
            <input
              id={id}
              {...a}
              {...text("deliverPp")}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
            />
          ))}
          {field(
            "defaultDeliveryDate",
            "Delivery days",
            (id, a) => (
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
            ),
            "How many days after the order it usually arrives (0 to 60).",
          )}
          {field(
            "pickupAddress",
            "Pickup address",
            (id, a) => (
              <textarea
                id={id}
                {...a}
                value={form.pickupAddress ?? ""}
                onChange={(e) => set("pickupAddress", e.target.value)}
                rows={2}
                maxLength={300}
                autoComplete="street-address"
              />
            ),
            "Where riders collect your orders: shop number, street, area, city and PIN code.",
          )}
        </fieldset>
        <fieldset>
          <legend>GST</legend>
          {field(
            "gstin",
            "GSTIN",
            (id, a) => (
              <input
                id={id}
                {...a}
                {...text("gstin")}
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={15}
              />
            ),
            "15 characters, like 27AAPFU0939F1ZV. Leave empty if the shop has none.",
          )}
          {field("stateCode", "State", (id, a) => (
            <select id={id} {...a} value={form.stateCode} onChange={(e) => set("stateCode", e.target.value)}>
              <option value="">Not chosen</option>
              {INDIAN_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          ))}
        </fieldset>
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : null}
        <p className="console-saved" role="status">
          {status}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : "Save settings"}
        </button>
      </form>
    </div>
  );
}
