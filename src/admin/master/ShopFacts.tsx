import type { PlatformShop, PlatformShopDetail } from "../../contract/platform";
import { shopOwner } from "../../domain/console/platformPeople";
import { formatIndiaDateTime } from "../../domain/delivery";
import { shopUrl } from "../../domain/shopUrl";
import { dayOf, viaOf } from "./shopView";

/** A shop's details on its page: storefront, owner, type, who opened it and through whom, dates, orders. */
export function ShopFacts({ shop, orders }: { shop: PlatformShop; orders: PlatformShopDetail["orders"] }) {
  const storefront = shopUrl(__PUBLIC_ENV__.platform, shop.shopId);
  return (
    <section className="console-section" aria-labelledby="shop-facts">
      <h2 id="shop-facts">Details</h2>
      <dl className="console-facts">
        <div>
          <dt>Storefront</dt>
          <dd>
            <a href={storefront}>{storefront}</a>
          </dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>{shopOwner(shop)}</dd>
        </div>
        <div>
          <dt>Sells</dt>
          <dd>{shop.shopType === "service" ? "Services (bookings)" : "Products"}</dd>
        </div>
        <div>
          <dt>Opened</dt>
          <dd>
            {dayOf(shop.createdAt)}
            {shop.createdBy ? ` by ${shop.createdBy}` : ""}
            {viaOf(shop.via) ? `, through ${viaOf(shop.via)}` : ""}
          </dd>
        </div>
        {shop.trialEndsAt ? (
          <div>
            <dt>Free trial ends</dt>
            <dd>{dayOf(shop.trialEndsAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Paid</dt>
          <dd>{shop.paidAt ? dayOf(shop.paidAt) : "Not yet"}</dd>
        </div>
        {shop.renewalDueAt ? (
          <div>
            <dt>Renewal due</dt>
            <dd>{dayOf(shop.renewalDueAt)}</dd>
          </div>
        ) : null}
        {shop.suspendedAt ? (
          <div>
            <dt>{shop.status === "suspended" ? "Suspended" : "Last suspended"}</dt>
            <dd>
              {formatIndiaDateTime(shop.suspendedAt)}: {shop.suspendedReason}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Orders</dt>
          <dd>
            {orders.total} in all · {orders.open} open · {orders.last30Days} in the last 30 days
          </dd>
        </div>
      </dl>
    </section>
  );
}
