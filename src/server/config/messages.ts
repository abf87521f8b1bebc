/**
 * The message channels' settings (issue 36), read by loadConfig into
 * `config.messages`: a channel without its credentials is off, which the API
 * says at start (`channelsSummary`), and its messages are written as
 * `skipped`, never sent and never faked.
 */

import { vapidProblem } from "../../domain/messages/push";
import { TEMPLATE_NAMES, type TemplateName } from "../../domain/messages/templates";
import { processVars, readSettings, type Vars } from "../../settings";

export interface MessageSettings {
  whatsapp?: { apiUrl: string; token: string; phoneNumberId: string };
  sms?: { apiUrl: string; authKey: string; templateIds: Partial<Record<TemplateName, string>> };
  email?: { smtpUrl: string; from: string };
  /** Web push (VAPID): the key pair and subject. */
  push?: { publicKey: string; privateKey: string; subject: string };
  /** Origins whose http push endpoints a subscription may name (the local stub's); else https only. */
  pushHttpOrigins: string[];
  /** MESSAGES_SEND: this process's worker sends (else it only writes the outbox). */
  send: boolean;
}

/** `order_placed=123,new_order=456` → the ids by template name; an unknown name or a pair without "=" fails at start. */
export function parseTemplateIds(text: string): Partial<Record<TemplateName, string>> {
  const ids: Partial<Record<TemplateName, string>> = {};
  for (const pair of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, id, ...rest] = pair.split("=").map((p) => p.trim());
    if (!name || !id || rest.length) throw new Error(`SMS_TEMPLATE_IDS: "${pair}" is not name=id`);
    if (!TEMPLATE_NAMES.includes(name as TemplateName))
      throw new Error(`SMS_TEMPLATE_IDS: no message is called ${name} (${TEMPLATE_NAMES.join(", ")})`);
    ids[name as TemplateName] = id;
  }
  return ids;
}

const url = (name: string, value: string, protocols: string[]): string => {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new Error(`${name}: use ${protocols.join(" or ")}`);
  return value.replace(/\/+$/, "");
};

/** Reads the channels' settings; a malformed one fails at start, naming it. */
export function loadMessageSettings(env: Vars = processVars()): MessageSettings {
  const s = readSettings(env);
  const result: MessageSettings = {
    send: s.MESSAGES_SEND,
    pushHttpOrigins: (s.PUSH_HTTP_ORIGINS ?? "")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(url("PUSH_HTTP_ORIGINS", o, ["http:"])).origin),
  };
  if (s.WHATSAPP_TOKEN && s.WHATSAPP_PHONE_NUMBER_ID)
    result.whatsapp = {
      apiUrl: url("WHATSAPP_API_URL", s.WHATSAPP_API_URL, ["https:", "http:"]),
      token: s.WHATSAPP_TOKEN,
      phoneNumberId: s.WHATSAPP_PHONE_NUMBER_ID,
    };
  if (s.SMS_AUTH_KEY && s.SMS_TEMPLATE_IDS)
    result.sms = {
      apiUrl: url("SMS_API_URL", s.SMS_API_URL, ["https:", "http:"]),
      authKey: s.SMS_AUTH_KEY,
      templateIds: parseTemplateIds(s.SMS_TEMPLATE_IDS),
    };
  if (s.SMTP_URL)
    result.email = { smtpUrl: url("SMTP_URL", s.SMTP_URL, ["smtp:", "smtps:"]), from: s.MAIL_FROM };
  if (s.VAPID_PUBLIC_KEY || s.VAPID_PRIVATE_KEY) {
    const problem = vapidProblem(s.VAPID_PUBLIC_KEY ?? "", s.VAPID_PRIVATE_KEY ?? "", s.VAPID_SUBJECT);
    if (problem) throw new Error(problem);
    result.push = {
      publicKey: s.VAPID_PUBLIC_KEY ?? "",
      privateKey: s.VAPID_PRIVATE_KEY ?? "",
      subject: s.VAPID_SUBJECT,
    };
  }
  return result;
}

/** The channels configured here, or the local defaults (none: every channel off) where the config has none. */
export const messageSettings = (config: { messages?: MessageSettings }): MessageSettings =>
  config.messages ?? { send: false, pushHttpOrigins: [] };

/** One line per channel for the start-up log: on (and where to), or off and why. */
export function channelsSummary(settings: MessageSettings): string[] {
  const host = (u: string) => new URL(u).host;
  return [
    settings.whatsapp
      ? `WhatsApp: on (${host(settings.whatsapp.apiUrl)})`
      : "WhatsApp: off (no WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID): WhatsApp messages are skipped",
    settings.sms
      ? `SMS: on (${host(settings.sms.apiUrl)})`
      : "SMS: off (no SMS_AUTH_KEY and SMS_TEMPLATE_IDS): SMS messages are skipped",
    settings.email
      ? `Email: on (${host(settings.email.smtpUrl)})`
      : "Email: off (no SMTP_URL): email messages are skipped",
    settings.push
      ? `Web push: on (VAPID subject ${settings.push.subject})`
      : "Web push: off (no VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY): push messages are skipped",
  ];
}
