/**
 * The recipient's say over their messages, and what the providers report
 * back (issue 36). Pure: the server records the events and applies these.
 *
 * - A reply of STOP (STOP ALL, UNSUBSCRIBE, Hindi बंद, रोकें…) stops the
 *   channel it came on, for that number; START (शुरू) resumes it
 *   (`replyIntent`).
 * - The status reports of one message are applied in the order of the state
 *   they move, not of arrival (`foldDelivery`): read after delivered after
 *   sent; a "delivered" arriving after "read" changes nothing; a "failed"
 *   after "delivered" is kept as an event but does not undo the delivery.
 * - A WhatsApp Meta accepted and then reports it could not deliver for a
 *   reason another channel cures (`SMS_FALLBACK_CODES`) goes again by SMS.
 */

export type ReplyIntent = "stop" | "start";

/** The words that stop a channel, and that start it again, compared after trimming, folding case and dropping punctuation. */
export const STOP_WORDS = [
  "stop",
  "stop all",
  "stopall",
  "unsubscribe",
  "cancel",
  "end",
  "quit",
  "opt out",
  "optout",
  "बंद",
  "बंद करें",
  "बंद करो",
  "रोकें",
  "रोको",
] as const;
export const START_WORDS = ["start", "unstop", "subscribe", "resume", "शुरू", "शुरू करें", "चालू", "चालू करें"];

/** A reply's text as compared: trimmed, lower case, its punctuation and repeated spaces dropped. */
const normalised = (text: string): string =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[.!?,;:"'()।]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** What a recipient's reply asks: stop, start, or nothing we act on (null: any other text). */
export function replyIntent(text: string): ReplyIntent | null {
  const said = normalised(text);
  if ((STOP_WORDS as readonly string[]).includes(said)) return "stop";
  if (START_WORDS.includes(said)) return "start";
  return null;
}

export type DeliveryState = "sent" | "delivered" | "read" | "failed";

/** The states a status report may move a message to, in their order. */
const RANK: Record<Exclude<DeliveryState, "failed">, number> = { sent: 1, delivered: 2, read: 3 };

export interface StatusEvent {
  state: DeliveryState;
  at: Date;
  /** A failed report's words (code and message), "" otherwise. */
  detail?: string;
  code?: number | null;
}

export interface Delivery {
  /** "" when no report has come. */
  delivery: DeliveryState | "";
  deliveredAt: Date | null;
  readAt: Date | null;
  deliveryError: string;
}

/**
 * What the status reports of one message add up to, in any order of arrival:
 * the furthest state reached (read, else delivered, else sent); failed only
 * when no report says it was delivered or read (a failed after delivered does
 * not undo it). A read implies delivered: its time stands for both when no
 * delivered report came.
 */
export function foldDelivery(events: readonly StatusEvent[]): Delivery {
  const earliest = (state: DeliveryState) =>
    events
      .filter((e) => e.state === state)
      .reduce<Date | null>((min, e) => (min === null || e.at < min ? e.at : min), null);
  const readAt = earliest("read");
  const deliveredAt = earliest("delivered") ?? readAt;
  let best: Exclude<DeliveryState, "failed"> | null = null;
  for (const e of events)
    if (e.state !== "failed" && (best === null || RANK[e.state] > RANK[best])) best = e.state;
  const failed = events.find((e) => e.state === "failed");
  if (failed && (best === null || best === "sent"))
    return { delivery: "failed", deliveredAt: null, readAt: null, deliveryError: failed.detail ?? "" };
  return { delivery: best ?? "", deliveredAt, readAt, deliveryError: "" };
}

/**
 * Meta's codes of a failed status that SMS cures: 131026 (the number is not on
 * WhatsApp, or cannot receive this message), 131047 (more than 24 hours since
 * the recipient last wrote: re-engagement), 131049 (Meta chose not to deliver
 * it to keep engagement healthy).
 */
export const SMS_FALLBACK_CODES: ReadonlySet<number> = new Set([131026, 131047, 131049]);

/** A failed WhatsApp goes again by SMS when its code is one SMS cures. */
export const fallsBackToSms = (code: number | null | undefined): boolean =>
  typeof code === "number" && SMS_FALLBACK_CODES.has(code);

/**
 * How long after a worker's lease ran out (it stopped between a provider's
 * acceptance and its record) a WhatsApp or SMS waits for the provider's status
 * webhook before it is sent again: Meta and MSG91 do not dedupe by our key,
 * and their "sent" report normally comes within seconds, so two minutes past
 * the 60 s lease is long enough to trust its absence, and short enough for an
 * order's news. Email carries its Message-ID (mail clients show a repeat once)
 * and does not wait.
 */
export const RESEND_WAIT_MS = 120_000;

/** The channels whose providers do not dedupe by our key: a message in doubt waits for their webhook. */
export const waitsForWebhook = (channel: string): boolean => channel === "whatsapp" || channel === "sms";

/** The recipient's channels stopped, as the order's messages read them. */
export type Stopped = ReadonlySet<"whatsapp" | "sms" | "email">;
