import { useStore } from "@nanostores/react";
import type { PlatformShop } from "../../contract/platform";
import { shopOwner } from "../../domain/console/platformPeople";
import {
  $shopChange,
  dismissShopChange,
  resumePlatformShop,
  suspendPlatformShop,
  transferPlatformShop,
} from "../../stores/masterShops";
import { ConfirmButton, Field } from "../ui";
import { ActionDialog } from "./ActionDialog";

/**
 * "Change this shop" on its page: suspend it with a reason or resume it,
 * and hand it to a new owner, each after confirming (the store checks and
 * sends; what happened is said on the page).
 */
export function ShopActions({ shop, name }: { shop: PlatformShop; name: string }) {
  const { busy, problem, errors } = useStore($shopChange);
  const { shopId } = shop;

  const suspend = async (data: FormData) =>
    (await suspendPlatformShop(shopId, String(data.get("reason") ?? ""))) === "done";

  const transfer = async (data: FormData) =>
    (await transferPlatformShop(shopId, {
      email: String(data.get("email") ?? "").trim(),
      phone: String(data.get("phone") ?? "").trim(),
    })) === "done";

  return (
    <section className="console-section" aria-labelledby="shop-changes">
      <h2 id="shop-changes">Change this shop</h2>
      <div className="console-actions">
        {shop.status === "suspended" ? (
          <ConfirmButton
            label="Resume shop"
            title={`Resume ${name}?`}
            text="Its storefront opens again and takes orders."
            confirm="Resume shop"
            keep="Keep it suspended"
            danger={false}
            className="button"
            onConfirm={() => void resumePlatformShop(shopId)}
          />
        ) : (
          <ActionDialog
            label="Suspend shop"
            title={`Suspend ${name}?`}
            text="Its storefront says it is closed for now and takes no orders. Its products, orders and people stay, and you can resume it."
            confirm="Suspend shop"
            busy={busy}
            problem={problem}
            onConfirm={suspend}
            onClose={dismissShopChange}
          >
            <Field
              id="suspend-reason"
              label="Why (kept with the shop and in the audit log)"
              error={errors.reason}
            >
              {(a) => <textarea name="reason" maxLength={500} {...a} />}
            </Field>
          </ActionDialog>
        )}
        <ActionDialog
          label="Hand to a new owner"
          title={`Hand ${name} to a new owner?`}
          text={`The owner role moves to them. ${shopOwner(shop)} stops being the owner and loses access at their next call.`}
          confirm="Hand over"
          busy={busy}
          problem={problem}
          onConfirm={transfer}
          onClose={dismissShopChange}
        >
          <Field id="transfer-email" label="New owner's email" error={errors.email}>
            {(a) => (
              <input
                name="email"
                type="email"
                maxLength={254}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                {...a}
              />
            )}
          </Field>
          <Field
            id="transfer-phone"
            label="New owner's mobile number"
            hint="Like 98765 43210"
            error={errors.phone}
          >
            {(a) => (
              <input name="phone" type="tel" inputMode="tel" maxLength={20} autoComplete="off" {...a} />
            )}
          </Field>
        </ActionDialog>
      </div>
    </section>
  );
}
