import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { getMyInvoice } from "../../api/myInvoice";
import { refusalOf } from "../../api/refusal";
import type { InvoiceResponse } from "../../contract/billing";
import { $user } from "../../stores/user";
import { InvoiceSheet } from "../../ui/invoice/InvoiceSheet";
import type { ScreenProps } from "../screenProps";
import { LoginPrompt } from "./LoginPrompt";
import "../history/invoice-print.css";
import { t } from "../../i18n/t";

type State =
  | { status: "loading" }
  | { status: "ready"; invoice: InvoiceResponse }
  | { status: "failed"; message: string };

/**
 * The shopper's GST tax invoice of their own order (/invoice/{orderId}, from
 * the history; issue 26): the very sheet the seller prints
 * (ui/invoice/InvoiceSheet.tsx), with Print. This screen is its own chunk,
 * loaded only when an invoice is opened.
 */
export default function Invoice({ params }: ScreenProps) {
  const orderId = params.orderId ?? "";
  const { userLogged, userData } = useStore($user);
  const email = userLogged ? (userData?.email ?? "") : "";
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    if (!email) return;
    let live = true;
    setState({ status: "loading" });
    getMyInvoice(email, orderId).then(
      (invoice) => live && setState({ status: "ready", invoice }),
      (cause) =>
        live &&
        setState({
          status: "failed",
          message: refusalOf(cause, t("Could not load the invoice. Check your connection and try again.")),
        }),
    );
    return () => {
      live = false;
    };
  }, [email, orderId]);

  if (!email) {
    return (
      <section className="screen">
        <h1>{t("Tax invoice")}</h1>
        <LoginPrompt message={t("Login to see your invoice")} />
      </section>
    );
  }
  return (
    <section className="screen invoice-screen">
      <div className="console-doc-tools">
        {state.status === "ready" && state.invoice.issued ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {t("Print")}
          </button>
        ) : null}
        <a href="/history">{t("Back to my orders")}</a>
      </div>
      {state.status === "ready" && state.invoice.issued ? (
        <InvoiceSheet invoice={state.invoice} orderId={orderId} />
      ) : state.status === "ready" ? (
        <>
          <h1>{t("Tax invoice")}</h1>
          <p role="status">
            {t("{shop} issues your tax invoice when it confirms your order.", {
              shop: state.invoice.shop.name,
            })}
          </p>
        </>
      ) : state.status === "failed" ? (
        <>
          <h1>{t("Tax invoice")}</h1>
          <p className="form-error" role="alert">
            {state.message}
          </p>
        </>
      ) : (
        <>
          <h1>{t("Tax invoice")}</h1>
          <p role="status">{t("Loading the invoice…")}</p>
        </>
      )}
    </section>
  );
}
