import type { PlatformShop } from "../../contract/platform";
import { shopOwner } from "../../domain/console/platformPeople";
import { staffHref } from "../routes";
import { dayOf, StatusBadge, statusDate, viaOf } from "./shopView";

/** The shops list's rows: each shop's name (a link to its page), id, status, owner, dates and where it came from. */
export function ShopRows({ shops }: { shops: PlatformShop[] }) {
  return (
    <ul className="console-rows" aria-label="Shops">
      {shops.map((shop) => (
        <li key={shop.shopId} className="console-row">
          <div className="console-row-text">
            <p className="shop-row-head">
              <a href={staffHref("masterShop", { shopId: shop.shopId })}>{shop.name || shop.shopId}</a>
              <span className="console-muted">{shop.shopId}</span>
              <StatusBadge status={shop.status} />
            </p>
            <p>{shopOwner(shop)}</p>
            <p className="console-muted">
              {statusDate(shop)} · {shop.shopType === "service" ? "Services" : "Products"} · opened{" "}
              {dayOf(shop.createdAt)}
              {viaOf(shop.via) ? ` through ${viaOf(shop.via)}` : ""}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
