/**
 * A bounced email (issue 36): what a delivery status notification (RFC 3464,
 * the `message/delivery-status` part of a `multipart/report` mail a receiving
 * server sends back) says of each recipient, and what the platform does with
 * it. The MIME around it is read by the server (messages/bounces.ts); these
 * are the rules.
 *
 * - `Action: failed` with a 5.x.x status is a hard bounce: the message failed
 *   and the address takes no more mail from the platform until its owner turns
 *   email on again (a mailbox that does not exist does not start existing; a
 *   sender that keeps mailing one loses its reputation with the mail services).
 * - `Action: failed` with a 4.x.x status (a server that gave up retrying a full
 *   mailbox, say) fails that message only.
 * - `Action: delivered`, `relayed` or `expanded` is a delivery report.
 * - `Action: delayed` changes nothing: the server is still trying.
 */
import type { DeliveryState } from "./consent";

/** One recipient's fields of a delivery status (lower-case names, unfolded values). */
export interface DsnRecipient {
  recipient: string;
  action: string;
  status: string;
  diagnostic: string;
}

/** RFC 822 style header fields, unfolded; blank lines separate groups (RFC 3464's per-message and per-recipient). */
function fieldGroups(text: string): Map<string, string>[] {
  const groups: Map<string, string>[] = [];
  let current = new Map<string, string>();
  let last = "";
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") {
      if (current.size > 0) groups.push(current);
      current = new Map();
      last = "";
      continue;
    }
    if (/^[ \t]/.test(line) && last) {
      current.set(last, `${current.get(last) ?? ""} ${line.trim()}`);
      continue;
    }
    const m = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!m) continue;
    last = (m[1] ?? "").toLowerCase();
    current.set(last, (m[2] ?? "").trim());
  }
  if (current.size > 0) groups.push(current);
  return groups;
}

/** `rfc822; someone@example.com` → someone@example.com (lower case). */
const address = (typed: string): string => {
  const value = typed.includes(";") ? typed.slice(typed.indexOf(";") + 1) : typed;
  return value.trim().replace(/^<|>$/g, "").toLowerCase();
};

/** The recipients of a `message/delivery-status` body; [] when it has none. */
export function readDeliveryStatus(text: string): DsnRecipient[] {
  return fieldGroups(text)
    .filter((g) => g.has("action") && (g.has("final-recipient") || g.has("original-recipient")))
    .map((g) => ({
      recipient: address(g.get("final-recipient") ?? g.get("original-recipient") ?? ""),
      action: (g.get("action") ?? "").toLowerCase(),
      status: /\d\.\d{1,3}\.\d{1,3}/.exec(g.get("status") ?? "")?.[0] ?? "",
      diagnostic: (g.get("diagnostic-code") ?? "").slice(0, 400),
    }))
    .filter((r) => r.recipient.includes("@"));
}

/** What a recipient's report means here; null for one that changes nothing (delayed, or unknown). */
export interface BounceOutcome {
  state: DeliveryState;
  /** A hard bounce: the address takes no more mail until its owner turns email on again. */
  permanent: boolean;
  /** The SMTP reply code of the diagnostic (550…) when it agrees with the status, else 550 or 450; null when delivered. */
  code: number | null;
  /** For staff: the status and the receiving server's words. */
  detail: string;
}

export function bounceOutcome(r: DsnRecipient): BounceOutcome | null {
  if (r.action === "delivered" || r.action === "relayed" || r.action === "expanded")
    return { state: "delivered", permanent: false, code: null, detail: "" };
  if (r.action !== "failed") return null;
  const klass = r.status.charAt(0);
  const reply = /(?:^|[\s;])([45]\d\d)(?:[\s-]|$)/.exec(r.diagnostic)?.[1];
  const permanent = klass === "5" || (klass === "" && reply?.charAt(0) === "5");
  const words = r.diagnostic.replace(/^smtp;\s*/i, "").trim();
  // The code agrees with the status's class: 5xx for a hard bounce, 4xx for a soft one.
  const code = reply?.charAt(0) === (permanent ? "5" : "4") ? Number(reply) : permanent ? 550 : 450;
  return {
    state: "failed",
    permanent,
    code,
    detail: `Bounced${r.status ? ` (${r.status})` : ""}${words ? `: ${words}` : ""}`.slice(0, 500),
  };
}

/** The Message-ID in the returned headers of the bounced mail (our message's provider id), or "". */
export function returnedMessageId(headers: string): string {
  for (const group of fieldGroups(headers)) {
    const id = group.get("message-id");
    if (id) return /<[^<>\s]+>/.exec(id)?.[0] ?? "";
  }
  return "";
}
