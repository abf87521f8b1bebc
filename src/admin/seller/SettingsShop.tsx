/** The shop's settings, first part: its name and header (logo, name, tagline, type), and its contact. */
import { editSetting, type SettingsForm, type ShopSettingsState } from "../../stores/shopSettings";
import { Logo } from "./LogoField";
import { SettingField, textOf } from "./SettingField";

export function SettingsShop({
  shopId,
  form,
  errors,
}: {
  shopId: string;
  form: SettingsForm;
  errors: ShopSettingsState["errors"];
}) {
  const text = (key: keyof SettingsForm) => textOf(form, key);
  return (
    <>
      <fieldset>
        <legend>Name and header</legend>
        <Logo shopId={shopId} logo={form.logo} error={errors.logo} />
        <SettingField name="shopName" label="Shop name" errors={errors}>
          {(id, a) => <input id={id} {...a} {...text("shopName")} maxLength={60} />}
        </SettingField>
        <label className="console-check">
          <input
            type="checkbox"
            checked={form.isShopNameVisible}
            onChange={(e) => editSetting("isShopNameVisible", e.target.checked)}
          />
          Show the name in the shop's header
        </label>
        <SettingField name="tagline" label="Tagline" errors={errors}>
          {(id, a) => <input id={id} {...a} {...text("tagline")} maxLength={120} />}
        </SettingField>
        <label className="console-check">
          <input
            type="checkbox"
            checked={form.isTaglineVisible}
            onChange={(e) => editSetting("isTaglineVisible", e.target.checked)}
          />
          Show the tagline in the shop's header
        </label>
        <SettingField name="shopType" label="Shop type" errors={errors}>
          {(id, a) => (
            <select
              id={id}
              {...a}
              value={form.shopType}
              onChange={(e) => editSetting("shopType", e.target.value as SettingsForm["shopType"])}
            >
              <option value="product">Products (shoppers buy goods)</option>
              <option value="service">Services (shoppers book services)</option>
            </select>
          )}
        </SettingField>
      </fieldset>
      <fieldset>
        <legend>Contact</legend>
        <SettingField name="phoneNumber" label="Phone" errors={errors}>
          {(id, a) => (
            <input id={id} {...a} {...text("phoneNumber")} type="tel" inputMode="tel" autoComplete="tel" />
          )}
        </SettingField>
        <SettingField name="email" label="Email" errors={errors}>
          {(id, a) => <input id={id} {...a} {...text("email")} type="email" autoComplete="email" />}
        </SettingField>
        <SettingField name="whatsapp" label="WhatsApp number" errors={errors}>
          {(id, a) => <input id={id} {...a} {...text("whatsapp")} type="tel" inputMode="tel" />}
        </SettingField>
      </fieldset>
    </>
  );
}
