/**
 * What every channel's adapter takes and answers (issue 36): one message of
 * the outbox, already in its words, sent once through the provider's
 * documented API with the message's idempotency key; the answer says whether
 * it went (the provider's id for it), or why not and whether a later attempt
 * may succeed.
 */
import { Agent, request } from "undici";
import type { Language, MessageParams, Rendered, TemplateName } from "../../domain/messages/templates";
import { PROVIDER_TIMEOUT_MS } from "../config/messages";

export type ChannelName = "whatsapp" | "sms" | "email" | "push";

export interface OutgoingMessage {
  key: string;
  channel: ChannelName;
  recipient: string;
  template: TemplateName;
  language: Language;
  rendered: Rendered;
  /** An email's signed one-click unsubscribe link (RFC 8058), when the API has a public URL. */
  unsubscribeUrl?: string | undefined;
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
      /** The recipient cannot get this channel at all (not on WhatsApp: another channel may carry it; no such mailbox: no more mail to it). */
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
 * The connections to the providers: kept open and reused, many at once (a
 * burst's sends run side by side on each replica). undici's request, not
 * fetch: measured on this machine, a call costs 0.14 ms of CPU against
 * 0.46 ms with fetch and 0.57 ms or more with ky over it, which capped a
 * burst of 10,000 messages at a third of the rate (docs/messages.md).
 */
const providers = new Agent({
  connections: 64,
  keepAliveTimeout: 30_000,
  connect: { timeout: PROVIDER_TIMEOUT_MS },
});

/** A provider's answer: its status, one header by name, and its body as text. */
export interface ProviderAnswer {
  status: number;
  header(name: string): string | null;
  text: string;
}

/**
 * POSTs `body` to a provider once, on the kept-alive connections (the outbox
 * retries, not the client); rejects when no answer came within `timeoutMs`.
 */
export async function postOnce(
  url: string,
  body: string | Buffer,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  const answer = await request(url, {
    method: "POST",
    body,
    headers,
    dispatcher: providers,
    // No AbortSignal.timeout beside these: each one left to fire builds an exception ten seconds
    // later, for every send (the connections' connect timeout is the Agent's).
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const text = await answer.body.text();
  return {
    status: answer.statusCode,
    header(name) {
      const value = answer.headers[name.toLowerCase()];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
    text,
  };
}

/**
 * POSTs a provider's JSON body with the message's idempotency key, once (the outbox retries, not
 * the client), and hands the answer's status, JSON (null when it is none) and Retry-After to `read`;
 * no answer (or none within `timeoutMs`) is a failure worth another attempt.
 */
export async function postToProvider<A>(
  url: string,
  json: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
  read: (status: number, body: A | null, retryAfter: string | null) => SendResult,
): Promise<SendResult> {
  try {
    const answer = await postOnce(
      url,
      JSON.stringify(json),
      { ...headers, "content-type": "application/json" },
      timeoutMs,
    );
    let body: A | null = null;
    try {
      body = JSON.parse(answer.text) as A;
    } catch {}
    return read(answer.status, body, answer.header("retry-after"));
  } catch (error) {
    return networkFailure(error);
  }
}
