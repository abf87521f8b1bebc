/**
 * The seller's message choices, on the Settings screen below the shop's
 * settings (issue 36): for each event, the channels it reaches them on and
 * whether it is urgent; quiet hours (India time), inside which the rest wait
 * until they end; the low-stock mark; the daily summary's hour. A form of its
 * own, saved by its own button (stores/notificationSettings.ts).
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useRef } from "react";
import {
  SELLER_CHANNEL_LABEL,
  SELLER_CHANNELS,
  SELLER_EVENT_LABEL,
  SELLER_EVENTS,
} from "../../domain/messages/sellerNotices";
import {
  $notifications,
  closeNotifications,
  editNotifications,
  loadNotifications,
  saveNotificationChoices,
  setUrgent,
  toggleChannel,
} from "../../stores/notificationSettings";
import { Alert } from "../../ui/Alert";
import { Field, focusAfterSave, Loading } from "../ui";

const HEADING_ID = "notifications-title";

/** "22:00" → "10:00 pm (22:00)", as a select offers it. */
function clockLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"} (${hhmm})`;
}

/** Every half hour of the day, "00:00" to "23:30". */
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
);

export function SettingsNotifications({ shopId }: { shopId: string }) {
  const held = useStore($notifications);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    void loadNotifications(shopId);
    return closeNotifications;
  }, [shopId]);
  const form = held.shopId === shopId ? held.form : null;

  const heading = (
    <h2 id={HEADING_ID} className="console-subtitle">
      Messages to you
    </h2>
  );
  if (!form) {
    return (
      <section aria-labelledby={HEADING_ID} className="console-card">
        {heading}
        <Alert>{held.failure}</Alert>
        {held.failure ? null : <Loading label="Loading your message choices" />}
      </section>
    );
  }

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const field = await saveNotificationChoices();
    const { failure, status } = $notifications.get();
    focusAfterSave(
      field ? `notify-${field}` : null,
      failure ? failureRef.current : null,
      status ? savedRef.current : null,
    );
  };
  const { errors } = held;
  // Times kept from before that are not on the half hour stay offered.
  const times = (value: string) =>
    value && !HALF_HOURS.includes(value) ? [value, ...HALF_HOURS] : HALF_HOURS;

  return (
    <section aria-labelledby={HEADING_ID}>
      {heading}
      <form className="console-form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="console-hint">
          Choose what reaches you, and how. Your open orders screen rings for every new order whatever you
          choose here.
        </p>
        {SELLER_EVENTS.map((event) => {
          const choice = form.events[event];
          const error = errors[`events.${event}.channels`];
          return (
            <fieldset key={event} aria-describedby={error ? `notify-${event}-error` : undefined}>
              <legend>{SELLER_EVENT_LABEL[event]}</legend>
              {SELLER_CHANNELS.map((channel) => (
                <label key={channel} className="console-check">
                  <input
                    type="checkbox"
                    checked={choice.channels.includes(channel)}
                    onChange={(e) => toggleChannel(event, channel, e.target.checked, SELLER_CHANNELS)}
                  />
                  {SELLER_CHANNEL_LABEL[channel]}
                </label>
              ))}
              <label className="console-check">
                <input
                  type="checkbox"
                  checked={choice.urgent}
                  onChange={(e) => setUrgent(event, e.target.checked)}
                />
                Urgent: send during quiet hours too
              </label>
              {error ? (
                <p id={`notify-${event}-error`} className="console-field-error">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <fieldset>
          <legend>Quiet hours (India time)</legend>
          <p className="console-hint">
            Messages that are not urgent wait until the quiet hours end. From 10 pm to 7 am runs across
            midnight.
          </p>
          <Field id="notify-quietFrom" label="Quiet from" error={errors.quietFrom}>
            {(a) => (
              <select
                {...a}
                value={form.quietFrom}
                onChange={(e) => editNotifications({ quietFrom: e.target.value })}
              >
                <option value="">No quiet hours</option>
                {times(form.quietFrom).map((t) => (
                  <option key={t} value={t}>
                    {clockLabel(t)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="notify-quietTo" label="Quiet until" error={errors.quietTo}>
            {(a) => (
              <select
                {...a}
                value={form.quietTo}
                onChange={(e) => editNotifications({ quietTo: e.target.value })}
              >
                <option value="">No quiet hours</option>
                {times(form.quietTo).map((t) => (
                  <option key={t} value={t}>
                    {clockLabel(t)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
        <fieldset>
          <legend>Stock and summary</legend>
          <Field
            id="notify-lowStockAt"
            label="Tell me when stock falls to"
            hint="Once each time a product or size falls to this many or fewer. 0 turns it off."
            error={errors.lowStockAt}
          >
            {(a) => (
              <input
                {...a}
                type="number"
                inputMode="numeric"
                min={0}
                max={999}
                step={1}
                value={form.lowStockAt}
                onChange={(e) => editNotifications({ lowStockAt: e.target.value })}
              />
            )}
          </Field>
          <Field
            id="notify-summaryHour"
            label="Send the daily summary at"
            hint="India time. From noon it tells of today so far; before noon, of yesterday."
            error={errors.summaryHour}
          >
            {(a) => (
              <select
                {...a}
                value={String(form.summaryHour)}
                onChange={(e) => editNotifications({ summaryHour: Number(e.target.value) })}
              >
                {HOURS.map((h) => (
                  <option key={h} value={String(h)}>
                    {clockLabel(`${String(h).padStart(2, "0")}:00`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </fieldset>
        <Alert ref={failureRef} tabIndex={-1}>
          {held.failure}
        </Alert>
        <p ref={savedRef} tabIndex={-1} className="console-saved" role="status">
          {held.status}
        </p>
        <button type="submit" className="button" disabled={held.busy}>
          {held.busy ? "Saving…" : "Save message choices"}
        </button>
      </form>
    </section>
  );
}
