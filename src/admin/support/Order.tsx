/**
 * One order for a support admin (issue 25), opened from the search
 * (/Admin/support/order/{id}, remembering the search to go back to): what,
 * where, whose, its timeline and rider; give it another rider; cancel it
 * with a reason (behind a confirmation; its stock goes back); a refund.
 */
import { useEffect, useRef, useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { cancelWithReason, giveRider, supportOrder } from "../../api/support";
import type { SupportOrderResponse } from "../../contract/support";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { CANCEL_REASON_MAX, cancelRefusal } from "../../domain/orders/cancel";
import { CANCELED } from "../../domain/orders/console";
import { orderNumber } from "../../domain/orders/orderNumber";
import { lineLabel } from "../../domain/orders/queue";
import { riderChangeRefusal } from "../../domain/orders/support";
import type { StaffScreenProps } from "../screenProps";
import { ConfirmButton, Field, Loading, ScreenTitle } from "../ui";
import { OFFLINE, paidText, phoneText, stageClass, tel } from "./orderText";
import { SupportRefund } from "./SupportRefund";
import { supportHref, supportRouteOf } from "./supportRoutes";

export default function OrderView({ route: opened }: StaffScreenProps) {
  const route = supportRouteOf(opened);
  const orderId = route.name === "order" ? route.orderId : "";
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
