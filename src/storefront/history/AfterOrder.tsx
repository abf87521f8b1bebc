import { lazy, Suspense, useRef, useState } from "react";
import { customerCancelRefusal, RETURN_TEXT, returnRefusal } from "../../domain/orders/afterOrder";
import { orderNumber } from "../../domain/orders/orderNumber";
import { t } from "../../i18n/t";
import type { OrderCard } from "../../stores/user";

// The dialogs, their calls and their store actions load when one is first opened.
const AfterOrderDialog = lazy(() => import("./AfterOrderDialogs"));

/**
 * A card's own after-the-order controls (issue 26): Cancel order before it
 * leaves the shop, Return within 45 days of delivery. Each asks in the
 * browser's modal dialog (AfterOrderDialogs.tsx); focus comes back here.
 */
export function AfterOrderActions({ order }: { order: OrderCard }) {
  const [open, setOpen] = useState<"cancel" | "return" | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const returnButton = useRef<HTMLButtonElement>(null);
  const number = orderNumber(order.orderId);
  // A card held from before the server said its stage offers nothing until the history's refresh brings it.
  const canCancel = order.riderStatus !== "" && customerCancelRefusal(order) === null;
  const canReturn = returnRefusal(order, new Date()) === null;
  const close = () => {
    const opener = open === "cancel" ? cancelButton : returnButton;
    setOpen(null);
    opener.current?.focus();
  };
  return (
    <>
      {canCancel ? (
        <button
          ref={cancelButton}
          type="button"
          className="button button-quiet"
          onClick={() => setOpen("cancel")}
        >
          {t("Cancel order")}
          <span className="visually-hidden"> #{number}</span>
        </button>
      ) : null}
      {canReturn ? (
        <button
          ref={returnButton}
          type="button"
          className="button button-quiet"
          onClick={() => setOpen("return")}
        >
          {t("Return")}
          <span className="visually-hidden"> {t("order #{number}", { number })}</span>
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <AfterOrderDialog kind={open} order={order} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** What the card says about a return asked for: its state and the seller's note. */
export function ReturnState({ order }: { order: OrderCard }) {
  const asked = order.returnRequest;
  if (!asked) return null;
  return (
    <div className={`order-return order-return-${asked.status}`}>
      <p className="order-return-status">{t(RETURN_TEXT[asked.status])}</p>
      {asked.note ? (
        <p>
          {t("Seller's note:")} {asked.note}
        </p>
      ) : null}
    </div>
  );
}
