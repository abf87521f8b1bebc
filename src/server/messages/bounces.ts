/**
 * Bounced email (issue 36): a delivery status notification (RFC 3464) as the
 * events the webhooks record (inbound.ts). The mail arrives whole, as MIME:
 * the bounce address's mailbox forwards it to POST /api/webhooks/email/bounces
 * (an inbound-mail service's raw forward, or the mail server piping it with
 * curl). mailparser reads the MIME; the rules are domain/messages/bounce.ts.
 *
 * The bounced message is found by the Message-ID in the headers the report
 * returns (the outbox row's provider id: email.ts makes it from the key), else
 * by the Idempotency-Key header our mails carry.
 */
import { simpleParser } from "mailparser";
import { bounceOutcome, readDeliveryStatus, returnedMessageId } from "../../domain/messages/bounce";
import type { InboundEvent } from "./inbound";

/** The header's value in returned headers, or "". */
const headerIn = (text: string, name: string): string =>
  new RegExp(`^${name}:[ \\t]*(.+)$`, "im").exec(text)?.[1]?.trim() ?? "";

/**
 * The events of a bounce report: one per recipient that failed or was
 * delivered (a delayed one is left out), each about the returned message.
 * null when the mail is not a delivery status notification about one of ours.
 */
export async function bounceEvents(raw: string | Buffer, now = new Date()): Promise<InboundEvent[] | null> {
  let mail: Awaited<ReturnType<typeof simpleParser>>;
  try {
    mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  } catch {
    return null;
  }
  // mailparser gives the delivery-status part as text, the returned message (or its headers) as an attachment.
  const parts = [mail.text ?? "", ...mail.attachments.map((a) => a.content.toString("utf8"))];
  const recipients = parts.flatMap(readDeliveryStatus);
  if (recipients.length === 0) return null;
  const returned = mail.attachments
    .filter((a) => /^(message\/rfc822|text\/rfc822-headers|message\/global(-headers)?)$/i.test(a.contentType))
    .map((a) => a.content.toString("utf8"));
  // Without the returned part as an attachment, the text after the report's fields.
  const candidates = returned.length > 0 ? returned : [mail.text ?? ""];
  const own = mail.messageId ?? "";
  const messageId = candidates.map(returnedMessageId).find((id) => id !== "" && id !== own) ?? "";
  const key = candidates.map((c) => headerIn(c, "Idempotency-Key")).find(Boolean) ?? "";
  if (!messageId && !key) return null;
  const at = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : now;
  const events: InboundEvent[] = [];
  for (const r of recipients) {
    const outcome = bounceOutcome(r);
    if (!outcome) continue;
    events.push({
      id: `mail:${messageId || key}:${r.recipient}:${outcome.state}`.slice(0, 600),
      channel: "email",
      kind: "status",
      messageId,
      key,
      phone: r.recipient,
      state: outcome.state,
      code: outcome.code,
      detail: outcome.detail,
      at,
    });
  }
  return events;
}
