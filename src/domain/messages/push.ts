/**
 * Web push's rules (issue 36), pure: what a console's device is sent (a
 * small payload: a title, a line, the console's link, a tag), how long a
 * push service may hold it (TTL) and how urgently (Urgency, RFC 8030 §5), and
 * what a browser's subscription and the VAPID keys must look like before
 * they are kept.
 *
 * - A new order is `high` urgency and lives an hour: the console shows it
 *   anyway, and an hour-old ring only startles. An order given to a rider
 *   likewise. A push older than its TTL by the time it is sent (retries) is
 *   not sent at all; a younger one gets what is left of its TTL.
 * - The payload stays well inside the 4 KB a push service takes (RFC 8291's
 *   record less its header and tag): the line is cut at 160 characters.
 * - An endpoint is an https URL at a public name (a browser's push service:
 *   no IP address, localhost or internal name, since the API posts to it), or
 *   an http one only at an origin the settings allow (the local stub).
 * - p256dh is a P-256 public key, uncompressed (65 bytes, 0x04 first); auth
 *   is 16 bytes; both base64url, as PushSubscription.toJSON() gives them.
 */
import type { Language, MessageParams, TemplateName } from "./templates";
import { TEMPLATES } from "./templates";

export type Urgency = "very-low" | "low" | "normal" | "high";

export interface PushRule {
  /** Seconds a push service may hold the push for a device that is away. */
  ttl: number;
  urgency: Urgency;
  /** The notification's line, `{name}` for each variable. */
  line: Record<Language, string>;
}

/** The templates pushed, each with its rule. */
export const PUSH_RULES: Partial<Record<TemplateName, PushRule>> = {
  new_order: {
    ttl: 3600,
    urgency: "high",
    line: { en: "{items}. Total {total}, {payment}.", hi: "{items}। कुल {total}, {payment}।" },
  },
  rider_assigned: {
    ttl: 3600,
    urgency: "high",
    line: {
      en: "{shop} gave you order #{order}. Open your deliveries.",
      hi: "{shop} ने आपको ऑर्डर #{order} दिया। अपनी डिलीवरी खोलें।",
    },
  },
};

/** The notification's line at most, in characters. */
export const PUSH_LINE_MAX = 160;

export interface PushPayload {
  title: string;
  body: string;
  /** The console's page the notification opens. */
  url: string;
  /** The notification's tag: a second push of one message replaces the first on the device. */
  tag: string;
}

const fill = (pattern: string, params: Partial<MessageParams>): string =>
  pattern.replace(/\{(\w+)\}/g, (whole, name: string) => params[name as keyof MessageParams] ?? whole);

const cut = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return [...flat].length > max ? `${[...flat].slice(0, max - 1).join("")}…` : flat;
};

/** The push of one message; null when its template is not pushed. */
export function pushPayload(
  template: TemplateName,
  language: Language,
  params: MessageParams,
  tag: string,
): PushPayload | null {
  const rule = PUSH_RULES[template];
  if (!rule) return null;
  return {
    title: cut(fill(TEMPLATES[template].subject[language], params), 80),
    body: cut(fill(rule.line[language], params), PUSH_LINE_MAX),
    url: params.link,
    tag,
  };
}

/**
 * The TTL and Urgency headers of a push written at `createdAt` and sent at `now`: what is left of its
 * TTL (whole seconds), or null when it has outlived it (it is not sent).
 */
export function pushTiming(
  template: TemplateName,
  createdAt: Date,
  now: Date,
): { ttl: number; urgency: Urgency } | null {
  const rule = PUSH_RULES[template];
  if (!rule) return null;
  const age = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 1000));
  const ttl = rule.ttl - age;
  return ttl > 0 ? { ttl, urgency: rule.urgency } : null;
}

/** The bytes a base64url text (unpadded, or with its padding) decodes to; null when it is not base64url. */
export function base64urlBytes(text: string): number | null {
  const bare = text.replace(/={1,2}$/, "");
  if (!/^[A-Za-z0-9_-]*$/.test(bare) || bare.length % 4 === 1) return null;
  return Math.floor((bare.length * 3) / 4);
}

/** Why a subscription's endpoint is refused, or null: https, or http at an allowed origin; 2,000 characters at most. */
export function endpointProblem(endpoint: string, httpOrigins: readonly string[]): string | null {
  if (endpoint.length > 2000) return "The push endpoint is too long";
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "The push endpoint is not a URL";
  }
  if (url.username || url.password) return "The push endpoint may not carry a user or password";
  if (url.protocol === "http:" && httpOrigins.includes(url.origin)) return null;
  if (url.protocol !== "https:") return "The push endpoint must be an https address";
  // The API posts to it: never to an address inside our own network (a push service has a public name).
  const host = url.hostname.toLowerCase();
  if (
    /^[\d.]+$|^\[|:/.test(host) ||
    /(^|\.)(localhost|local|internal|localdomain)$/.test(host) ||
    !host.includes(".")
  )
    return "The push endpoint must be a push service's public address";
  return null;
}

/** Why a subscription's keys are refused, or null. */
export function keysProblem(p256dh: string, auth: string): string | null {
  if (base64urlBytes(p256dh) !== 65 || !p256dh.startsWith("B"))
    return "keys.p256dh must be the browser's P-256 public key: 65 bytes, base64url";
  if (base64urlBytes(auth) !== 16) return "keys.auth must be the browser's 16-byte auth secret, base64url";
  return null;
}

/** Why VAPID settings are refused at start, or null. */
export function vapidProblem(publicKey: string, privateKey: string, subject: string): string | null {
  if (!publicKey || !privateKey) return "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither";
  if (base64urlBytes(publicKey) !== 65 || !publicKey.startsWith("B"))
    return "VAPID_PUBLIC_KEY: an uncompressed P-256 public key, base64url (87 characters)";
  if (base64urlBytes(privateKey) !== 32)
    return "VAPID_PRIVATE_KEY: a P-256 private key, base64url (43 characters)";
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    return "VAPID_SUBJECT: a mailto: or https: address a push service can reach us at";
  return null;
}
