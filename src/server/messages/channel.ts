/**
 * What every channel's adapter takes and answers (issue 36): one message of
 * the outbox, already in its words, sent once through the provider's
 * documented API with the message's idempotency key; the answer says whether
 * it went (the provider's id for it), or why not and whether a later attempt
 * may succeed.
 */
import ky from "ky";
import type { Language, MessageParams, Rendered, TemplateName } from "../../domain/messages/templates";

export type ChannelName = "whatsapp" | "sms" | "email" | "push";

export interface OutgoingMessage {
  key: string;
  channel: ChannelName;
  recipient: string;
  template: TemplateName;
  language: Language;
  rendered: Rendered;
  /** The variables, with its link (web push builds its own small payload from them). */
  params?: MessageParams;
  /** When it was written, and now: web push sends what is left of its time to live. */
  createdAt?: Date;
  now?: Date;
}

export type SendResult =
  | { ok: true; providerId: string }
  | {
      ok: false;
      /** true: the provider refused this message for good (no later attempt can succeed). */
      permanent: boolean;
      error: string;
      /** The recipient cannot get this channel at all (not on WhatsApp): another channel may carry it. */
      unreachable?: boolean;
      /** The provider asked for a pause (Retry-After), in ms. */
      retryAfterMs?: number;
    };

export interface ChannelAdapter {
  readonly name: ChannelName;
  send(message: OutgoingMessage): Promise<SendResult>;
  close?(): Promise<void>;
}

/** A Retry-After header's pause in ms (seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A network failure or a timeout: worth another attempt. */
export function networkFailure(error: unknown): SendResult {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { ok: false, permanent: false, error: `No answer from the provider (${reason})` };
}

/** An E.164 Indian phone (+91…) as the providers write it: the digits with the country code, no plus. */
export const providerPhone = (e164: string): string => e164.replace(/^\+/, "");

/**
 * POSTs a provider's JSON body with the message's idempotency key, once (the outbox retries, not
 * the client), and hands the answer's status, JSON (null when it is none) and Retry-After to `read`;
 * no answer is a failure worth another attempt.
 */
export async function postToProvider<A>(
  url: string,
  json: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
  read: (status: number, body: A | null, retryAfter: string | null) => SendResult,
): Promise<SendResult> {
  try {
    const answer = await ky.post(url, {
      json,
      headers,
      timeout: timeoutMs,
      retry: 0,
      throwHttpErrors: false,
    });
    const body = (await answer.json().catch(() => null)) as A | null;
    return read(answer.status, body, answer.headers.get("retry-after"));
  } catch (error) {
    return networkFailure(error);
  }
}
