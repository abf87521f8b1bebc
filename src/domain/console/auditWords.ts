/**
 * The audit log in words (the master's audit page and a shop's "Recent
 * changes"): what an entry's action code means ("kiosk.fee.paid" → "Kiosk
 * fee paid"), and what changed between its before and after, field by field,
 * instead of raw JSON. The code itself stays beside the words for a search.
 */
import { formatIndiaDateTime } from "../delivery";

/** An ISO date-time as the API writes them (2026-11-29T08:45:42.831Z). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Every action the API writes (src/server), in words. */
export const AUDIT_ACTIONS: Record<string, string> = {
  "blog.publish": "Blog published",
  "blog.remove": "Blog removed",
  "blog.update": "Blog edited",
  "catalogue.import": "Catalogue file imported",
  "franchise.commission": "Franchise commission changed",
  "franchise.resume": "Franchise resumed",
  "franchise.rider.add": "Franchise rider added",
  "franchise.rider.edit": "Franchise rider changed",
  "franchise.rider.remove": "Franchise rider removed",
  "franchise.shop": "Shop opened by a franchise",
  "franchise.signup": "Franchise signed up",
  "franchise.suspend": "Franchise suspended",
  "key.create": "Key made",
  "key.revoke": "Key revoked",
  "kiosk.enrol": "Merchant enrolled at a kiosk",
  "kiosk.fee.paid": "Kiosk fee paid",
  "kiosk.operator.add": "Kiosk operator added",
  "kiosk.renewal.paid": "Kiosk renewal paid",
  "order.accept": "Order accepted by the rider",
  "order.pickup": "Order picked up",
  "order.deliver": "Order delivered",
  "order.cancel": "Order cancelled",
  "order.cod": "Cash on delivery recorded",
  "order.paid": "Payment marked received",
  "order.refunded": "Refund marked sent",
  "order.rider": "Rider assigned",
  "order.status": "Order status changed",
  "order.note": "Order note saved",
  "order.return.accept": "Return accepted",
  "order.return.refuse": "Return refused",
  "product.archive": "Product archived",
  "product.create": "Product added",
  "product.restore": "Product restored",
  "product.update": "Product edited",
  "session.signout": "Signed out on every device",
  "settings.update": "Shop settings saved",
  "shop.create": "Shop opened",
  "shop.resume": "Shop resumed",
  "shop.suspend": "Shop suspended",
  "shop.transfer": "Shop handed to a new owner",
  "staff.add": "Person added",
  "staff.remove": "Person removed",
  "stock.update": "Stock changed",
  "support.add": "Support admin added",
  "support.remove": "Support admin removed",
};

/** An action's words: from the table, else the code's parts as a sentence ("a.b.c" → "A b c"). */
export function auditAction(code: string): string {
  const known = AUDIT_ACTIONS[code];
  if (known) return known;
  const words = code
    .split(/[._-]+/)
    .filter(Boolean)
    .join(" ");
  return words ? words[0]?.toUpperCase() + words.slice(1) : "Change";
}

/** One field that changed: its name in words, and its value before and after ("" for none). */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** "suspendedReason" → "Suspended reason", "owner_email" → "Owner email". */
export function fieldWords(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[._-]+/g, " ")
    .toLowerCase()
    .trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : key;
}

/** A value as one short line: text as it is, numbers and yes/no, a list or object as its parts. */
export function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  // A moment the API stored (ISO, UTC) as people in India read it.
  if (typeof value === "string" && ISO_MOMENT.test(value)) return formatIndiaDateTime(value);
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(valueWords).filter(Boolean).join("; ");
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [fieldWords(k), valueWords(v)] as const)
      .filter(([, v]) => v !== "")
      .map(([k, v]) => `${k}: ${v}`)
      .join(", ");
  return String(value);
}

/**
 * What changed from `before` to `after`, field by field (top-level keys of either, in their order),
 * leaving out fields that stayed the same. A side that is no object (a value, or none) is one field.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isRecord(before) && !isRecord(after)) {
    const change = { field: "Value", before: valueWords(before), after: valueWords(after) };
    return change.before === change.after ? [] : [change];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .map((key) => ({ field: fieldWords(key), before: valueWords(b[key]), after: valueWords(a[key]) }))
    .filter((c) => c.before !== c.after);
}
