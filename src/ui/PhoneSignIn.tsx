/**
 * Phone sign-in (Firebase phone auth): a person types their Indian mobile
 * number, gets a 6-digit code by SMS and types it. Its own chunk, loaded
 * when a sign-in screen shows it; Firebase loads only when a code is sent.
 * Nothing typed is lost on an error: the number and the code stay in their
 * fields, the error beside them, focus on the field to fix. Made to be
 * reused (the staff sign-in, and the shop's /phone screen later): it needs
 * only the `button` class and the console's form styles.
 *
 * Locally the Auth emulator sends no SMS: emulator builds add a clearly
 * marked "Local emulator: show my code" helper that reads the emulator's
 * list of codes; production builds drop it (the condition is a build-time
 * constant).
 */
import { type SubmitEvent, useEffect, useId, useRef, useState } from "react";
import type { PendingPhoneSignIn, PhoneUser } from "../auth/phone";
import { CODE_EXPIRED, CODE_FORMAT, phoneCode, phoneSignInMessage } from "../auth/phoneMessages";
import { SIGN_IN_PHONE_FORMAT, showPhone, signInPhone } from "../domain/signInPhone";
import { fill, type Translate } from "../domain/words";

/** How long "Send a new code" waits after a code was sent (seconds). */
export const RESEND_AFTER_S = 30;

type Busy = "" | "sending" | "confirming";

export interface PhoneSignInProps {
  /** Called with the signed-in user; a sign-in screen goes on from there. */
  onSignedIn: (user: PhoneUser) => Promise<void> | void;
  heading?: string;
  /** A line under the heading (who signs in this way). */
  lead?: string;
  className?: string;
  /** Add the number to the person signed in on this page (the shop's profile) instead of signing in. */
  link?: boolean;
  /** The confirm button's words ("Sign in"). */
  confirmLabel?: string;
  /** Its words in the reader's language (the shop's t()); English by default. */
  t?: Translate;
}

export default function PhoneSignIn({
  onSignedIn,
  t = fill,
  heading = t("Sign in with your phone"),
  lead,
  className = "console-card",
  link = false,
  confirmLabel = t("Sign in"),
}: PhoneSignInProps) {
  const id = useId();
  const [number, setNumber] = useState("");
  const [code, setCode] = useState("");
  const [pending, setPending] = useState<PendingPhoneSignIn | null>(null);
  const [numberError, setNumberError] = useState("");
  const [codeError, setCodeError] = useState("");
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState<Busy>("");
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const numberInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const recaptcha = useRef<HTMLDivElement>(null);
  const focusNext = useRef<"number" | "code" | null>(null);

  // Focus follows the step (after the render that shows its field).
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === "code") codeInput.current?.focus();
    if (next === "number") numberInput.current?.focus();
  });
  // The cool-down's clock ticks only while it runs.
  const waiting = Math.max(0, Math.ceil((resendAt - now) / 1000));
  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  const send = async (phone: string) => {
    setBusy("sending");
    setStatus("");
    try {
      const { sendPhoneCode } = await import("../auth/phone");
      if (!recaptcha.current) return;
      const sent = await sendPhoneCode(phone, recaptcha.current, link);
      setPending(sent);
      setCode("");
      setCodeError("");
      setResendAt(Date.now() + RESEND_AFTER_S * 1000);
      setNow(Date.now());
      setStatus(t("We sent a 6-digit code to {phone}.", { phone: showPhone(phone) }));
      focusNext.current = "code";
    } catch (error) {
      const message = phoneSignInMessage(error, navigator.onLine);
      if (pending) {
        setCodeError(message);
        focusNext.current = "code";
      } else {
        setNumberError(message);
        focusNext.current = "number";
      }
    } finally {
      setBusy("");
    }
  };

  const sendCode = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const phone = signInPhone(number);
    if (!phone) {
      setNumberError(SIGN_IN_PHONE_FORMAT);
      numberInput.current?.focus();
      return;
    }
    setNumberError("");
    void send(phone);
  };

  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !pending) return;
    const digits = phoneCode(code);
    if (!digits) {
      setCodeError(CODE_FORMAT);
      codeInput.current?.focus();
      return;
    }
    setBusy("confirming");
    setCodeError("");
    try {
      const user = await pending.confirm(digits);
      await onSignedIn(user);
    } catch (error) {
      const message = phoneSignInMessage(error, navigator.onLine);
      setCodeError(message);
      // An expired code can be replaced at once.
      if (message === CODE_EXPIRED) setResendAt(0);
      codeInput.current?.focus();
    } finally {
      setBusy("");
    }
  };

  const changeNumber = () => {
    setPending(null);
    setCode("");
    setCodeError("");
    setStatus("");
    focusNext.current = "number";
  };

  return (
    <section className={`${className} phone-sign-in`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{heading}</h2>
      {lead ? <p>{lead}</p> : null}
      {pending ? (
        <form className="console-form" noValidate onSubmit={(e) => void confirm(e)}>
          <p role="status">{status}</p>
          <div className="console-field">
            <label htmlFor={`${id}-code`}>{t("6-digit code")}</label>
            <input
              ref={codeInput}
              id={`${id}-code`}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${id}-code-error` : undefined}
            />
            <p id={`${id}-code-error`} className="console-field-error" role="alert">
              {t(codeError)}
            </p>
          </div>
          <button type="submit" className="button" aria-disabled={busy !== "" || undefined}>
            {busy === "confirming" ? (link ? t("Linking…") : t("Signing in…")) : confirmLabel}
          </button>
          <div className="console-actions">
            <button type="button" className="button button-secondary" onClick={changeNumber}>
              {t("Change number")}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={waiting > 0 || busy !== ""}
              onClick={() => void send(pending.phone)}
            >
              {waiting > 0 ? t("Send a new code in {seconds} s", { seconds: waiting }) : t("Send a new code")}
            </button>
          </div>
          {__PUBLIC_ENV__.authEmulatorUrl ? (
            <EmulatorCode
              phone={pending.phone}
              onCode={(found) => {
                setCode(found);
                setCodeError("");
              }}
            />
          ) : null}
        </form>
      ) : (
        <form className="console-form" noValidate onSubmit={sendCode}>
          <div className="console-field">
            <label htmlFor={`${id}-phone`}>{t("Mobile number")}</label>
            <p id={`${id}-phone-hint`} className="console-hint">
              {t("An Indian mobile number, like 98765 43210. We send a code to it by SMS.")}
            </p>
            <input
              ref={numberInput}
              id={`${id}-phone`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={20}
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              aria-invalid={numberError ? true : undefined}
              aria-describedby={`${id}-phone-hint${numberError ? ` ${id}-phone-error` : ""}`}
            />
            <p id={`${id}-phone-error`} className="console-field-error" role="alert">
              {t(numberError)}
            </p>
          </div>
          <button type="submit" className="button" aria-disabled={busy !== "" || undefined}>
            {busy === "sending" ? t("Sending the code…") : t("Send code")}
          </button>
        </form>
      )}
      {/* The invisible reCAPTCHA lives here (production); the emulator needs none. */}
      <div ref={recaptcha} />
    </section>
  );
}

/**
 * Emulator builds only: reads the code the local Auth emulator holds for
 * the number (it sends no SMS) and fills it in.
 */
function EmulatorCode({ phone, onCode }: { phone: string; onCode: (code: string) => void }) {
  const [shown, setShown] = useState("");
  const show = async () => {
    try {
      const { emulatorCodeFor } = await import("../auth/emulatorCodes");
      const found = await emulatorCodeFor(phone);
      if (!found) {
        setShown(`The emulator holds no code for ${showPhone(phone)} yet.`);
        return;
      }
      onCode(found);
      setShown(`Code for ${showPhone(phone)}: ${found} (filled in above).`);
    } catch {
      setShown("Could not reach the local Auth emulator.");
    }
  };
  return (
    <div className="phone-emulator">
      <p className="console-hint">
        Local emulator: no SMS is sent. The emulator keeps the code; this button reads it (only in local
        builds).
      </p>
      <button type="button" className="button button-secondary" onClick={() => void show()}>
        Local emulator: show my code
      </button>
      <p role="status">{shown}</p>
    </div>
  );
}
