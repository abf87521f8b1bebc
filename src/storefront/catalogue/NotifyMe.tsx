import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { t } from "../../i18n/t";
import { $user } from "../../stores/user";

export interface NotifyProps {
  product: { productId: string; productName: string };
  shopId: string;
  /** The sold-out size and colour ("" for the product as a whole). */
  size?: string;
  color?: string;
}

type Where = { channel: "whatsapp" | "sms" | "email"; recipient: string };

/** The confirmation: where the one "back in stock" message will go. */
function confirmation(where: Where[], showPhone: (e164: string) => string): string {
  return where
    .map(({ channel, recipient }) =>
      channel === "email"
        ? t("We will email {email} when it is back in stock.", { email: recipient })
        : channel === "whatsapp"
          ? t("We will send a WhatsApp message to {phone} when it is back in stock.", {
              phone: showPhone(recipient),
            })
          : t("We will send an SMS to {phone} when it is back in stock.", { phone: showPhone(recipient) }),
    )
    .join(" ");
}

/**
 * "Notify me" once its button was pressed (NotifyButton.tsx; issue 36): a
 * signed-in shopper is recorded at once on their own channels; a visitor
 * gives a mobile number first. The call's code comes with it (the API
 * client is not in the catalogue's load). A clear confirmation follows,
 * said to screen readers and given the keyboard's place.
 */
export default function NotifyMe({ product, shopId, size = "", color = "" }: NotifyProps) {
  const { productId, productName } = product;
  const { userLogged } = useStore($user);
  const [phone, setPhone] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const id = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  // Signed in: the press was the request. A visitor: the number is asked for, the keyboard's place in its field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the press opened this
  useEffect(() => {
    if (userLogged) void send();
    else phoneRef.current?.focus();
  }, []);

  // The confirmation takes the keyboard's place once it is on the screen (an effect after its render, not
  // an animation frame: a page in the background runs none, and its shopper would lose their place).
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const send = async (typed?: string) => {
    setError("");
    setBusy(true);
    try {
      // With the press: the phone's rule and the API client (not in the catalogue's load).
      const [{ notifyMe }, phones] = await Promise.all([
        import("../../api/bag"),
        import("../../domain/signInPhone"),
      ]);
      const e164 = typed === undefined ? undefined : phones.signInPhone(typed);
      if (e164 === null) {
        setError(t(phones.SIGN_IN_PHONE_FORMAT));
        phoneRef.current?.focus();
        return;
      }
      try {
        const language = document.documentElement.lang === "hi" ? "hi" : "en";
        const where = await notifyMe({
          shopId,
          productId,
          size,
          color,
          language,
          ...(e164 ? { phone: e164 } : {}),
        });
        setDone(confirmation(where, phones.showPhone));
      } catch (failure) {
        // A refusal's words are the server's (ky's HTTPError carries its body as `data`); else the network.
        const said = (failure as { data?: { error?: unknown } }).data?.error;
        setError(
          typeof said === "string" && said ? said : t("No connection. Check your internet, then try again."),
        );
      }
    } catch {
      setError(t("No connection. Check your internet, then try again."));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <p ref={doneRef} className="notify-done" role="status" tabIndex={-1}>
        {done}
      </p>
    );
  const forName = <span className="visually-hidden"> {productName}</span>;
  const problem = error ? (
    <p id={`${id}-error`} className="notify-error" role="alert">
      {error}
    </p>
  ) : null;
  if (userLogged)
    return (
      <div className="notify-me">
        {busy ? <p role="status">{t("Sending…")}</p> : null}
        {error ? (
          <button type="button" className="button" onClick={() => void send()}>
            {t("Try again")}
            {forName}
          </button>
        ) : null}
        {problem}
      </div>
    );
  return (
    <form
      className="notify-me notify-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(phone);
      }}
    >
      <label htmlFor={id}>{t("Your mobile number, to hear when it is back")}</label>
      <input
        ref={phoneRef}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="button" disabled={busy}>
        {t("NOTIFY ME")}
        {forName}
      </button>
      {problem}
    </form>
  );
}
