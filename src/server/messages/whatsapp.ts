/**
 * WhatsApp through Meta's Cloud API: POST /{phone-number-id}/messages with an
 * approved template (its name, its language, its body's variables in order),
 * Bearer token. The message's idempotency key goes as the Idempotency-Key
 * header and as `biz_opaque_callback_data`, which Meta returns in the
 * message's status webhooks.
 *
 * Errors as Meta documents them: 429, 5xx and the throttling codes are tried
 * again later; 131026 (the number cannot receive it: not on WhatsApp) is
 * `unreachable`, so the worker may send the same words by SMS; other 4xx are
 * permanent for this message, except an expired or wrong token (190), which
 * fixing the setting cures.
 */
import { type MessageSettings, PROVIDER_TIMEOUT_MS } from "../config/messages";
import {
  type ChannelAdapter,
  type OutgoingMessage,
  postToProvider,
  providerPhone,
  retryAfterMs,
  type SendResult,
} from "./channel";

type WhatsAppSettings = NonNullable<MessageSettings["whatsapp"]>;

/** Meta's codes worth another attempt: throttling (4, 80007, 130429, 131048, 131056), service (1, 2, 131000, 133004), token (190). */
const RETRYABLE = new Set([1, 2, 4, 190, 80007, 130429, 131000, 131048, 131056, 133004]);
/** The number is not on WhatsApp, or cannot take this message. */
const UNREACHABLE = new Set([131026]);

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { code?: number; message?: string; error_data?: { details?: string } };
}

/** The Cloud API's request body for one template message. */
export function whatsappBody(message: OutgoingMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: providerPhone(message.recipient),
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        { type: "body", parameters: message.rendered.whatsapp.map((text) => ({ type: "text", text })) },
      ],
    },
    biz_opaque_callback_data: message.key,
  };
}

/** Reads the Cloud API's answer into a send result. */
export function whatsappResult(
  status: number,
  body: GraphAnswer | null,
  retryAfter: string | null,
): SendResult {
  const id = body?.messages?.[0]?.id;
  if (status >= 200 && status < 300 && id) return { ok: true, providerId: id };
  const code = body?.error?.code;
  const error = `WhatsApp ${status}${code ? ` (${code})` : ""}: ${body?.error?.message ?? "no message id in the answer"}`;
  const pause = retryAfterMs(retryAfter);
  if (code !== undefined && UNREACHABLE.has(code))
    return { ok: false, permanent: true, unreachable: true, error };
  if (status === 429 || status >= 500 || (code !== undefined && RETRYABLE.has(code)) || (status < 300 && !id))
    return { ok: false, permanent: false, error, ...(pause !== undefined ? { retryAfterMs: pause } : {}) };
  return { ok: false, permanent: true, error };
}

export function whatsappAdapter(settings: WhatsAppSettings, timeoutMs = PROVIDER_TIMEOUT_MS): ChannelAdapter {
  return {
    name: "whatsapp",
    send: (message) =>
      postToProvider(
        `${settings.apiUrl}/${settings.phoneNumberId}/messages`,
        whatsappBody(message),
        { authorization: `Bearer ${settings.token}`, "idempotency-key": message.key },
        timeoutMs,
        whatsappResult,
      ),
  };
}
