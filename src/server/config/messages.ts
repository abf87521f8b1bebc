/**
 * The message channels' settings (issue 36), read by loadConfig into
 * `config.messages`: a channel without its credentials is off, which the API
 * says at start (`channelsSummary`), and its messages are written as
 * `skipped`, never sent and never faked.
 */

import { vapidProblem } from "../../domain/messages/push";
import { TEMPLATE_NAMES, type TemplateName } from "../../domain/messages/templates";
import { readPublicEnv } from "../../envReader";
import { processVars, readSettings, type Vars } from "../../settings";
import { settingUrl } from "./url";

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
  /** MESSAGE_LEASE_SECONDS, in ms: how long a claim holds a message. */
  leaseMs: number;
  /** MESSAGE_RESEND_WAIT_SECONDS, in ms: a WhatsApp or SMS cut off mid-send waits this for its report. */
  resendWaitMs?: number;
  /** Left bags' reminders (issue 36): BAG_REMINDER_AFTER_MINUTES, BAG_REMINDER_TICK_SECONDS. */
  bagReminder?: BagReminderSettings;
  /** MESSAGES_TICK_SECONDS, in ms: how often the worker writes the scheduled messages (absent: 60 s). */
  tickMs?: number;
  /** What the providers' webhooks are checked with (webhooks.ts); a webhook without its setting answers 503. */
  webhooks?: {
    whatsappAppSecret?: string;
    whatsappVerifyToken?: string;
    smsToken?: string;
    emailToken?: string;
  };
  /** The API's public URL (PUBLIC_API_URL): an email's one-click unsubscribe link points at it. */
  apiUrl?: string;
  /** SHORT_LINK_URL: an SMS's long links go as {this}/m/{code} (messages/shortLinks.ts). */
  shortLinkUrl?: string;
}

export interface BagReminderSettings {
  afterMinutes: number;
  tickSeconds: number;
}

/** The reminders' settings, the documented defaults where the config has none. */
export const bagReminderSettings = (settings: MessageSettings): BagReminderSettings =>
  settings.bagReminder ?? {
    afterMinutes: readSettings({}).BAG_REMINDER_AFTER_MINUTES,
    tickSeconds: readSettings({}).BAG_REMINDER_TICK_SECONDS,
  };

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

/** How long a provider's call may take (the adapters' timeout), and the shortest lease around it. */
export const PROVIDER_TIMEOUT_MS = 10_000;
const MIN_LEASE_SECONDS = 15;

/** Reads the channels' settings; a malformed one fails at start, naming it. */
export function loadMessageSettings(env: Vars = processVars()): MessageSettings {
  const s = readSettings(env);
  if (s.MESSAGE_LEASE_SECONDS < MIN_LEASE_SECONDS)
    throw new Error(
      `MESSAGE_LEASE_SECONDS: at least ${MIN_LEASE_SECONDS} (a send may take ${PROVIDER_TIMEOUT_MS / 1000} s, well inside the lease)`,
    );
  const result: MessageSettings = {
    send: s.MESSAGES_SEND,
    leaseMs: s.MESSAGE_LEASE_SECONDS * 1000,
    resendWaitMs: s.MESSAGE_RESEND_WAIT_SECONDS * 1000,
    tickMs: s.MESSAGES_TICK_SECONDS * 1000,
    bagReminder: { afterMinutes: s.BAG_REMINDER_AFTER_MINUTES, tickSeconds: s.BAG_REMINDER_TICK_SECONDS },
    pushHttpOrigins: (s.PUSH_HTTP_ORIGINS ?? "")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => new URL(settingUrl("PUSH_HTTP_ORIGINS", o, ["http:"])).origin),
  };
  if (s.WHATSAPP_TOKEN && s.WHATSAPP_PHONE_NUMBER_ID)
    result.whatsapp = {
      apiUrl: settingUrl("WHATSAPP_API_URL", s.WHATSAPP_API_URL, ["https:", "http:"]),
      token: s.WHATSAPP_TOKEN,
      phoneNumberId: s.WHATSAPP_PHONE_NUMBER_ID,
    };
  if (s.SMS_AUTH_KEY && s.SMS_TEMPLATE_IDS)
    result.sms = {
      apiUrl: settingUrl("SMS_API_URL", s.SMS_API_URL, ["https:", "http:"]),
      authKey: s.SMS_AUTH_KEY,
      templateIds: parseTemplateIds(s.SMS_TEMPLATE_IDS),
    };
  if (s.SMTP_URL)
    result.email = { smtpUrl: settingUrl("SMTP_URL", s.SMTP_URL, ["smtp:", "smtps:"]), from: s.MAIL_FROM };
  result.apiUrl = readPublicEnv(env).apiUrl;
  result.shortLinkUrl = settingUrl("SHORT_LINK_URL", s.SHORT_LINK_URL, ["https:", "http:"]).replace(
    /\/+$/,
    "",
  );
  result.webhooks = {
    ...(s.WHATSAPP_APP_SECRET ? { whatsappAppSecret: s.WHATSAPP_APP_SECRET } : {}),
    ...(s.WHATSAPP_VERIFY_TOKEN ? { whatsappVerifyToken: s.WHATSAPP_VERIFY_TOKEN } : {}),
    ...(s.SMS_WEBHOOK_TOKEN ? { smsToken: s.SMS_WEBHOOK_TOKEN } : {}),
    ...(s.EMAIL_WEBHOOK_TOKEN ? { emailToken: s.EMAIL_WEBHOOK_TOKEN } : {}),
  };
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
  config.messages ?? { send: false, leaseMs: 60_000, pushHttpOrigins: [] };

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
    settings.webhooks?.whatsappAppSecret && settings.webhooks.whatsappVerifyToken
      ? "WhatsApp webhook: on (/api/webhooks/whatsapp): statuses and STOP replies are recorded"
      : "WhatsApp webhook: not configured (no WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN): it answers 503, no delivery reports or STOP replies",
    settings.webhooks?.smsToken
      ? "SMS webhooks: on (/api/webhooks/sms/reports, /api/webhooks/sms/replies)"
      : "SMS webhooks: not configured (no SMS_WEBHOOK_TOKEN): they answer 503, no delivery reports or STOP replies",
    settings.webhooks?.emailToken
      ? "Email bounce webhook: on (/api/webhooks/email/bounces)"
      : "Email bounce webhook: not configured (no EMAIL_WEBHOOK_TOKEN): it answers 503, bounces that come back as mail are not read",
    settings.push
      ? `Web push: on (VAPID subject ${settings.push.subject})`
      : "Web push: off (no VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY): push messages are skipped",
  ];
}
