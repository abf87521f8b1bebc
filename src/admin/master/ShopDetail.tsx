/**
 * /masteradmin/shop/{shopId}: one shop for the master admin. Its details
 * (address, status and the date it turns on, owner, type, who opened it and
 * through whom, orders), its people, and its newest audit entries. A master
 * admin suspends it with a reason (its storefront says it is closed and
 * takes no orders; its data stays), resumes it, and hands it to a new owner
 * (the old owner's access ends at their next call), each after confirming.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { platformShopName } from "../../domain/console/platformPeople";
import { isShopId } from "../../domain/host";
import { $platformShop, $shopChange, leaveShopPage, loadPlatformShop } from "../../stores/masterShops";
import { Alert } from "../../ui/Alert";
import { staffHref } from "../routes";
import type { StaffScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { ShopActions } from "./ShopActions";
import { ShopAudit } from "./ShopAudit";
import { ShopFacts } from "./ShopFacts";
import { ShopPeople } from "./ShopPeople";
import { StatusBadge, statusDate } from "./shopView";

export default function ShopDetail({ route }: StaffScreenProps) {
  const shopId = route.route === "masterShop" && isShopId(route.params.shopId) ? route.params.shopId : "";
  const held = useStore($platformShop);
  const { notice } = useStore($shopChange);
  const detail = held.status === "ready" && held.shopId === shopId ? held.detail : null;
  const loadError = held.status === "failed" && held.shopId === shopId ? held.message : "";
  const noticeLine = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void loadPlatformShop(shopId);
    return leaveShopPage;
  }, [shopId]);
  const name = detail ? platformShopName(detail.shop) : shopId;
  useEffect(() => {
    document.title = `${name} · Master admin`;
  }, [name]);

  // Suspending or resuming takes away the button that did it: focus goes to the line saying what happened.
  const status = detail?.shop.status ?? null;
  const shownStatus = useRef(status);
  useEffect(() => {
    if (shownStatus.current && status && status !== shownStatus.current && notice)
      noticeLine.current?.focus();
    shownStatus.current = status;
  }, [status, notice]);

  if (!detail) {
    return (
      <div className="console-screen">
        <ScreenTitle>Shop {shopId}</ScreenTitle>
        <Alert>{loadError}</Alert>
        {loadError ? null : <Loading label="Loading the shop" />}
        <a href={staffHref("masterShops")}>Back to the shops</a>
      </div>
    );
  }

  const { shop, people, audit, orders } = detail;
  return (
    <div className="console-screen">
      <p>
        <a href={staffHref("masterShops")}>All shops</a>
      </p>
      <ScreenTitle>{name}</ScreenTitle>
      <p className="shop-row-head">
        <StatusBadge status={shop.status} />
        <span>{statusDate(shop)}</span>
      </p>
      <p ref={noticeLine} tabIndex={-1} className="console-message" role="status">
        {notice}
      </p>
      <ShopFacts shop={shop} orders={orders} />
      <ShopActions shop={shop} name={name} />
      <ShopPeople people={people} />
      <ShopAudit shopId={shop.shopId} audit={audit} />
    </div>
  );
}
