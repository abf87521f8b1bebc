/**
 * The support admin's orders on /Admin (issue 25): find an order across
 * shops by its number, a phone or an email; open it to read its timeline,
 * its shop and its rider; give it another rider; cancel it with a reason
 * (behind a confirmation; its stock goes back). The search and the open
 * order live in the location hash (supportRoutes.ts), so Back and a reload
 * keep them; nothing typed is lost when a call is refused.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { cancelWithReason, findOrders, giveRider, supportOrder } from "../../api/support";
import type { SupportOrderResponse, SupportOrderRow, SupportOrdersResponse } from "../../contract/support";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { CANCEL_REASON_MAX, cancelRefusal } from "../../domain/orders/cancel";
import { CANCELED } from "../../domain/orders/console";
import { orderNumber } from "../../domain/orders/orderNumber";
import { lineLabel } from "../../domain/orders/queue";
import { readSupportQuery, riderChangeRefusal, SUPPORT_QUERY_HELP } from "../../domain/orders/support";
import { showPhone } from "../../domain/signInPhone";
import { serverProblems } from "../formErrors";
import { openScreen } from "../router";
import type { StaffScreenProps } from "../screenProps";
import { ConfirmButton, Field, Loading, Pager, ScreenTitle } from "../ui";
import { SupportRefund } from "./SupportRefund";
import { parseSupportHash, type SupportRoute, supportHref } from "./supportRoutes";

const OFFLINE = "Could not reach the server. Check your connection and try again.";

const currentRoute = (): SupportRoute =>
  parseSupportHash(typeof location === "undefined" ? "" : location.hash);

export default function SupportOrders(_: StaffScreenProps) {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const follow = () => setRoute(currentRoute());
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  return route.name === "order" ? (
    <OrderView key={route.orderId} route={route} />
  ) : (
    <FindOrders route={route} />
  );
}

/** A phone as people read it; "" stays "". */
const phoneText = (phone: string) => (phone ? showPhone(phone) : "");
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
const stageClass = (stage: string) => `console-stage stage-${stage.replace(/\s/g, "-").toLowerCase()}`;
const paidText = (o: { paymentMethod: string; paid: boolean }) =>
  `${o.paymentMethod === "UPI" ? "UPI" : "Cash on delivery"} · ${o.paid ? "paid" : "not paid yet"}`;

/** The search box and a page of what it found. */
function FindOrders({ route }: { route: SupportRoute & { name: "find" } }) {
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
    if (location.hash === href) setAgain((n) => n + 1);
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

/** One order: what, where, whose, its timeline; give it a rider; cancel it with a reason. */
function OrderView({ route }: { route: SupportRoute & { name: "order" } }) {
  const { orderId } = route;
  const [data, setData] = useState<SupportOrderResponse | null>(null);
  const [loadError, setLoadError] = useState("");
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonProblem, setReasonProblem] = useState("");
  const [riderId, setRiderId] = useState("");
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const number = orderNumber(orderId);

  const load = async () => {
    setLoadError("");
    try {
      const fresh = await supportOrder(orderId);
      setData(fresh);
      setRiderId(String(fresh.rider?.riderId ?? ""));
    } catch (cause) {
      setLoadError(serverProblems(cause)?.message ?? OFFLINE);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per order (the view is keyed by it).
  useEffect(() => {
    void load();
  }, []);

  const act = async (what: () => Promise<SupportOrderResponse>, done: string, field: string) => {
    setBusy(true);
    setError("");
    setMessage("");
    try {
      const fresh = await what();
      setData(fresh);
      setRiderId(String(fresh.rider?.riderId ?? ""));
      setMessage(done);
      return true;
    } catch (cause) {
      const refused = serverProblems(cause);
      if (field === "reason" && refused?.fields.reason) setReasonProblem(refused.fields.reason);
      else if (field === "utr" && refused?.fields.utr) setError(`Order #${number}: ${refused.fields.utr}`);
      else setError(refused ? `Order #${number}: ${refused.message}` : OFFLINE);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const checkReason = () => {
    const said = reason.trim();
    const problem = !said
      ? "Say why the order is cancelled: the seller and the shopper read it"
      : said.length > CANCEL_REASON_MAX
        ? `Keep the reason to ${CANCEL_REASON_MAX} characters (it has ${said.length})`
        : "";
    setReasonProblem(problem);
    if (problem) reasonBox.current?.focus();
    return !problem;
  };

  const back = supportHref({ name: "find", q: route.q, page: route.page });
  if (!data) {
    return (
      <div className="console-screen">
        <ScreenTitle>Order #{number}</ScreenTitle>
        <p>
          <a href={back}>{route.q ? "Back to the orders found" : "Find an order"}</a>
        </p>
        {loadError ? (
          <p className="console-error" role="alert">
            {loadError}{" "}
            <button type="button" className="button button-secondary" onClick={() => void load()}>
              Try again
            </button>
          </p>
        ) : (
          <Loading label="Loading the order" />
        )}
      </div>
    );
  }

  const { order, shop, rider, riders, timeline } = data;
  const cancelled = order.stage === CANCELED;
  const cannotCancel = cancelled ? "This order was canceled" : cancelRefusal("support", order.riderStatus);
  const cannotGiveRider = cancelled ? "This order was canceled" : riderChangeRefusal(order.riderStatus);
  return (
    <div className="console-screen">
      <ScreenTitle>Order #{number}</ScreenTitle>
      <p>
        <a href={back}>{route.q ? "Back to the orders found" : "Find an order"}</a>
      </p>
      <p className="console-message" role="status">
        {message}
      </p>
      <p className="console-error" role="alert">
        {error}
      </p>
      <div className="console-order">
        <div className="console-order-head">
          <h2>{lineLabel(order)}</h2>
          <span className={stageClass(order.stage)}>{order.stage}</span>
        </div>
        <dl>
          <div>
            <dt>Order id</dt>
            <dd>{order.orderId}</dd>
          </div>
          <div>
            <dt>Placed</dt>
            <dd>{formatIndiaDateTime(order.createdAt)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              {formatInr(order.total)} · {paidText(order)}
              {order.transactionId ? ` · UTR ${order.transactionId}` : ""}
            </dd>
          </div>
          <div>
            <dt>Shopper</dt>
            <dd>
              <a href={`mailto:${order.email}`}>{order.email}</a>
              {order.phone ? (
                <>
                  {" · "}
                  <a href={tel(order.phone)}>{phoneText(order.phone)}</a>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Deliver to</dt>
            <dd>{order.address}</dd>
          </div>
          <div>
            <dt>Shop</dt>
            <dd>
              {shop.shopName} ({shop.shopId})
              {shop.phone ? (
                <>
                  {" · "}
                  <a href={tel(shop.phone)}>{shop.phone}</a>
                </>
              ) : null}
              {shop.email ? (
                <>
                  {" · "}
                  <a href={`mailto:${shop.email}`}>{shop.email}</a>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>Rider</dt>
            <dd>
              {rider ? (
                <>
                  {rider.name} · <a href={tel(rider.phoneNumber)}>{rider.phoneNumber}</a> ·{" "}
                  {rider.vehicleType}
                </>
              ) : (
                "None yet"
              )}
            </dd>
          </div>
        </dl>
      </div>

      <section className="console-section" aria-labelledby="support-timeline">
        <h2 id="support-timeline">Timeline</h2>
        <ol className="console-list">
          {timeline.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at its end.
            <li key={i}>
              <strong>{entry.what}</strong> · <time dateTime={entry.at}>{formatIndiaDateTime(entry.at)}</time>
              {entry.by ? <span className="console-muted"> · by {entry.by}</span> : null}
              {entry.reason ? <p>Reason: {entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      </section>

      <SupportRefund order={order} number={number} busy={busy} act={act} />

      <section className="console-section" aria-labelledby="support-rider">
        <h2 id="support-rider">Rider</h2>
        {cannotGiveRider ? (
          <p>{cannotGiveRider}.</p>
        ) : riders.length === 0 ? (
          <p>No rider is on the platform yet.</p>
        ) : (
          <form
            className="console-form"
            onSubmit={(e) => {
              e.preventDefault();
              const picked = riders.find((r) => String(r.riderId) === riderId);
              if (!picked) {
                setError("Choose a rider first.");
                return;
              }
              void act(
                () => giveRider(orderId, picked.riderId),
                `Order #${number} goes to ${picked.name} now.`,
                "riderId",
              );
            }}
          >
            <Field id="support-rider-pick" label="Give this order to">
              {(props) => (
                <select {...props} value={riderId} onChange={(e) => setRiderId(e.target.value)}>
                  <option value="">Choose a rider</option>
                  {riders.map((r) => (
                    <option key={r.riderId} value={r.riderId}>
                      {r.name} · {r.vehicleType || "vehicle not given"} · {r.phoneNumber}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div className="console-actions">
              <button
                type="submit"
                className="button"
                disabled={busy || !riderId || riderId === String(rider?.riderId ?? "")}
              >
                Give to this rider
              </button>
            </div>
          </form>
        )}
      </section>

      <section className="console-section" aria-labelledby="support-cancel">
        <h2 id="support-cancel">Cancel the order</h2>
        {cannotCancel ? (
          <p>{cannotCancel}.</p>
        ) : (
          <>
            <Field
              id="support-reason"
              label="Why it is cancelled"
              hint={`The seller and the shopper read this. Up to ${CANCEL_REASON_MAX} characters.`}
              error={reasonProblem}
            >
              {(props) => (
                <textarea
                  {...props}
                  ref={reasonBox}
                  rows={3}
                  maxLength={CANCEL_REASON_MAX}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </Field>
            <div className="console-danger-zone">
              <ConfirmButton
                label="Cancel order"
                hiddenLabel={`#${number}`}
                className="button button-danger-quiet"
                disabled={busy}
                title={`Cancel order #${number}?`}
                text={`${lineLabel(order)} from ${shop.shopName} will be cancelled and its stock put back. The seller and the shopper see it cancelled, with your reason: “${reason.trim()}”. This can't be undone.`}
                confirm="Cancel order"
                keep="Keep the order"
                beforeOpen={checkReason}
                onConfirm={() =>
                  void act(
                    () => cancelWithReason(orderId, reason.trim()),
                    `Order #${number} is cancelled; its stock is back in ${shop.shopName}.`,
                    "reason",
                  ).then((done) => {
                    if (done) setReason("");
                  })
                }
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
