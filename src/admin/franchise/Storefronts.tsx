/**
 * The franchise's storefronts, each live at its subdomain, and the form that
 * opens a new one at once (refused past the plan's limit with the server's
 * words).
 */
import { useStore } from "@nanostores/react";
import type { PlatformShop } from "../../contract/platform";
import { shopUrl } from "../../domain/shopUrl";
import { showPhone } from "../../domain/signInPhone";
import { $franchiseForms, openStorefront, SHOP_FORM } from "../../stores/franchise";
import { formOf } from "../../stores/staffForms";
import { Field } from "../ui";
import { fieldsOf, focusAfter, Submit } from "./forms";

export function Storefronts({ shops }: { shops: PlatformShop[] }) {
  return (
    <section className="console-card" aria-labelledby="franchise-shops">
      <h2 id="franchise-shops">Storefronts</h2>
      {shops.length === 0 ? (
        <p>No storefronts yet: open the first one below.</p>
      ) : (
        <ul className="console-rows">
          {shops.map((shop) => (
            <li key={shop.shopId}>
              <a href={shopUrl(__PUBLIC_ENV__.platform, shop.shopId)}>{shop.name || shop.shopId}</a>{" "}
              <span className="console-muted">
                {shop.shopId} · {shop.status} · owner {shop.ownerEmail || showPhone(shop.ownerPhone)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <NewShop />
    </section>
  );
}

function NewShop() {
  const form = formOf(useStore($franchiseForms), SHOP_FORM);
  return (
    <details>
      <summary>Open a storefront</summary>
      <form
        aria-label="Open a storefront"
        className="console-form"
        noValidate
        onSubmit={(e) => {
          const target = e.currentTarget;
          e.preventDefault();
          void openStorefront(fieldsOf(target)).then((outcome) => {
            if (outcome.ok) target.reset();
            focusAfter(target, SHOP_FORM, outcome);
          });
        }}
      >
        <Field
          id="shop-shopId"
          label="Web address (subdomain)"
          error={form.errors.shopId}
          hint="3 to 63 lower-case letters, digits or hyphens, like pink-city-sweets"
        >
          {(a) => <input {...a} name="shopId" autoCapitalize="none" spellCheck={false} maxLength={63} />}
        </Field>
        <Field id="shop-name" label="Shop name" error={form.errors.name}>
          {(a) => <input {...a} name="name" maxLength={80} />}
        </Field>
        <Field
          id="shop-ownerEmail"
          label="Owner's Google email"
          error={form.errors.ownerEmail}
          hint="The owner signs in with this email, or with the phone below"
        >
          {(a) => <input {...a} name="ownerEmail" type="email" autoComplete="off" />}
        </Field>
        <Field id="shop-ownerPhone" label="Owner's mobile number" error={form.errors.ownerPhone}>
          {(a) => <input {...a} name="ownerPhone" type="tel" inputMode="tel" autoComplete="off" />}
        </Field>
        <Field id="shop-shopType" label="Shop type" error={form.errors.shopType}>
          {(a) => (
            <select {...a} name="shopType" defaultValue="product">
              <option value="product">Products</option>
              <option value="service">Services</option>
            </select>
          )}
        </Field>
        <Submit form={form}>Open storefront</Submit>
      </form>
    </details>
  );
}
