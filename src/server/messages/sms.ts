/**
 * SMS through MSG91's Flow API (POST /flow, header `authkey`): a template
 * registered on the DLT platform, as India's rules require of every business
 * SMS, named by its MSG91 template id (SMS_TEMPLATE_IDS), its variables var1…
 * in the template's order (30 characters each at most, DLT's limit). The
 * message's idempotency key goes as the Idempotency-Key header.
 *
 * A template without an id here is not sent by SMS (permanent: the setting
 * names the messages it has). 429 and 5xx are tried again; MSG91's
 * `type: "error"` answers and other 4xx are permanent for the message, except
 * 401 (a wrong auth key: fixing the setting cures it).
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

type SmsSettings = NonNullable<MessageSettings["sms"]>;

interface Msg91Answer {
  type?: string;
  message?: string;
}

/** MSG91's Flow body for one message, or null when the template has no id. */
export function smsBody(message: OutgoingMessage, templateIds: SmsSettings["templateIds"]) {
  const templateId = templateIds[message.template];
  if (!templateId) return null;
  const vars = Object.fromEntries(message.rendered.sms.map((value, i) => [`var${i + 1}`, value]));
  return {
    template_id: templateId,
    short_url: "0",
    recipients: [{ mobiles: providerPhone(message.recipient), ...vars }],
  };
}

export function smsResult(status: number, body: Msg91Answer | null, retryAfter: string | null): SendResult {
  if (status >= 200 && status < 300 && body?.type === "success" && body.message)
    return { ok: true, providerId: body.message };
  const error = `MSG91 ${status}: ${body?.message ?? "no request id in the answer"}`;
  const pause = retryAfterMs(retryAfter);
  if (status === 429 || status >= 500 || status === 401)
    return { ok: false, permanent: false, error, ...(pause !== undefined ? { retryAfterMs: pause } : {}) };
  return { ok: false, permanent: true, error };
}

export function smsAdapter(settings: SmsSettings, timeoutMs = PROVIDER_TIMEOUT_MS): ChannelAdapter {
  return {
    name: "sms",
    async send(message) {
      const json = smsBody(message, settings.templateIds);
      if (!json)
        return {
          ok: false,
          permanent: true,
          error: `SMS_TEMPLATE_IDS has no template id for ${message.template}`,
        };
      return postToProvider(
        `${settings.apiUrl}/flow`,
        json,
        { authkey: settings.authKey, "idempotency-key": message.key },
        timeoutMs,
        smsResult,
      );
    },
  };
}
