import type { Ref } from "react";
import type { PlatformShop } from "../../contract/platform";
import { TRIAL_DAYS } from "../../domain/shopLifecycle";
import { shopUrl } from "../../domain/shopUrl";
import { staffHref } from "../routes";

/** What the master admin sees once a new shop is open: where it is live, how its owner signs in, what next. */
export function ShopOpened({
  ref,
  shop,
  onAnother,
}: {
  /** The card takes focus when it shows. */
  ref: Ref<HTMLDivElement>;
  shop: PlatformShop;
  onAnother: () => void;
}) {
  const storefront = shopUrl(__PUBLIC_ENV__.platform, shop.shopId);
  return (
    <div ref={ref} tabIndex={-1} className="console-card" role="status">
      <h2>{shop.name} is open</h2>
      <p>
        Its storefront is live at <a href={storefront}>{storefront}</a>
        {shop.status === "trial" ? `, in its ${TRIAL_DAYS}-day free trial` : ""}. Its owner signs in to /Admin
        with {[shop.ownerEmail, shop.ownerPhone].filter(Boolean).join(" or ")}.
      </p>
      <div className="console-actions">
        <a className="button" href={staffHref("masterShop", { shopId: shop.shopId })}>
          See the shop
        </a>
        <button type="button" className="button button-secondary" onClick={onAnother}>
          Open another shop
        </button>
      </div>
    </div>
  );
}
