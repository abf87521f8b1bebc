/**
 * The providers' webhooks (issue 36), under /api/webhooks: each request is
 * verified, its events read into one shape and recorded once (inbound.ts).
 *
 * - WhatsApp (Meta's Cloud API): GET /whatsapp is the subscription handshake
 *   (`hub.mode=subscribe`, `hub.verify_token` = WHATSAPP_VERIFY_TOKEN →
 *   `hub.challenge`); POST /whatsapp carries `statuses` (sent, delivered,
 *   read, failed; the message's id, our key as `biz_opaque_callback_data`)
 *   and inbound `messages` (a reply: STOP, START…), signed by
 *   `X-Hub-Signature-256: sha256=` HMAC-SHA256 of the raw body with
 *   WHATSAPP_APP_SECRET: a missing or wrong signature is 401.
 * - MSG91: POST /sms/reports are its delivery reports (webhook v2: a form
 *   field `data` holding a JSON list of `{ requestId, report: [{ number,
 *   status, desc, date, failedReason }] }`; v3: one JSON report `{ requestId,
 *   number, status, desc, date, failedReason }`, or a list of them); POST
 *   /sms/replies are replies to its inbound number (`{ number, content,
 *   requestId? }`, JSON or form). MSG91 signs nothing: both carry
 *   SMS_WEBHOOK_TOKEN as `?token=` in the URL configured at MSG91, else 401.
 * - Bounced email: POST /email/bounces is a delivery status notification
 *   (RFC 3464) the bounce mailbox forwards whole (bounces.ts), with
 *   EMAIL_WEBHOOK_TOKEN as `?token=` (a forward signs nothing either).
 *
 * Without its setting a webhook answers 503 "… not configured" (and the
 * start-up log says so). A replay answers 200 and changes nothing.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import * as v from "valibot";
import type { DeliveryState } from "../../domain/messages/consent";
import { messageSettings } from "../config/messages";
import type { AppEnv } from "../http/context";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { sameSecret } from "../http/sameSecret";
import { bounceEvents } from "./bounces";
import { type InboundEvent, recordInbound } from "./inbound";

/** Whether `header` (`sha256=<hex>`) is the HMAC-SHA256 of `body` with `secret`, compared in constant time. */
export function validSignature(body: string, header: string | undefined, secret: string): boolean {
  const sent = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "")?.[1];
  if (!sent) return false;
  const expected = createHmac("sha256", secret).update(body, "utf8").digest();
  return timingSafeEqual(Buffer.from(sent.toLowerCase(), "hex"), expected);
}

/** The header a provider would send for `body` (the stub and the tests sign with it). */
export const signatureOf = (body: string, secret: string): string =>
  `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;

const phoneOf = (digits: string | undefined): string => {
  const d = (digits ?? "").replace(/\D/g, "");
  if (!d) return "";
  return `+${d.length === 10 ? `91${d}` : d}`;
};

const secondsAt = (timestamp: string | number | undefined, fallback: Date): Date => {
  const at = new Date(Number(timestamp) * 1000);
  return Number(timestamp) > 0 && !Number.isNaN(at.getTime()) ? at : fallback;
};

const MetaStatus = v.object({
  id: v.string(),
  status: v.string(),
  timestamp: v.optional(v.union([v.string(), v.number()])),
  recipient_id: v.optional(v.string()),
  biz_opaque_callback_data: v.optional(v.string()),
  errors: v.optional(
    v.array(
      v.object({
        code: v.optional(v.number()),
        title: v.optional(v.string()),
        message: v.optional(v.string()),
        error_data: v.optional(v.object({ details: v.optional(v.string()) })),
      }),
    ),
  ),
});
const MetaMessage = v.object({
  id: v.string(),
  from: v.string(),
  timestamp: v.optional(v.union([v.string(), v.number()])),
  type: v.optional(v.string()),
  text: v.optional(v.object({ body: v.optional(v.string()) })),
  button: v.optional(v.object({ text: v.optional(v.string()), payload: v.optional(v.string()) })),
});

/** Meta's webhook body: what Meta documents and we read, the rest let through. */
export const MetaWebhook = v.object({
  object: v.literal("whatsapp_business_account", "must be whatsapp_business_account"),
  entry: v.array(
    v.object({
      changes: v.array(
        v.object({
          field: v.optional(v.string()),
          value: v.object({
            statuses: v.optional(v.array(MetaStatus)),
            messages: v.optional(v.array(MetaMessage)),
          }),
        }),
      ),
    }),
  ),
});

const META_STATES: Record<string, DeliveryState> = {
  sent: "sent",
  delivered: "delivered",
  read: "read",
  failed: "failed",
};

/** The events in a WhatsApp webhook: each status of our messages, each reply. Unknown statuses (e.g. "deleted") are left out. */
export function whatsappEvents(body: v.InferOutput<typeof MetaWebhook>, now = new Date()): InboundEvent[] {
  const out: InboundEvent[] = [];
  for (const entry of body.entry)
    for (const change of entry.changes) {
      for (const s of change.value.statuses ?? []) {
        const state = META_STATES[s.status];
        if (!state) continue;
        const error = s.errors?.[0];
        out.push({
          id: `wa:${s.id}:${state}`,
          channel: "whatsapp",
          kind: "status",
          messageId: s.id,
          key: s.biz_opaque_callback_data ?? "",
          phone: phoneOf(s.recipient_id),
          state,
          code: error?.code ?? null,
          detail: error
            ? `WhatsApp ${error.code ?? ""}: ${error.error_data?.details || error.message || error.title || "failed"}`.trim()
            : "",
          at: secondsAt(s.timestamp, now),
        });
      }
      for (const m of change.value.messages ?? []) {
        const text = m.text?.body ?? m.button?.text ?? m.button?.payload ?? "";
        out.push({
          id: `wa:${m.id}`,
          channel: "whatsapp",
          kind: "reply",
          messageId: m.id,
          key: "",
          phone: phoneOf(m.from),
          state: "",
          detail: text.slice(0, 500),
          at: secondsAt(m.timestamp, now),
        });
      }
    }
  return out;
}

const Msg91Report = v.object({
  number: v.union([v.string(), v.number()]),
  status: v.optional(v.union([v.string(), v.number()])),
  desc: v.optional(v.string()),
  date: v.optional(v.string()),
  failedReason: v.optional(v.string()),
});
const Msg91V2 = v.array(v.object({ requestId: v.string(), report: v.array(Msg91Report) }));
const Msg91V3 = v.object({ requestId: v.string(), ...Msg91Report.entries });

/**
 * MSG91's delivery status as ours: 1 (DELIVERED) delivered; 8 or a desc of
 * SENT/SUBMITTED (handed to the operator) sent; anything else (2 FAILED, 9
 * NDNC, 16/25/26 REJECTED, 17 BLOCKED…) failed.
 */
export function msg91State(status: string | number | undefined, desc: string | undefined): DeliveryState {
  const s = String(status ?? "");
  const d = (desc ?? "").toUpperCase();
  if (s === "1" || d === "DELIVERED") return "delivered";
  if (s === "8" || d === "SENT" || d === "SUBMITTED") return "sent";
  return "failed";
}

/** MSG91's "2024-05-22 10:06:20" is India's time. */
const msg91Date = (date: string | undefined, now: Date): Date => {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(date ?? "");
  const at = m ? new Date(`${m[1]}T${m[2]}+05:30`) : now;
  return Number.isNaN(at.getTime()) ? now : at;
};

function reportEvent(requestId: string, r: v.InferOutput<typeof Msg91Report>, now: Date): InboundEvent {
  const state = msg91State(r.status, r.desc);
  const phone = phoneOf(String(r.number));
  return {
    id: `sms:${requestId}:${phone}:${state}`,
    channel: "sms",
    kind: "status",
    messageId: requestId,
    key: "",
    phone,
    state,
    code: Number.isFinite(Number(r.status)) ? Number(r.status) : null,
    detail:
      state === "failed" ? `MSG91 ${r.status ?? ""} ${r.desc ?? ""}: ${r.failedReason ?? ""}`.trim() : "",
    at: msg91Date(r.date, now),
  };
}

/** The events of a MSG91 delivery report, v2 (`data` = JSON list) or v3 (a report, or a list of them); null when it is neither. */
export function msg91Events(body: unknown, now = new Date()): InboundEvent[] | null {
  let value = body;
  if (value && typeof value === "object" && "data" in value && typeof value.data === "string") {
    try {
      value = JSON.parse(value.data);
    } catch {
      return null;
    }
  }
  const v2 = v.safeParse(Msg91V2, value);
  if (v2.success) return v2.output.flatMap((o) => o.report.map((r) => reportEvent(o.requestId, r, now)));
  const v3 = v.safeParse(v.union([Msg91V3, v.array(Msg91V3)]), value);
  if (v3.success)
    return (Array.isArray(v3.output) ? v3.output : [v3.output]).map((r) => reportEvent(r.requestId, r, now));
  return null;
}

const Msg91Reply = v.object({
  number: v.union([v.string(), v.number()]),
  content: v.optional(v.string()),
  message: v.optional(v.string()),
  keyword: v.optional(v.string()),
  requestId: v.optional(v.string()),
  id: v.optional(v.string()),
  date: v.optional(v.string()),
});

/** A reply to MSG91's inbound number as an event; its id MSG91's, else the number, time and text. */
export function msg91Reply(body: unknown, now = new Date()): InboundEvent | null {
  const parsed = v.safeParse(Msg91Reply, body);
  if (!parsed.success) return null;
  const r = parsed.output;
  const text = (r.content ?? r.message ?? r.keyword ?? "").slice(0, 500);
  const phone = phoneOf(String(r.number));
  const at = msg91Date(r.date, now);
  const id = r.requestId ?? r.id ?? `${phone}:${at.toISOString()}:${text}`;
  return {
    id: `sms-in:${id}`.slice(0, 600),
    channel: "sms",
    kind: "reply",
    messageId: r.requestId ?? r.id ?? "",
    key: "",
    phone,
    state: "",
    detail: text,
    at,
  };
}

/** A form or JSON body as a plain object (MSG91 sends both). */
async function bodyOf(c: { req: { header(name: string): string | undefined; text(): Promise<string> } }) {
  const raw = await c.req.text();
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(raw)) as unknown;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ApiFailure(400, "The body is not JSON or a form");
  }
}

const Received = v.object({ received: v.number(), recorded: v.number() });
type Received = v.InferOutput<typeof Received>;

const notConfigured = (what: string) => new ApiFailure(503, `${what} is not configured here`);

/** Mount at /api/webhooks. */
export const webhookRoutes = new Hono<AppEnv>()
  .get(
    "/whatsapp",
    describeCall({
      summary: "Meta's subscription handshake: hub.challenge back when hub.verify_token is ours",
      answer: v.string(),
      errors: [403, 503],
    }),
    (c) => {
      const token = messageSettings(c.var.config).webhooks?.whatsappVerifyToken;
      if (!token) throw notConfigured("The WhatsApp webhook (WHATSAPP_VERIFY_TOKEN)");
      const mode = c.req.query("hub.mode");
      const given = c.req.query("hub.verify_token") ?? "";
      const challenge = c.req.query("hub.challenge") ?? "";
      if (mode !== "subscribe" || !sameSecret(given, token))
        throw new ApiFailure(
          403,
          "hub.verify_token is not this API's WHATSAPP_VERIFY_TOKEN",
          "hub.verify_token",
        );
      return c.text(challenge);
    },
  )
  .post(
    "/whatsapp",
    describeCall({
      summary:
        "Meta's webhook: message statuses (sent, delivered, read, failed) and replies (STOP, START), signed with X-Hub-Signature-256",
      answer: Received,
      errors: [400, 401, 503],
    }),
    async (c) => {
      const secret = messageSettings(c.var.config).webhooks?.whatsappAppSecret;
      if (!secret) throw notConfigured("The WhatsApp webhook (WHATSAPP_APP_SECRET)");
      const raw = await c.req.text();
      const signature = c.req.header("x-hub-signature-256");
      if (!signature) throw new ApiFailure(401, "X-Hub-Signature-256 is missing: only Meta may call this");
      if (!validSignature(raw, signature, secret))
        throw new ApiFailure(
          401,
          "X-Hub-Signature-256 does not match the body: not signed with our app secret",
        );
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new ApiFailure(400, "The body is not JSON");
      }
      const parsed = v.safeParse(MetaWebhook, json);
      if (!parsed.success) {
        const issue = parsed.issues[0];
        throw new ApiFailure(
          400,
          `Not a WhatsApp webhook: ${v.getDotPath(issue) ?? "body"} ${issue.message}`,
        );
      }
      const events = whatsappEvents(parsed.output);
      const applied = await recordInbound(c.var.db, events);
      return c.json<Received>({ received: events.length, recorded: applied.recorded });
    },
  )
  .post(
    "/sms/reports",
    describeCall({
      summary:
        "MSG91's delivery reports (webhook v2 or v3); ?token= is SMS_WEBHOOK_TOKEN (MSG91 signs nothing)",
      answer: Received,
      errors: [400, 401, 503],
    }),
    async (c) => {
      urlToken(c, "sms");
      const events = msg91Events(await bodyOf(c));
      if (!events) throw new ApiFailure(400, "Not a MSG91 delivery report (v2 data or v3 JSON)");
      const applied = await recordInbound(c.var.db, events);
      return c.json<Received>({ received: events.length, recorded: applied.recorded });
    },
  )
  .post(
    "/sms/replies",
    describeCall({
      summary: "Replies to MSG91's inbound number (STOP, START); ?token= is SMS_WEBHOOK_TOKEN",
      answer: Received,
      errors: [400, 401, 503],
    }),
    async (c) => {
      urlToken(c, "sms");
      const event = msg91Reply(await bodyOf(c));
      if (!event)
        throw new ApiFailure(400, "Not a MSG91 inbound SMS: number and content are needed", "number");
      const applied = await recordInbound(c.var.db, [event]);
      return c.json<Received>({ received: 1, recorded: applied.recorded });
    },
  )
  .post(
    "/email/bounces",
    describeCall({
      summary:
        "A bounced email's delivery status notification (RFC 3464), the raw mail as the body or a form's email / body-mime field; ?token= is EMAIL_WEBHOOK_TOKEN",
      answer: Received,
      errors: [400, 401, 413, 503],
    }),
    async (c) => {
      urlToken(c, "email");
      const raw = await rawMail(c);
      if (!raw.trim()) throw new ApiFailure(400, "The body is empty: send the bounce report's raw mail");
      const events = await bounceEvents(raw);
      if (!events)
        throw new ApiFailure(
          400,
          "Not a bounce report about one of our mails: a multipart/report with a delivery status and the returned message's headers is needed",
        );
      const applied = await recordInbound(c.var.db, events);
      return c.json<Received>({ received: events.length, recorded: applied.recorded });
    },
  );

/**
 * A bounce report's raw mail from the request: the body itself (message/rfc822, text/plain, anything
 * not a form), or a form's field holding it whole: `email` (SendGrid's Inbound Parse with "raw") or
 * `body-mime` (Mailgun's forward to a URL ending in "mime").
 */
async function rawMail(c: {
  req: {
    header(name: string): string | undefined;
    text(): Promise<string>;
    parseBody(): Promise<Record<string, string | File | (string | File)[]>>;
  };
}): Promise<string> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiFailure(400, "The form could not be read");
    }
    const field = form.email ?? form["body-mime"];
    const value = Array.isArray(field) ? field[0] : field;
    if (typeof value === "string") return value;
    if (value instanceof File) return value.text();
    throw new ApiFailure(400, "The form has no raw mail: send it as the field email or body-mime", "email");
  }
  return c.req.text();
}

type TokenCall = { var: AppEnv["Variables"]; req: { query(name: string): string | undefined } };

/** The webhooks whose senders sign nothing (MSG91, a mail forward): the URL carries the setting's token. */
const URL_TOKENS = {
  sms: { setting: "smsToken", name: "SMS_WEBHOOK_TOKEN", what: "The SMS webhook", sender: "MSG91's webhook" },
  email: {
    setting: "emailToken",
    name: "EMAIL_WEBHOOK_TOKEN",
    what: "The email bounce webhook",
    sender: "the bounce forward's",
  },
} as const;

/** The URL's `?token=` must be the webhook's setting, else 401; without the setting, 503. */
function urlToken(c: TokenCall, kind: keyof typeof URL_TOKENS): void {
  const { setting, name, what, sender } = URL_TOKENS[kind];
  const token = messageSettings(c.var.config).webhooks?.[setting];
  if (!token) throw notConfigured(`${what} (${name})`);
  const given = c.req.query("token");
  if (!given) throw new ApiFailure(401, `The token is missing: ${sender} URL carries ?token=${name}`);
  if (!sameSecret(given, token)) throw new ApiFailure(401, `The token is not this API's ${name}`);
}
