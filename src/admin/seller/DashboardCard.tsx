/**
 * Today at the shop (GET …/dashboard): orders and sales since midnight in
 * India, and what needs the seller, each a link to where it is done.
 */
import { useEffect, useState } from "react";
import { getDashboard } from "../../api/seller";
import type { DashboardResponse } from "../../contract/seller";
import { formatInr } from "../../domain/inr";
import { serverProblems } from "../formErrors";
import { consoleHref } from "../routes";

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
  const [card, setCard] = useState<DashboardResponse | null>(null);
  const [error, setError] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is the reload signal itself
  useEffect(() => {
    let live = true;
    getDashboard(shopId).then(
      (answer) => {
        if (!live) return;
        setCard(answer);
        setError("");
      },
      (cause) => live && setError(serverProblems(cause)?.message ?? "Could not load today's figures."),
    );
    return () => {
      live = false;
    };
  }, [shopId, refresh]);

  return (
    <section className="console-card console-dashboard" aria-labelledby="dashboard-title">
      <Heading id="dashboard-title" className="console-card-title">
        Today
      </Heading>
      {error && !card ? <p className="console-error">{error}</p> : null}
      {card ? (
        <>
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
          <ul className="console-todo">
            <li>
              {card.waitingConfirmation ? (
                <a href={consoleHref({ name: "orders" })}>
                  {plural(card.waitingConfirmation, "order waits", "orders wait")} for your confirmation
                </a>
              ) : (
                "No order waits for your confirmation"
              )}
            </li>
            <li>
              {card.unpaidUpi ? (
                <a href={consoleHref({ name: "orders" })}>
                  {plural(card.unpaidUpi, "UPI payment", "UPI payments")} to check in your bank app
                </a>
              ) : (
                "No UPI payment to check"
              )}
            </li>
            <li>
              {card.lowStock.length ? (
                <>
                  <a href={consoleHref({ name: "products", show: "low" })}>
                    {plural(card.lowStock.length, "product is", "products are")} low on stock
                  </a>
                  <ul className="console-low">
                    {card.lowStock.slice(0, 5).map((p) => (
                      <li key={p.productId}>
                        <a href={consoleHref({ name: "product", productId: p.productId })}>{p.name}</a>:{" "}
                        {p.stock} left
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                "No product is low on stock"
              )}
            </li>
          </ul>
        </>
      ) : null}
    </section>
  );
}
