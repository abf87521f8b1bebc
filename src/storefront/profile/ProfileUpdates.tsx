import { useEffect, useState } from "react";
import { readMessageChoices, updateMessageChoices } from "../../api/messageChoices";
import type { MessageChoicesResponse } from "../../contract/messageChoices";
import { SAVE_FAILED } from "../../domain/saveFailed";
import { t } from "../../i18n/t";

type Channel = keyof MessageChoicesResponse;

const CHANNELS: Channel[] = ["whatsapp", "sms", "mail"];

/**
 * The shopper's order updates (issue 36): a switch per channel they can get
 * (WhatsApp, SMS, email), read and written through POST
 * /customer/messagechoices and /updatemessagechoices. The choice is kept per
 * phone and email, so it covers every shop; a STOP reply sets the same. A
 * channel with nowhere to go (no phone yet) is not offered.
 */
export function ProfileUpdates({ email }: { email: string }) {
  const [choices, setChoices] = useState<MessageChoicesResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");

  useEffect(() => {
    let live = true;
    readMessageChoices(email)
      .then((c) => live && setChoices(c))
      .catch((error: unknown) => {
        console.error("Reading the order updates failed", error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [email]);

  const change = async (channel: Channel, on: boolean) => {
    setBusy(true);
    setSaid("");
    try {
      setChoices(await updateMessageChoices({ email, [channel]: on }));
      setSaid(t("Saved"));
    } catch (error) {
      console.error("Saving the order updates failed", error);
      setSaid(t(SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const offered = choices ? CHANNELS.filter((c) => choices[c].to.length > 0) : [];
  const label: Record<Channel, string> = { whatsapp: "WhatsApp", sms: "SMS", mail: t("Email") };
  return (
    <section className="profile-updates" aria-labelledby="profile-updates-title">
      <h2 id="profile-updates-title">{t("Order updates")}</h2>
      <p>{t("How the shops tell you about your orders. You can also reply STOP to any message.")}</p>
      {failed ? (
        <p role="alert">{t("Could not load your order updates. Try again later.")}</p>
      ) : !choices ? (
        <p>{t("Loading…")}</p>
      ) : (
        <ul className="update-switches">
          {offered.map((channel) => (
            <li key={channel}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  name={channel}
                  checked={choices[channel].on}
                  aria-checked={choices[channel].on}
                  disabled={busy}
                  onChange={(e) => void change(channel, e.currentTarget.checked)}
                />
                <span>{label[channel]}</span>
              </label>
              <small>{t("To {to}", { to: choices[channel].to.join(", ") })}</small>
              {choices[channel].bounced ? (
                <small>
                  {t(
                    "Mail to this address came back undelivered, so none is sent. Turn it on once the mailbox works.",
                  )}
                </small>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {choices && !choices.sms.to.length ? (
        <p>{t("Add a mobile number to get updates by WhatsApp or SMS.")}</p>
      ) : null}
      <p className="form-status" role="status">
        {said}
      </p>
    </section>
  );
}
