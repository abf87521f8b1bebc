/**
 * The support admin's search (issue 25): find an order across shops by its
 * number, a phone or an email, a page at a time. The words and the page
 * live in the address (/Admin/support?q=…&page=2: supportRoutes.ts), so
 * Back and a reload keep them; nothing typed is lost when a call is refused.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { findOrders } from "../../api/support";
import type { SupportOrderRow, SupportOrdersResponse } from "../../contract/support";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { orderNumber } from "../../domain/orders/orderNumber";
import { lineLabel } from "../../domain/orders/queue";
import { readSupportQuery, SUPPORT_QUERY_HELP } from "../../domain/orders/support";
import { openScreen } from "../router";
import type { StaffScreenProps } from "../screenProps";
import { Field, Loading, Pager, ScreenTitle } from "../ui";
import { OFFLINE, paidText, phoneText, stageClass } from "./orderText";
import { type SupportRoute, supportHref, supportRouteOf } from "./supportRoutes";

export default function FindOrders({ route: opened }: StaffScreenProps) {
  const route = supportRouteOf(opened);
  const [typed, setTyped] = useState(route.q);
  const [problem, setProblem] = useState("");
  const [answer, setAnswer] = useState<SupportOrdersResponse | null>(null);
  const [error, setError] = useState("");
  const [loading, setLoading] = useState(false);
  const [again, setAgain] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  // A search or a page asked for here moves focus to what it found (a screen reader hears it).
  const focusResults = useRef(false);
  useEffect(() => {
    if (answer && focusResults.current) {
      focusResults.current = false;
      results.current?.focus();
    }
  }, [answer]);

  // Back to an earlier search puts its words back in the box.
  useEffect(() => setTyped(route.q), [route.q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `again` asks for the same search once more.
  useEffect(() => {
    if (!route.q) {
      setAnswer(null);
      return;
    }
    let live = true;
    setLoading(true);
    setError("");
    findOrders(route.q, route.page)
      .then((found) => {
        if (!live) return;
        setAnswer(found);
        setProblem("");
      })
      .catch((cause: unknown) => {
        if (!live) return;
        const refused = serverProblems(cause);
        if (refused?.fields.q) setProblem(refused.fields.q);
        else setError(refused?.message ?? OFFLINE);
        setAnswer(null);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [route.q, route.page, again]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = typed.trim();
    if (!readSupportQuery(q)) {
      setProblem(SUPPORT_QUERY_HELP);
      input.current?.focus();
      return;
    }
    setProblem("");
    focusResults.current = true;
    const href = supportHref({ name: "find", q, page: 1 });
    if (`${location.pathname}${location.search}` === href) setAgain((n) => n + 1);
    else openScreen(href);
  };

  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  return (
    <div className="console-screen">
      <ScreenTitle>Find an order</ScreenTitle>
      <search>
        <form className="console-filters" onSubmit={search} noValidate>
          <Field
            id="support-q"
            label="Order number, phone or email"
            hint="The 6 characters the shopper sees (#A2B3C4), a mobile number, or the shopper's email"
            error={problem}
          >
            {(props) => (
              <input
                {...props}
                ref={input}
                type="search"
                name="q"
                maxLength={100}
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button" disabled={loading}>
            Search
          </button>
        </form>
      </search>
      {error ? (
        <p className="console-error" role="alert">
          {error}{" "}
          <button type="button" className="button button-secondary" onClick={() => setAgain((n) => n + 1)}>
            Try again
          </button>
        </p>
      ) : null}
      {loading ? <Loading label="Searching" /> : null}
      {answer && !loading ? (
        <section className="console-section" aria-labelledby="support-results">
          <h2 id="support-results" ref={results} tabIndex={-1}>
            {answer.total === 0
              ? `No order matches “${route.q}”`
              : `${answer.total} order${answer.total === 1 ? "" : "s"} for “${route.q}”${pages > 1 ? `, page ${answer.page} of ${pages}` : ""}`}
          </h2>
          {answer.total === 0 ? (
            <p>Check the number, or try the shopper's phone or email.</p>
          ) : (
            <ul className="console-list">
              {answer.orders.map((o) => (
                <FoundOrder key={o.orderId} order={o} route={route} />
              ))}
            </ul>
          )}
          <Pager
            page={answer.page}
            pages={pages}
            label="Pages of orders found"
            onPage={(page) => {
              focusResults.current = true;
              openScreen(supportHref({ ...route, page }));
            }}
          />
        </section>
      ) : null}
    </div>
  );
}

/** One order line found, opening the order. */
function FoundOrder({ order: o, route }: { order: SupportOrderRow; route: SupportRoute }) {
  return (
    <li className="console-order">
      <div className="console-order-head">
        <h3>
          <a href={supportHref({ name: "order", orderId: o.orderId, q: route.q, page: route.page })}>
            #{orderNumber(o.orderId)} · {lineLabel(o)}
          </a>
        </h3>
        <span className={stageClass(o.stage)}>{o.stage}</span>
      </div>
      <dl>
        <div>
          <dt>Shop</dt>
          <dd>
            {o.shopName} ({o.shopId})
          </dd>
        </div>
        <div>
          <dt>Shopper</dt>
          <dd>{[o.email, phoneText(o.phone)].filter(Boolean).join(" · ")}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatInr(o.total)} · {paidText(o)}
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatIndiaDateTime(o.createdAt)}</dd>
        </div>
      </dl>
    </li>
  );
}
