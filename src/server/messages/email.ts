/**
 * Email over SMTP (nodemailer): the subject and plain text of the message,
 * From MAIL_FROM, its Message-ID made from the message's idempotency key (a
 * message sent again after a crash carries the same Message-ID, which mail
 * clients show once). A 5xx reply is permanent for the message; a 5xx to the
 * recipient itself (no such mailbox) also stops mail to that address
 * (`unreachable`: the worker records the bounce); a 4xx reply or no connection
 * is tried again later. A bounce that comes back later as a mail is read by
 * its webhook (bounces.ts). With an unsubscribe link, the
 * RFC 8058 headers (List-Unsubscribe, List-Unsubscribe-Post: one click in the
 * mail client stops order emails: unsubscribe.ts).
 */
import { createHash } from "node:crypto";
import nodemailer from "nodemailer";
import { type MessageSettings, PROVIDER_TIMEOUT_MS } from "../config/messages";
import { type ChannelAdapter, networkFailure, type SendResult } from "./channel";

type EmailSettings = NonNullable<MessageSettings["email"]>;

/** The Message-ID of a message: its key hashed (a key may hold characters a Message-ID may not), at the sender's domain. */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "platform.in";
  return `<${createHash("sha256").update(key).digest("hex").slice(0, 32)}@${domain}>`;
}

export function emailFailure(error: unknown): SendResult {
  const code = (error as { responseCode?: number }).responseCode;
  // The server refused the recipient itself (RCPT TO: no such mailbox): the address takes no more mail.
  if (typeof code === "number" && code >= 500 && (error as { code?: string }).code === "EENVELOPE")
    return {
      ok: false,
      permanent: true,
      unreachable: true,
      error: `Bounced (SMTP ${code}): ${(error as Error).message}`,
    };
  if (typeof code === "number" && code >= 500)
    return { ok: false, permanent: true, error: `SMTP ${code}: ${(error as Error).message}` };
  if (typeof code === "number")
    return { ok: false, permanent: false, error: `SMTP ${code}: ${(error as Error).message}` };
  return networkFailure(error);
}

export function emailAdapter(settings: EmailSettings, timeoutMs = PROVIDER_TIMEOUT_MS): ChannelAdapter {
  const url = new URL(settings.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // A few connections kept open and reused (a connection and its greeting per message would
    // cap a burst at a fraction of the rate).
    pool: true,
    maxConnections: 4,
    maxMessages: 500,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: "email",
    async send(message) {
      const messageId = messageIdOf(message.key, settings.from);
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.recipient,
          subject: message.rendered.subject,
          text: message.rendered.text,
          messageId,
          headers: {
            "Idempotency-Key": message.key,
            ...(message.unsubscribeUrl
              ? {
                  "List-Unsubscribe": `<${message.unsubscribeUrl}>`,
                  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
                }
              : {}),
          },
        });
        return { ok: true, providerId: messageId };
      } catch (error) {
        return emailFailure(error);
      }
    },
    async close() {
      transport.close();
    },
  };
}
