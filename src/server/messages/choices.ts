/**
 * Who stopped which channel (issue 36, table `message_choices`): per
 * recipient (an E.164 phone or an email) and channel, set by a STOP or START
 * reply (webhooks.ts), the shopper's profile switches (the calls below), the
 * email's one-click unsubscribe link (unsubscribe.ts) and a hard bounce (an
 * address with no mailbox: the worker's refused send, bounces.ts' report). The order messages
 * read it when they are written (orderMessages.ts), and the worker again
 * before it sends (a STOP that came in between): a stopped recipient's
 * message is `skipped` with the reason, never sent.
 *
 * Calls, under /customer, Bearer as every customer call, for the caller's own
 * key (else 403): POST /messagechoices reads the shopper's channels, POST
 * /updatemessagechoices turns them on or off for each of the shopper's
 * phones (sign-in, linked, profile, saved addresses) and their email.
 * Turning WhatsApp on is consent as at checkout (`whatsapp_opt_in_at`).
 */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  MessageChoicesRequest,
  MessageChoicesResponse,
  UpdateMessageChoicesRequest,
} from "../../contract/messageChoices";
import type { Channel } from "../../domain/messages/orderEvents";
import { addressPhone, toE164 } from "../../domain/messages/orderEvents";
import { customerAuth, ownEmail } from "../auth/guards";
import type { Db } from "../db/connection";
import { addresses, customers, messageChoices } from "../db/schema";
import type { AppEnv } from "../http/context";
import { CUSTOMER_CALL, describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";

export type ChoiceSource = "reply" | "profile" | "link" | "checkout" | "bounce";

/** The channels each of `recipients` stopped (a recipient with none is absent). */
export async function stoppedChannels(db: Db, recipients: string[]): Promise<Map<string, Set<Channel>>> {
  const wanted = [...new Set(recipients.filter(Boolean))];
  const out = new Map<string, Set<Channel>>();
  if (wanted.length === 0) return out;
  const rows = await db
    .select({ recipient: messageChoices.recipient, channel: messageChoices.channel })
    .from(messageChoices)
    .where(and(inArray(messageChoices.recipient, wanted), eq(messageChoices.stopped, true)));
  for (const r of rows) out.set(r.recipient, (out.get(r.recipient) ?? new Set()).add(r.channel));
  return out;
}

const HOW: Record<string, string> = {
  reply: "by replying STOP",
  profile: "in their profile",
  link: "by the email's unsubscribe link",
  checkout: "at checkout",
};
const NAME: Record<string, string> = { whatsapp: "WhatsApp", sms: "SMS", email: "email" };

/** Why a message to a stopped recipient is skipped: they stopped it (and how), or their mail bounced. */
export const stopReason = (channel: string, source: string): string =>
  source === "bounce"
    ? "Mail to this address bounced: none is sent to it until its owner turns email on again in their profile"
    : `The recipient stopped ${NAME[channel]} messages ${HOW[source] ?? ""}`.trim();

/**
 * The channels a customer stopped at any of their recipients (their key, a
 * linked email, each saved address's phone), in one statement: the placement
 * reads it beside its other reads, before it knows which address the order
 * goes to.
 */
export async function customerStops(db: Db, key: string): Promise<Map<string, Set<Channel>>> {
  const phones = db
    .select({
      phone: sql<string>`'+91' || substring(${addresses.fullAddress} from ${"\\+91[- ]?([6-9][0-9]{9})"})`,
    })
    .from(addresses)
    .where(eq(addresses.email, key));
  const linked = db.select({ email: customers.linkedEmail }).from(customers).where(eq(customers.email, key));
  const rows = await db
    .select({ recipient: messageChoices.recipient, channel: messageChoices.channel })
    .from(messageChoices)
    .where(
      and(
        eq(messageChoices.stopped, true),
        or(
          eq(messageChoices.recipient, key),
          inArray(messageChoices.recipient, phones),
          inArray(messageChoices.recipient, linked),
        ),
      ),
    );
  const out = new Map<string, Set<Channel>>();
  for (const r of rows) out.set(r.recipient, (out.get(r.recipient) ?? new Set()).add(r.channel));
  return out;
}

/**
 * The stops among messages about to be sent, by `{channel}:{recipient}`, each
 * with the reason a skipped message records: one read for a worker's batch.
 */
export async function stoppedAmong(
  db: Db,
  rows: readonly { recipient: string; channel: string }[],
): Promise<Map<string, string>> {
  const found = await stopsAt(
    db,
    rows.filter((r) => r.channel in NAME).map((r) => r.recipient),
  );
  return new Map(found.map((f) => [`${f.channel}:${f.recipient}`, stopReason(f.channel, f.source)]));
}

/** Every stop at these recipients (any channel), with how it was set: one read. */
async function stopsAt(db: Db, recipients: readonly string[]) {
  const wanted = [...new Set(recipients)];
  if (wanted.length === 0) return [];
  return db
    .select({
      recipient: messageChoices.recipient,
      channel: messageChoices.channel,
      source: messageChoices.source,
    })
    .from(messageChoices)
    .where(and(inArray(messageChoices.recipient, wanted), eq(messageChoices.stopped, true)));
}

/** Why a message to `recipient` on `channel` is not sent (they stopped it, and how), or null. */
export async function stoppedBy(db: Db, recipient: string, channel: string): Promise<string | null> {
  if (channel !== "whatsapp" && channel !== "sms" && channel !== "email") return null;
  const [row] = await db
    .select({ source: messageChoices.source })
    .from(messageChoices)
    .where(
      and(
        eq(messageChoices.recipient, recipient),
        eq(messageChoices.channel, channel),
        eq(messageChoices.stopped, true),
      ),
    );
  return row ? stopReason(channel, row.source) : null;
}

/** Stops or resumes `channel` for each of `recipients`, saying how (the last say stands). */
export async function setChoice(
  db: Db,
  recipients: string[],
  channel: Channel,
  stopped: boolean,
  source: ChoiceSource,
  now = new Date(),
): Promise<void> {
  const wanted = [...new Set(recipients.filter(Boolean))];
  if (wanted.length === 0) return;
  await db
    .insert(messageChoices)
    .values(wanted.map((recipient) => ({ recipient, channel, stopped, source, updatedAt: now })))
    .onConflictDoUpdate({
      target: [messageChoices.recipient, messageChoices.channel],
      set: { stopped, source, updatedAt: now },
    });
}

/** Where a customer's order updates go: their phones (sign-in, linked, profile, saved addresses) and their email. */
export async function customerRecipients(
  db: Db,
  key: string,
): Promise<{ phones: string[]; emails: string[]; whatsappOptIn: boolean }> {
  const [[customer], saved] = await Promise.all([
    db
      .select({
        linkedEmail: customers.linkedEmail,
        linkedPhone: customers.linkedPhone,
        phoneNumber: customers.phoneNumber,
        whatsappOptInAt: customers.whatsappOptInAt,
      })
      .from(customers)
      .where(eq(customers.email, key)),
    db.select({ fullAddress: addresses.fullAddress }).from(addresses).where(eq(addresses.email, key)),
  ]);
  const phones = [
    key.startsWith("+") ? key : "",
    customer?.linkedPhone ?? "",
    toE164(customer?.phoneNumber ?? ""),
    ...saved.map((a) => addressPhone(a.fullAddress)),
  ];
  const emails = [key.includes("@") ? key : (customer?.linkedEmail ?? "")];
  return {
    phones: [...new Set(phones.filter(Boolean))],
    emails: emails.filter(Boolean),
    whatsappOptIn: Boolean(customer?.whatsappOptInAt),
  };
}

/** The customer's channels: on unless stopped at every one of its recipients (WhatsApp: and opted in). */
export async function readChoices(db: Db, key: string): Promise<MessageChoicesResponse> {
  const { phones, emails, whatsappOptIn } = await customerRecipients(db, key);
  const stops = await stopsAt(db, [...phones, ...emails]);
  const stopped = (r: string, channel: Channel) =>
    stops.some((s) => s.recipient === r && s.channel === channel);
  const on = (to: string[], channel: Channel) => to.length > 0 && to.some((r) => !stopped(r, channel));
  const mailOn = on(emails, "email");
  const bounced = !mailOn && stops.some((s) => s.channel === "email" && s.source === "bounce");
  return {
    whatsapp: { on: whatsappOptIn && on(phones, "whatsapp"), to: phones },
    sms: { on: on(phones, "sms"), to: phones },
    mail: { on: mailOn, to: emails, ...(bounced ? { bounced: true } : {}) },
  };
}

/** The profile's switches: each channel given is stopped or resumed at all the customer's recipients for it. */
export async function updateChoices(
  db: Db,
  key: string,
  change: Omit<UpdateMessageChoicesRequest, "email">,
  now = new Date(),
): Promise<MessageChoicesResponse> {
  await db.transaction(async (tx) => {
    const { phones, emails } = await customerRecipients(tx as Db, key);
    if (change.whatsapp !== undefined) {
      await setChoice(tx as Db, phones, "whatsapp", !change.whatsapp, "profile", now);
      if (change.whatsapp)
        await tx
          .update(customers)
          .set({ whatsappOptInAt: now })
          .where(and(eq(customers.email, key), isNull(customers.whatsappOptInAt)));
    }
    if (change.sms !== undefined) await setChoice(tx as Db, phones, "sms", !change.sms, "profile", now);
    if (change.mail !== undefined) await setChoice(tx as Db, emails, "email", !change.mail, "profile", now);
  });
  return readChoices(db, key);
}

const choicesCall = (summary: string) =>
  describeCall({ summary, answer: MessageChoicesResponse, ...CUSTOMER_CALL, errors: [400, 401, 403] });

/** Mount at /customer. */
export const messageChoiceRoutes = new Hono<AppEnv>()
  .post(
    "/messagechoices",
    choicesCall("The shopper's order updates by channel (WhatsApp, SMS, email): on or off, and where"),
    customerAuth,
    validateJson(MessageChoicesRequest),
    async (c) => {
      const { email } = c.req.valid("json");
      ownEmail(c, email);
      return c.json<MessageChoicesResponse>(await readChoices(c.var.db, email));
    },
  )
  .post(
    "/updatemessagechoices",
    choicesCall("Turns the shopper's order updates on or off, by channel, for every shop"),
    customerAuth,
    validateJson(UpdateMessageChoicesRequest),
    async (c) => {
      const { email, ...change } = c.req.valid("json");
      ownEmail(c, email);
      return c.json<MessageChoicesResponse>(await updateChoices(c.var.db, email, change));
    },
  );
