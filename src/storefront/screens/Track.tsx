import { useCallback, useEffect, useState } from "react";
import { getTrackedOrder, isNotFound } from "../../api/orderTrack";
import type { TrackedLine, TrackResponse } from "../../contract/orderTrack";
import { CARD_STATUS_TEXT, type CardStatus } from "../../domain/orders/afterOrder";
import { lineLabel } from "../../domain/orders/placement";
import { shopDate, shopDateTime } from "../../i18n/dates";
import { t } from "../../i18n/t";
import { ProductImage } from "../catalogue/ProductImage";
import type { ScreenProps } from "../screenProps";
import "../history/history.css";

type State =
  | { status: "loading" }
  | { status: "ready"; order: TrackResponse }
  | { status: "notFound" }
  | { status: "failed" };

/**
 * An order's public tracking (/track/{orderId}?t={token}, the link its
 * shopper shared on WhatsApp; issue 26): no sign-in, and nothing personal.
 * The shop, each product with its photo, its status, its steps with their
 * times, and the expected or delivered date. A wrong or missing token, an
 * unknown order or another shop's says the link is not valid. Its own
 * chunk, loaded only on this route.
 */
export default function Track({ storeData, params }: ScreenProps) {
  const orderId = params.orderId ?? "";
  const token = new URLSearchParams(location.search).get("t") ?? "";
  const [state, setState] = useState<State>({ status: "loading" });
  const load = useCallback(() => {
    let live = true;
    if (!token) {
      setState({ status: "notFound" });
      return () => {};
    }
    setState({ status: "loading" });
    getTrackedOrder(orderId, token).then(
      (order) =>
        live &&
        setState(order.shopId === storeData.shopId ? { status: "ready", order } : { status: "notFound" }),
      (cause) => live && setState({ status: isNotFound(cause) ? "notFound" : "failed" }),
    );
    return () => {
      live = false;
    };
  }, [orderId, token, storeData.shopId]);
  useEffect(load, [load]);

  if (state.status === "ready") return <TrackedOrder order={state.order} />;
  return (
    <section className="screen">
      <h1>{t("Track order")}</h1>
      {state.status === "loading" ? (
        <p role="status">{t("Loading the order…")}</p>
      ) : state.status === "notFound" ? (
        <>
          <p role="alert">{t("This tracking link is not valid. Ask for the link again.")}</p>
          <p>
            <a href="/">{t("Go to the shop home")}</a>
          </p>
        </>
      ) : (
        <>
          <p role="alert">{t("Could not load the order. Check your connection and try again.")}</p>
          <button type="button" className="button" onClick={load}>
            {t("Try again")}
          </button>
        </>
      )}
    </section>
  );
}

/** The shared order: its reference, shop and date, then each line. */
function TrackedOrder({ order }: { order: TrackResponse }) {
  return (
    <section className="screen track-screen">
      <h1>{t("Order #{number}", { number: order.reference })}</h1>
      <p className="order-meta">
        <span>{t("From {shop}", { shop: order.shopName })}</span>
        <span>{t("Placed on {date}", { date: shopDate(order.date) || order.date })}</span>
      </p>
      <ul className="order-list">
        {order.lines.map((line) => (
          <Line key={line.orderId} line={line} />
        ))}
      </ul>
      <p>
        <a href="/">{t("Visit {shop}", { shop: order.shopName })}</a>
      </p>
    </section>
  );
}

/** One product of the order: photo, name, status, when it is expected or arrived, and its steps. */
function Line({ line }: { line: TrackedLine }) {
  const status = (line.status in CARD_STATUS_TEXT ? line.status : "PENDING") as CardStatus;
  const titleId = `tracked-${line.orderId}`;
  return (
    <li className="order-card" aria-labelledby={titleId}>
      <div className="order-image">
        <ProductImage src={line.productImage} alt={line.productName} sizes="6rem" />
      </div>
      <div className="order-body">
        <h2 className="order-name" id={titleId}>
          {lineLabel(line.productName, line.size, line.color)}
          {line.productCount > 1 ? ` × ${line.productCount}` : ""}
        </h2>
        <p className={`order-status order-status-${status.toLowerCase()}`}>{t(CARD_STATUS_TEXT[status])}</p>
        {status === "DELIVERED" && line.deliveredAt ? (
          <p className="order-arrived">
            {t("Delivered on {date}", { date: shopDateTime(line.deliveredAt) })}
          </p>
        ) : status !== "CANCEL" && line.deliveryBy ? (
          <p className="order-arrived">
            {t("Expected by {date}", { date: shopDate(line.deliveryBy) || line.deliveryBy })}
          </p>
        ) : null}
        <h3 className="track-history-title">{t("Steps")}</h3>
        <ol className="track-history">
          {line.timeline.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              {t(step.status)} · {shopDateTime(step.at)}
            </li>
          ))}
        </ol>
      </div>
    </li>
  );
}
