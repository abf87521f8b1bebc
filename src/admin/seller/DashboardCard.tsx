/**
 * Today at the shop (GET …/dashboard): orders and sales since midnight in
 * India, and what needs the seller, each a link to where it is done.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { DashboardResponse } from "../../contract/seller";
import { type FirstStep, firstSteps } from "../../domain/console/firstSteps";
import { formatInr } from "../../domain/inr";
import { waitingLine } from "../../domain/orders/queue";
import { shopHost, shopUrl } from "../../domain/shopUrl";
import { $sellerDashboard, loadSellerDashboard } from "../../stores/sellerDashboard";
import { Alert } from "../../ui/Alert";
import { staffHref } from "../routes";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The card; `refresh` changing loads it again (the orders' poll). */
export function DashboardCard({
  shopId,
  heading: Heading = "h2",
  refresh = 0,
}: {
  shopId: string;
  heading?: "h1" | "h2";
  refresh?: number;
}) {
  const held = useStore($sellerDashboard);
  const { card, error } = held.shopId === shopId ? held : { card: null, error: "" };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is the reload signal itself
  useEffect(() => {
    void loadSellerDashboard(shopId);
  }, [shopId, refresh]);
  const steps = card ? firstSteps(card) : null;

  return (
    <section className="console-card console-dashboard" aria-labelledby="dashboard-title">
      <Heading id="dashboard-title" className="console-card-title">
        Today
      </Heading>
      <Alert>{card ? "" : error}</Alert>
      {card ? (
        <>
          <p className="console-shop-link">
            Your shop:{" "}
            <a href={shopUrl(__PUBLIC_ENV__.platform, shopId)} target="_blank" rel="noopener">
              {shopHost(__PUBLIC_ENV__.platform, shopId)}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          {steps ? <FirstSteps steps={steps} /> : null}
          <dl className="console-today">
            <div>
              <dt>Orders</dt>
              <dd>{card.todayOrders}</dd>
            </div>
            <div>
              <dt>Sales</dt>
              <dd>{formatInr(card.todaySales)}</dd>
            </div>
          </dl>
          <ToDo card={card} />
        </>
      ) : null}
    </section>
  );
}

/** What needs the seller: orders to confirm, UPI payments to check, products low on stock. */
function ToDo({ card }: { card: DashboardResponse }) {
  return (
    <ul className="console-todo">
      <li>
        {card.waitingConfirmation ? (
          <a href={staffHref("orders")}>{waitingLine(card.waitingConfirmation)}</a>
        ) : (
          waitingLine(0)
        )}
      </li>
      <li>
        {card.unpaidUpi ? (
          <a href={staffHref("orders")}>
            {plural(card.unpaidUpi, "UPI payment", "UPI payments")} to check in your bank app
          </a>
        ) : (
          "No UPI payment to check"
        )}
      </li>
      <li>
        {card.lowStock.length ? (
          <>
            <a href={staffHref("products", {}, { show: "low" })}>
              {plural(card.lowStock.length, "product is", "products are")} low on stock
            </a>
            <ul className="console-low">
              {card.lowStock.slice(0, 5).map((p) => (
                <li key={p.productId}>
                  <a href={staffHref("product", { productId: p.productId })}>{p.name}</a>: {p.stock} left
                </li>
              ))}
            </ul>
          </>
        ) : (
          "No product is low on stock"
        )}
      </li>
    </ul>
  );
}

/**
 * A new shop's first steps, until it lists a product and takes its first order: add products, set the
 * contact line and the look, and share the shop's link. Each step says when it is done
 * (domain/console/firstSteps.ts decides which and when).
 */
function FirstSteps({ steps }: { steps: FirstStep[] }) {
  return (
    <section className="console-first-steps" aria-labelledby="first-steps-title">
      <h3 id="first-steps-title">First steps</h3>
      <ol>
        {steps.map((s) => (
          <li key={s.step}>{stepText(s)}</li>
        ))}
      </ol>
    </section>
  );
}

function stepText(s: FirstStep) {
  switch (s.step) {
    case "products":
      return s.done ? (
        `Done: ${plural(s.products, "product", "products")} in your shop.`
      ) : (
        <>
          <a href={staffHref("productNew")}>Add your first product</a>, with a photo and its price, or a whole
          catalogue file on Products.
        </>
      );
    case "settings":
      return (
        <>
          <a href={staffHref("settings")}>Check your shop's settings</a>: the phone and email shoppers reach
          you on, your logo, UPI and cash on delivery.
        </>
      );
    case "share":
      return (
        <>
          Share your shop's link on WhatsApp with your customers.
          {s.done ? " Done: you have your first order." : " Its first order shows here."}
        </>
      );
  }
}
