/**
 * The local stand-in for the message providers (issue 36), for `npm start`
 * and the tests: it speaks their wire formats, keeps what it was sent, and
 * shows it on a page, as Mailpit does for mail.
 *
 * - WhatsApp Cloud API: POST /whatsapp/{version}/{phone-number-id}/messages,
 *   Bearer token, a template message; answers { messages: [{ id: "wamid.…" }] }
 *   or Meta's error shape. The number +91 60000 00000 is "not on WhatsApp"
 *   (error 131026), as a real phone without WhatsApp answers.
 * - MSG91 Flow API: POST /msg91/api/v5/flow, header authkey; answers
 *   { type: "success", message: request id }.
 * - SMTP on its own port (smtp-server). A mail is kept as it came, keyed by its
 *   Message-ID (read from its header block), and parsed (mailparser) only when
 *   the list or the page is read, as Mailpit does: a burst of mail costs the
 *   stub little more than the SMTP conversation. Mail to
 *   nomailbox…@ is refused at RCPT TO (550 5.1.1, no such mailbox); mail to
 *   bounce…@ is taken, then its bounce report (RFC 3464) goes to the API's
 *   bounce webhook with EMAIL_WEBHOOK_TOKEN, as a receiving server's would.
 * - A Web Push service (RFC 8030): POST /_push/{id}, an aes128gcm body
 *   (RFC 8291) with `Authorization: vapid t={JWT}, k={key}` (RFC 8292): the
 *   JWT must be ES256 by that key, aud this stub's origin, exp within 24 h;
 *   answers 201 with a Location, 410 for an id marked expired
 *   (POST /_stub/push/expire {id}), 400/401/403 as a push service refuses.
 *   POST /_stub/push/subscriptions mints a subscription (the endpoint and a
 *   p256dh/auth pair whose private half the stub keeps): what is pushed to it
 *   is decrypted and listed (its title, line and link); to another id, only
 *   its size.
 * - Razorpay (payments): razorpay.ts, mounted at /razorpay (its API under
 *   /razorpay/v1, Basic auth, and its hosted checkout page) with its controls
 *   at /_stub/razorpay…; without `razorpay` keys it answers 503.
 *
 * Each provider's message is kept once per idempotency key (the header, or the
 * mail's Message-ID): a message sent again with its key gets the first answer
 * and is not listed twice. `GET /` is the page, `GET /_stub/messages` the list
 * as JSON; `POST /_stub/fail` makes the next calls of a channel fail (a status,
 * a provider code, how many times) and `POST /_stub/hold` holds answers (a
 * send under way when its sender is killed); `DELETE /_stub/messages` empties it.
 *
 * Like the providers, it reports back to the API (`webhooks`): each WhatsApp
 * it accepts gets Meta's status webhooks (sent, then delivered), signed with
 * X-Hub-Signature-256 and the app secret the API has; each SMS gets MSG91's
 * delivery report (v3 JSON) at the URL with the webhook token. The number
 * +91 60000 00001 is on WhatsApp but out of its 24-hour window: accepted, then
 * reported failed (131047). `POST /_stub/reply` (and the form on the page)
 * sends the API a reply as a shopper would: a WhatsApp message or an SMS to the
 * inbound number ("STOP", "START"…). `POST /_stub/webhooks` holds the reports
 * (`{ hold: true }`: a send whose report has not come yet) or lets them go.
 */
import { randomUUID } from "node:crypto";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { TEMPLATES, type TemplateName } from "../../src/domain/messages/templates";
import { signatureOf } from "../../src/server/messages/webhooks";
import { checkVapid, decryptPush, type MintedSubscription, mintSubscription } from "./push";
import { type RazorpayOptions, razorpayOff, razorpaySimulator } from "./razorpay";

export interface StubMessage {
  seq: number;
  channel: "whatsapp" | "sms" | "email" | "push";
  to: string;
  /** WhatsApp's template name, MSG91's template id, or the mail's subject. */
  template: string;
  language: string;
  /** The variables as sent (WhatsApp, SMS). */
  params: string[];
  /** What the recipient reads. */
  text: string;
  key: string;
  providerId: string;
  at: string;
  /** How many times it was sent with this key (a retry after a crash adds to this, not to the list). */
  sends: number;
  /** An email's List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058), as sent. */
  unsubscribe?: { url: string; post: string };
}

interface Failure {
  status: number;
  code?: number;
  times: number;
}

export const NOT_ON_WHATSAPP = "916000000000";
/** Mail to an address whose name starts so is refused at RCPT TO (550 5.1.1: no such mailbox). */
export const NO_MAILBOX = "nomailbox";
/** Mail to an address whose name starts so is taken, then comes back as a bounce report (5.1.1). */
export const BOUNCES = "bounce";

/** The delivery status notification (RFC 3464) a receiving server sends back for a mail it could not deliver. */
export function bounceReport(to: string, messageId: string, key: string, subject: string): string {
  const boundary = `dsn-${randomUUID()}`;
  return [
    "From: Mail Delivery System <MAILER-DAEMON@stub.localhost>",
    "To: bounces@platform.localhost",
    "Subject: Undelivered Mail Returned to Sender",
    `Message-ID: <${randomUUID()}@stub.localhost>`,
    `Date: ${new Date().toUTCString()}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "Your message could not be delivered to one or more recipients.",
    "",
    `--${boundary}`,
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; stub.localhost",
    "",
    `Final-Recipient: rfc822; ${to}`,
    "Action: failed",
    "Status: 5.1.1",
    `Diagnostic-Code: smtp; 550 5.1.1 <${to}>: Recipient address rejected: User unknown`,
    "",
    `--${boundary}`,
    "Content-Type: text/rfc822-headers",
    "",
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    ...(key ? [`Idempotency-Key: ${key}`] : []),
    "",
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
/** Accepted, then reported failed: more than 24 hours since the recipient wrote (Meta's 131047). */
export const OUT_OF_WINDOW = "916000000001";

/** Where and how the stub reports back to the API, as the providers do. */
export interface StubWebhooks {
  /** Sends one webhook request to the API (a path under it, e.g. /api/webhooks/whatsapp). */
  send(
    path: string,
    init: { method: "POST"; headers: Record<string, string>; body: string },
  ): Promise<unknown>;
  /** WHATSAPP_APP_SECRET, the API's: the stub signs Meta's webhooks with it. */
  whatsappAppSecret: string;
  /** SMS_WEBHOOK_TOKEN, the API's: MSG91's webhook URLs carry it. */
  smsToken: string;
  /** EMAIL_WEBHOOK_TOKEN, the API's: the bounce mailbox's forward carries it (none: no bounce reports). */
  emailToken?: string;
  /** The pause before each report (default 100 ms). */
  delayMs?: number;
}

/**
 * Sends one webhook request to the API at `apiUrl` by HTTP and answers its status (0: the API was not
 * reached); a failed one is logged. The Razorpay simulator's sender (it retries what fails).
 */
export function httpSend(apiUrl: string) {
  return async (
    path: string,
    init: { method: "POST"; headers: Record<string, string>; body: string },
  ): Promise<number> => {
    try {
      const answer = await fetch(`${apiUrl}${path}`, init);
      if (!answer.ok) console.warn(`Message stub: the API answered ${answer.status} to ${path}`);
      return answer.status;
    } catch (error) {
      console.warn(`Message stub: could not reach the API for ${path}: ${(error as Error).message}`);
      return 0;
    }
  };
}

/** The webhooks' sender for an API at `apiUrl`, by HTTP; a failed one is logged and dropped, as a provider retries later. */
export function httpWebhooks(
  apiUrl: string,
  secrets: { whatsappAppSecret: string; smsToken: string; emailToken?: string },
): StubWebhooks {
  return { ...secrets, send: httpSend(apiUrl) };
}

export interface MessageStub {
  url: string;
  smtpPort: number;
  /** What was sent, in order (the mails read first). */
  messages(): Promise<StubMessage[]>;
  /** Resolves when every webhook the stub has to send (and is not holding) has been answered. */
  reported(): Promise<void>;
  close(): Promise<void>;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

/** The approved template's body with WhatsApp's variables in it, as the phone shows it. */
function whatsappText(name: string, language: string, params: string[]): string {
  const template = TEMPLATES[name as TemplateName];
  if (!template) return params.join(" · ");
  const body: string = template.body[language === "hi" ? "hi" : "en"];
  return body.replace(/\{(\w+)\}/g, (whole, p: string) => {
    const i = (template.params as readonly string[]).indexOf(p);
    return i >= 0 ? (params[i] ?? whole) : whole;
  });
}

/** A header's value in a mail's header block (unfolded; "" when absent), without parsing the mail. */
export function headerOf(raw: Buffer, name: string): string {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.toString("latin1", 0, end < 0 ? raw.length : end).replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((l) => l.slice(0, name.length + 1).toLowerCase() === `${name}:`);
  return line?.slice(name.length + 1).trim() ?? "";
}

export async function startMessageStub({
  port = 0,
  smtpPort = 0,
  host = "127.0.0.1",
  webhooks,
  razorpay: razorpayOptions,
}: {
  port?: number;
  smtpPort?: number;
  host?: string;
  webhooks?: StubWebhooks;
  /** The Razorpay simulator's keys and webhook sender (razorpay.ts); none: its routes answer 503. */
  razorpay?: RazorpayOptions;
} = {}): Promise<MessageStub> {
  const kept: StubMessage[] = [];
  const byKey = new Map<string, { message: StubMessage; answer: unknown }>();
  const failures: Partial<Record<StubMessage["channel"], Failure>> = {};
  const holds: Partial<Record<StubMessage["channel"], number>> = {};
  let seq = 0;
  let inbound = 0;
  let holdReports = false;
  const heldReports: (() => Promise<unknown>)[] = [];
  const sentReplies: { channel: string; from: string; text: string; at: string }[] = [];
  /** Mails kept as they came, not read yet: each message's subject, text and headers are filled in when it is. */
  const unread = new Map<StubMessage, Buffer>();

  /** Meta's webhook envelope around statuses or messages, signed as Meta signs it. */
  const metaWebhook = (value: Record<string, unknown>) => {
    if (!webhooks) return Promise.resolve();
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "stub-waba",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "15550000000", phone_number_id: "stub" },
                ...value,
              },
            },
          ],
        },
      ],
    });
    return webhooks.send("/api/webhooks/whatsapp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": signatureOf(body, webhooks.whatsappAppSecret),
      },
      body,
    });
  };
  const smsWebhook = (path: "reports" | "replies", json: unknown) =>
    webhooks?.send(`/api/webhooks/sms/${path}?token=${encodeURIComponent(webhooks.smsToken)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    }) ?? Promise.resolve();
  const seconds = () => String(Math.floor(Date.now() / 1000));
  /** Reports later, in order, one after another (or holds them until let go). */
  let reporting = Promise.resolve();
  const report = (steps: (() => Promise<unknown>)[]) => {
    if (!webhooks) return;
    const run = () => {
      reporting = reporting.then(async () => {
        for (const step of steps) {
          await new Promise((r) => setTimeout(r, webhooks.delayMs ?? 100));
          await step();
        }
      });
      return reporting;
    };
    if (holdReports) heldReports.push(run);
    else void run();
  };
  const whatsappStatuses = (id: string, to: string, key: string) => {
    const status =
      (state: string, extra: Record<string, unknown> = {}) =>
      () =>
        metaWebhook({
          statuses: [
            {
              id,
              status: state,
              timestamp: seconds(),
              recipient_id: to,
              ...(key ? { biz_opaque_callback_data: key } : {}),
              ...extra,
            },
          ],
        });
    report(
      to === OUT_OF_WINDOW
        ? [
            status("sent"),
            status("failed", {
              errors: [
                {
                  code: 131047,
                  title: "Re-engagement message",
                  message: "Re-engagement message",
                  error_data: {
                    details:
                      "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
                  },
                },
              ],
            }),
          ]
        : [status("sent"), status("delivered")],
    );
  };
  const smsReport = (requestId: string, to: string) =>
    report([
      () =>
        smsWebhook("reports", {
          requestId,
          number: to,
          status: "1",
          desc: "DELIVERED",
          date: new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 19).replace("T", " "),
          failedReason: "",
          senderId: "STUBIN",
        }),
    ]);
  /** A shopper's reply, as the provider would forward it to the API. */
  const reply = async (channel: "whatsapp" | "sms", from: string, text: string) => {
    const digits = from.replace(/\D/g, "");
    const number = digits.length === 10 ? `91${digits}` : digits;
    inbound += 1;
    sentReplies.push({ channel, from: `+${number}`, text, at: new Date().toISOString() });
    if (channel === "whatsapp")
      await metaWebhook({
        contacts: [{ profile: { name: "Shopper" }, wa_id: number }],
        messages: [
          {
            from: number,
            id: `wamid.stubin${Date.now()}${inbound}`,
            timestamp: seconds(),
            type: "text",
            text: { body: text },
          },
        ],
      });
    else
      await smsWebhook("replies", {
        number,
        content: text,
        keyword: text.split(/\s+/)[0] ?? "",
        requestId: `stubin${Date.now()}${inbound}`,
      });
  };

  const keep = (m: Omit<StubMessage, "seq" | "at" | "sends">, answer: unknown): StubMessage => {
    const message: StubMessage = { ...m, seq: ++seq, at: new Date().toISOString(), sends: 1 };
    kept.push(message);
    byKey.set(`${m.channel}:${m.key}`, { message, answer });
    return message;
  };
  const record = (m: Omit<StubMessage, "seq" | "at" | "sends">, answer: unknown) => {
    keep(m, answer);
    return answer;
  };
  /** Reads the mails not read yet: each one's subject, text and unsubscribe headers. */
  const readMails = async () => {
    for (const [message, raw] of [...unread]) {
      unread.delete(message);
      const mail = await simpleParser(raw);
      const header = (name: string) =>
        mail.headerLines
          .find((h) => h.key === name)
          ?.line.slice(name.length + 1)
          .replace(/\r?\n\s+/g, "")
          .trim() ?? "";
      const unsubscribe = header("list-unsubscribe");
      message.template = mail.subject ?? "";
      message.text = (mail.text ?? "").trim();
      if (unsubscribe)
        message.unsubscribe = {
          url: unsubscribe.replace(/^<|>$/g, ""),
          post: header("list-unsubscribe-post"),
        };
    }
  };
  const repeat = (channel: StubMessage["channel"], key: string) => {
    const first = key ? byKey.get(`${channel}:${key}`) : undefined;
    if (first) first.message.sends += 1;
    return first?.answer;
  };
  const failing = (channel: StubMessage["channel"]) => {
    const f = failures[channel];
    if (!f || f.times <= 0) return undefined;
    f.times -= 1;
    return f;
  };
  const held = async (channel: StubMessage["channel"]) => {
    const ms = holds[channel];
    if (ms) await new Promise((r) => setTimeout(r, ms));
  };

  const minted = new Map<string, MintedSubscription>();
  const expired = new Set<string>();

  const app = new Hono();
  const razorpay = razorpayOptions ? razorpaySimulator(razorpayOptions) : undefined;
  if (razorpay) {
    app.route("/razorpay", razorpay.app);
    app.route("/", razorpay.controls);
  } else {
    app.route("/razorpay", razorpayOff());
    app.route("/_stub/razorpay", razorpayOff());
  }
  app.post("/_stub/push/subscriptions", (c) => {
    const sub = mintSubscription(new URL(c.req.url).origin);
    minted.set(sub.id, sub);
    return c.json(sub.json, 201);
  });
  app.post("/_stub/push/expire", async (c) => {
    const { id } = (await c.req.json()) as { id: string };
    expired.add(id);
    return c.body(null, 204);
  });
  app.post("/_push/:id", async (c) => {
    const id = c.req.param("id");
    const origin = new URL(c.req.url).origin;
    if (expired.has(id)) return c.text("push subscription has unsubscribed or expired", 410);
    const vapid = await checkVapid(c.req.header("authorization") ?? "", origin);
    if (!vapid.ok) return c.text(vapid.error, vapid.status);
    if (c.req.header("content-encoding") !== "aes128gcm")
      return c.text("Content-Encoding must be aes128gcm", 415);
    const ttl = c.req.header("ttl");
    if (!ttl || !/^\d+$/.test(ttl)) return c.text("TTL header required", 400);
    const body = Buffer.from(await c.req.arrayBuffer());
    if (body.length > 4096) return c.text("Payload too large", 413);
    await held("push");
    const fail = failing("push");
    if (fail) return c.text("stub failure", fail.status as 500);
    const sub = minted.get(id);
    type Payload = { title?: string; body?: string; url?: string; tag?: string };
    let payload: Payload | null = null;
    if (sub) {
      try {
        payload = JSON.parse(decryptPush(body, sub)) as Payload;
      } catch {
        return c.text("The payload does not decrypt with this subscription's keys", 400);
      }
    }
    const key = payload?.tag ?? "";
    const before = repeat("push", key);
    const location = (n: number) => `${origin}/_push/messages/${n}`;
    if (before) {
      c.header("location", String(before));
      return c.body(null, 201);
    }
    const providerId = location(seq + 1);
    record(
      {
        channel: "push",
        to: id,
        template: payload?.title ?? "(encrypted)",
        language: c.req.header("urgency") ?? "normal",
        params: payload ? [payload.title ?? "", payload.body ?? "", payload.url ?? ""] : [],
        text: payload
          ? `${payload.title} · ${payload.body} · ${payload.url}`
          : `${body.length} encrypted bytes`,
        key: key || providerId,
        providerId,
      },
      providerId,
    );
    c.header("location", providerId);
    return c.body(null, 201);
  });
  app.post("/whatsapp/:version/:phoneId/messages", async (c) => {
    const metaError = (status: 400 | 401 | 429 | 500 | 503, code: number, message: string) =>
      c.json({ error: { message, type: "OAuthException", code, fbtrace_id: `stub${seq}` } }, status);
    if (!/^Bearer \S+/.test(c.req.header("authorization") ?? ""))
      return metaError(401, 190, "Invalid OAuth access token.");
    const key = c.req.header("idempotency-key") ?? "";
    const before = repeat("whatsapp", key);
    if (before) return c.json(before);
    await held("whatsapp");
    const fail = failing("whatsapp");
    if (fail)
      return metaError(fail.status as 400, fail.code ?? 131000, "Something went wrong (stub failure)");
    const body = (await c.req.json().catch(() => null)) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { parameters?: { text?: string }[] }[];
      };
      biz_opaque_callback_data?: string;
    } | null;
    if (body?.messaging_product !== "whatsapp" || body.type !== "template" || !body.template?.name)
      return metaError(400, 100, "Invalid parameter");
    if (!/^\d{10,15}$/.test(body.to ?? "")) return metaError(400, 100, "Invalid parameter: to");
    const params = (body.template.components?.[0]?.parameters ?? []).map((p) => p.text ?? "");
    if (params.some((p) => !p || /[\n\t]| {5,}/.test(p)))
      return metaError(400, 132018, "There was an issue with the parameters in your template.");
    if (body.to === NOT_ON_WHATSAPP) return metaError(400, 131026, "Message undeliverable");
    const id = `wamid.stub${seq + 1}`;
    const language = body.template.language?.code ?? "en";
    const answer = {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    };
    whatsappStatuses(id, body.to ?? "", key || body.biz_opaque_callback_data || "");
    return c.json(
      record(
        {
          channel: "whatsapp",
          to: `+${body.to}`,
          template: body.template.name,
          language,
          params,
          text: whatsappText(body.template.name, language, params),
          key: key || body.biz_opaque_callback_data || id,
          providerId: id,
        },
        answer,
      ),
    );
  });

  app.post("/msg91/api/v5/flow", async (c) => {
    if (!c.req.header("authkey")) return c.json({ type: "error", message: "Authentication failure" }, 401);
    const key = c.req.header("idempotency-key") ?? "";
    const before = repeat("sms", key);
    if (before) return c.json(before);
    await held("sms");
    const fail = failing("sms");
    if (fail) return c.json({ type: "error", message: "stub failure" }, fail.status as 500);
    const body = (await c.req.json().catch(() => null)) as {
      template_id?: string;
      recipients?: Record<string, string>[];
    } | null;
    const to = body?.recipients?.[0];
    if (!body?.template_id || !to?.mobiles) return c.json({ type: "error", message: "Invalid request" }, 400);
    const params = Object.keys(to)
      .filter((k) => /^var\d+$/.test(k))
      .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
      .map((k) => to[k] ?? "");
    if (params.some((p) => [...p].length > 30))
      return c.json({ type: "error", message: "Variable too long (DLT: 30)" }, 400);
    const id = `msg91stub${seq + 1}`;
    smsReport(id, to.mobiles);
    return c.json(
      record(
        {
          channel: "sms",
          to: `+${to.mobiles}`,
          template: body.template_id,
          language: "",
          params,
          text: params.join(" · "),
          key: key || id,
          providerId: id,
        },
        { type: "success", message: id },
      ),
    );
  });

  app.get("/_stub/messages", async (c) => {
    await readMails();
    return c.json(kept);
  });
  app.get("/_stub/replies", (c) => c.json(sentReplies));
  app.post("/_stub/reply", async (c) => {
    const form = (c.req.header("content-type") ?? "").includes("json")
      ? ((await c.req.json()) as Record<string, string>)
      : ((await c.req.parseBody()) as Record<string, string>);
    const channel = form.channel === "sms" ? "sms" : "whatsapp";
    const from = String(form.from ?? "");
    const text = String(form.text ?? "");
    if (!/^\+?\d{10,15}$/.test(from.replace(/[\s-]/g, "")) || !text.trim())
      return c.text("A reply needs a phone (+91…) and a text", 400);
    if (!webhooks) return c.text("This stub does not report to an API (no webhooks)", 503);
    await reply(channel, from, text.trim());
    return (c.req.header("content-type") ?? "").includes("json")
      ? c.body(null, 204)
      : c.redirect("/#replies", 303);
  });
  app.post("/_stub/webhooks", async (c) => {
    const { hold } = (await c.req.json()) as { hold: boolean };
    holdReports = hold;
    if (!hold) for (const run of heldReports.splice(0)) void run();
    return c.body(null, 204);
  });
  app.delete("/_stub/messages", (c) => {
    kept.length = 0;
    unread.clear();
    sentReplies.length = 0;
    byKey.clear();
    return c.body(null, 204);
  });
  app.post("/_stub/fail", async (c) => {
    const {
      channel,
      status = 500,
      code,
      times = 1,
    } = (await c.req.json()) as Failure & { channel: StubMessage["channel"] };
    failures[channel] = { status, times, ...(code !== undefined ? { code } : {}) };
    return c.body(null, 204);
  });
  app.post("/_stub/hold", async (c) => {
    const { channel, ms } = (await c.req.json()) as { channel: StubMessage["channel"]; ms: number };
    holds[channel] = ms;
    return c.body(null, 204);
  });
  app.get("/", async (c) => {
    await readMails();
    const rows = [...kept]
      .reverse()
      .map(
        (m) =>
          `<tr><td>${m.seq}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.template)}${m.language ? ` (${escapeHtml(m.language)})` : ""}</td><td>${escapeHtml(m.text)}</td><td>${m.sends}</td><td><time>${escapeHtml(m.at)}</time></td></tr>`,
      )
      .join("");
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Messages sent (local stub)</title><style>body{font:15px/1.4 system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}</style></head><body><main><h1>Messages sent (local stub)</h1><p>WhatsApp, SMS, email and web push the platform sent here instead of to the providers, newest first. ${kept.length} in all.</p><table><thead><tr><th>#</th><th>Channel</th><th>To</th><th>Template</th><th>Text</th><th>Sends</th><th>At</th></tr></thead><tbody>${rows}</tbody></table><h2 id="replies">Reply as a shopper</h2><p>Sends the API what the provider would forward when a shopper replies, e.g. STOP (or बंद) to stop that channel, START to resume.${webhooks ? "" : " This stub reports to no API."}</p><form method="post" action="/_stub/reply"><p><label for="reply-channel">Channel</label> <select id="reply-channel" name="channel"><option value="whatsapp">WhatsApp</option><option value="sms">SMS</option></select></p><p><label for="reply-from">From</label> <input id="reply-from" name="from" type="tel" required placeholder="+919812345678"></p><p><label for="reply-text">Text</label> <input id="reply-text" name="text" required value="STOP"></p><p><button type="submit">Send reply</button></p></form>${
        sentReplies.length
          ? `<ul>${[...sentReplies]
              .reverse()
              .map(
                (r) => `<li>${escapeHtml(r.channel)} from ${escapeHtml(r.from)}: ${escapeHtml(r.text)}</li>`,
              )
              .join("")}</ul>`
          : ""
      }${
        razorpay
          ? razorpay.section()
          : `<h2 id="razorpay">Payments (Razorpay)</h2><p>Off: this stub was started without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.</p>`
      }</main></body></html>`,
    );
  });

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith(NO_MAILBOX))
        return callback(
          Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
            responseCode: 550,
          }),
        );
      callback();
    },
    async onData(stream, session, callback) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const raw = Buffer.concat(chunks);
        const key = headerOf(raw, "message-id");
        if (repeat("email", key)) return callback();
        const fail = failing("email");
        if (fail) {
          const error = Object.assign(new Error("stub failure"), { responseCode: fail.status });
          return callback(error);
        }
        const to = session.envelope.rcptTo[0]?.address ?? "";
        const message = keep(
          {
            channel: "email",
            to,
            template: "",
            language: "",
            params: [],
            text: "",
            key: key || `mail${seq + 1}`,
            providerId: key,
          },
          true,
        );
        unread.set(message, raw);
        callback();
        // Taken, then bounced by the mailbox's server: its report goes to the bounce webhook.
        const token = webhooks?.emailToken;
        if (token && to.toLowerCase().startsWith(BOUNCES)) {
          report([
            async () => {
              await readMails();
              return webhooks.send(`/api/webhooks/email/bounces?token=${encodeURIComponent(token)}`, {
                method: "POST",
                headers: { "content-type": "message/rfc822" },
                body: bounceReport(to, key, headerOf(raw, "idempotency-key"), message.template),
              });
            },
          ]);
        }
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  // A sender that goes away mid-conversation (a replica killed with its pooled connections open)
  // resets its socket: that one conversation ends, as at a real mail server, and the stub stays up.
  smtp.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error("SMTP:", error.message);
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, host, resolve));
  const smtpAddress = smtp.server.address();
  const server = serve({ fetch: app.fetch, port, hostname: host });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const address = server.address();
  return {
    url: `http://${host}:${typeof address === "object" && address ? address.port : port}`,
    smtpPort: typeof smtpAddress === "object" && smtpAddress ? smtpAddress.port : smtpPort,
    async messages() {
      await readMails();
      return [...kept];
    },
    async reported() {
      let last: Promise<void>;
      do {
        last = reporting;
        await last;
      } while (last !== reporting);
      await razorpay?.settled();
    },
    close: async () => {
      razorpay?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
