import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { formatInr } from "../../domain/inr";
import {
  CARD_STATUS_TEXT,
  cardStatus,
  groupByPlacement,
  placementReference,
  trackingLink,
  trackingShareUrl,
} from "../../domain/orders/afterOrder";
import { cardTotal } from "../../domain/orders/orderCard";
import { shopDisplayName } from "../../domain/shopName";
import { shopUrl } from "../../domain/shopUrl";
import { shopDate } from "../../i18n/dates";
import { $user, type OrderCard } from "../../stores/user";
import { refreshUserData } from "../../stores/userActions";
import { AfterOrderActions, ReturnState } from "../history/AfterOrder";
import { OrderCardView } from "../history/OrderCardView";
import { RefundState } from "../history/RefundState";
import { TrackOrder } from "../history/TrackOrder";
import type { ScreenProps } from "../screenProps";
import { LoginPrompt } from "./LoginPrompt";
import "../history/history.css";
import { t } from "../../i18n/t";

/**
 * Order history (SPEC §2 "Order history screen"): the signed-in shopper's
 * orders, newest first, a placement's cards together under its one reference
 * with its tax invoice and a WhatsApp share of its tracking (issue 26).
 */
export default function History({ storeData }: ScreenProps) {
  const { userLogged, userData } = useStore($user);
  const orders = userLogged ? (userData?.orders ?? []) : [];
  const count = orders.length;
  // SPEC §7: the history screen fetches the user data (orders newest first).
  useEffect(() => {
    if (userLogged) void refreshUserData();
  }, [userLogged]);
  const thisShop = shopDisplayName(storeData.settings.header.shopName, storeData.shopId);
  const shopName = (shopId: string) => (shopId === storeData.shopId ? thisShop : shopId);
  // The tracking link opens on the order's own shop.
  const originOf = (shopId: string) =>
    shopId === storeData.shopId ? location.origin : shopUrl(__PUBLIC_ENV__.platform, shopId).slice(0, -1);
  return (
    <section className="screen">
      <h1>
        {count === 1
          ? t("MY ORDER HISTORY ({count} Item)", { count })
          : t("MY ORDER HISTORY ({count} Items)", { count })}
      </h1>
      {!userLogged ? (
        <LoginPrompt message={t("Login to see your orders")} />
      ) : count === 0 ? (
        <div className="empty">
          <p>{t("You haven't placed an Order. Let's place some orders.")}</p>
          <a className="button" href="/">
            {t("GO TO SHOP")}
          </a>
        </div>
      ) : (
        <ul className="order-groups">
          {groupByPlacement(orders).map(({ placementId, cards }) => (
            <Placement key={placementId} cards={cards} shopName={shopName} originOf={originOf} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One checkout: its reference, when, what it came to; its cards; per shop, the invoice and the share. */
function Placement({
  cards,
  shopName,
  originOf,
}: {
  cards: OrderCard[];
  shopName: (shopId: string) => string;
  originOf: (shopId: string) => string;
}) {
  const ref = placementReference(cards);
  const headingId = `placement-${ref}`;
  const first = cards[0];
  const live = cards.filter((c) => cardStatus(c) !== "CANCEL");
  const total = live.reduce((sum, c) => sum + cardTotal(c), 0);
  const shops = [...new Set(live.map((c) => c.shopId))];
  return (
    <li className="order-group" aria-labelledby={headingId}>
      <div className="order-group-head">
        <h2 id={headingId}>{t("Order #{number}", { number: ref })}</h2>
        <p className="order-meta">
          <span>{shopDate(first?.date ?? "") || first?.date}</span>
          <span>
            {cards.length === 1 ? t("{n} item", { n: cards.length }) : t("{n} items", { n: cards.length })}
          </span>
          {live.length > 0 ? <span>{t("Total {amount}", { amount: formatInr(total) })}</span> : null}
        </p>
      </div>
      <ul className="order-list">
        {cards.map((order) => (
          <OrderCardView
            key={order.orderId}
            order={order}
            after={
              <>
                <ReturnState order={order} />
                <RefundState order={order} />
              </>
            }
          >
            <TrackOrder order={order} />
            <AfterOrderActions order={order} />
          </OrderCardView>
        ))}
      </ul>
      {shops.map((shopId) => {
        const lines = live.filter((c) => c.shopId === shopId);
        const line = lines[0];
        if (!line) return null;
        const share = trackingShareUrl({
          number: ref,
          shopName: shopName(shopId),
          status: CARD_STATUS_TEXT[cardStatus(line)],
          link: trackingLink(originOf(shopId), line.orderId, line.trackToken ?? ""),
        });
        const from = shops.length > 1 ? ` ${t("from {shop}", { shop: shopName(shopId) })}` : "";
        return (
          <div key={shopId} className="order-actions order-group-actions">
            <a className="button button-quiet" href={`/invoice/${encodeURIComponent(line.orderId)}`}>
              {t("Tax invoice")}
              <span className="visually-hidden"> {t("of order #{number}", { number: ref })}</span>
              {from}
            </a>
            <a className="button button-quiet" href={share} target="_blank" rel="noopener">
              {t("Share on WhatsApp")}
              <span className="visually-hidden">
                {" "}
                {t("the tracking of order #{number}", { number: ref })}
              </span>
              {from}
            </a>
          </div>
        );
      })}
    </li>
  );
}
