/**
 * The master admin's figures (issue 37, part 4; docs/rules.md "The
 * platform's figures"): shops by the channel they came through, and what
 * the platform owes each kiosk operator and franchise for a month, with
 * the statement of it.
 *
 * - **Channels**: a shop a kiosk operator enrolled is `kiosk`, one opened
 *   through a franchise `franchise`, any other (a master admin's, the
 *   seed's) `direct` (the shop's `via`, src/server/db/schema/shops.ts).
 * - **A kiosk operator's month**: the fees and renewals recorded in it (by
 *   India's calendar), the commission kept on each payment
 *   (src/domain/kioskFees.ts), and the fees the operator took in cash: they
 *   hold that money, so what the platform owes them is the commission less
 *   the cash (below zero: the operator owes the platform).
 * - **A franchise's month**: its shops' sales booked in it (a line on the
 *   day it is placed) less what was taken back in it (a line cancelled or
 *   returned that month, whenever it was placed), and its commission
 *   percent of them (src/domain/franchise.ts). A month's percent is the
 *   franchise's own as it stood at its first booking in that month, so a
 *   change counts from the next month, and a line taken back later takes
 *   back the commission at the percent it earned. What is owed is the
 *   commission; a month once past never changes.
 */
import { rupeesCell, textCell } from "./numbers";

export const CHANNELS = ["direct", "kiosk", "franchise"] as const;
export type Channel = (typeof CHANNELS)[number];

/** How the screens name a channel. */
export const CHANNEL_TITLES: Record<Channel, string> = {
  direct: "Direct",
  kiosk: "Kiosk operators",
  franchise: "Franchises",
};

/** The channel of a shop from its `via` kind ("" when it came through neither). */
export const channelOf = (viaKind: string): Channel =>
  viaKind === "kiosk" ? "kiosk" : viaKind === "franchise" ? "franchise" : "direct";

export const PARTY_KINDS = ["kiosk", "franchise"] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

/** A month's money of one kiosk operator or franchise, or of one of its shops. */
export interface PartyMoney {
  /** Fee and renewal payments (a kiosk operator's; 0 for a franchise). */
  payments: number;
  /** Fees collected (kiosk) or sales booked (franchise), rupees. */
  sales: number;
  /** Sales taken back by a cancel or a return booked in the month (a franchise's). */
  takenBack: number;
  commission: number;
  /** Fees the kiosk operator took in cash (they hold it). */
  cash: number;
}

/** What the platform owes for a month: the commission, less any fees the operator holds in cash. */
export const owedOf = (m: Pick<PartyMoney, "commission" | "cash">): number =>
  Math.round((m.commission - m.cash) * 100) / 100;

/** A month YYYY-MM as its first day, YYYY-MM-DD. */
export const monthDay = (month: string): string => `${month}-01`;

/** A month to ask for: YYYY-MM, from 2017 (the platform's oldest records are younger). */
export const MONTH_PATTERN = /^(20[1-9]\d)-(0[1-9]|1[0-2])$/;
export const MONTH_MESSAGE = "month must be YYYY-MM, such as 2026-11";

/** The statement's file name: "franchise-jaipur-north-2026-11-statement.csv". */
export const statementFileName = (kind: PartyKind, id: string, month: string): string =>
  `${kind}-${id}-${month}-statement.csv`;

/**
 * A statement as a CSV a spreadsheet opens: one row a shop, then the total.
 * A kiosk operator's: payments, fees, cash held, commission, owed; a
 * franchise's: sales, taken back, net, commission.
 */
export function statementCsvRecords(
  kind: PartyKind,
  rows: readonly (PartyMoney & { shopId: string; shopName: string })[],
  total: PartyMoney,
): string[][] {
  const money = (m: PartyMoney): string[] =>
    kind === "kiosk"
      ? [
          String(m.payments),
          rupeesCell(m.sales),
          rupeesCell(m.cash),
          rupeesCell(m.commission),
          rupeesCell(owedOf(m)),
        ]
      : [
          rupeesCell(m.sales),
          rupeesCell(m.takenBack),
          rupeesCell(m.sales - m.takenBack),
          rupeesCell(m.commission),
        ];
  const header =
    kind === "kiosk"
      ? [
          "Shop",
          "Shop name",
          "Payments",
          "Fees (INR)",
          "Cash held by the operator (INR)",
          "Commission (INR)",
          "Owed (INR)",
        ]
      : ["Shop", "Shop name", "Sales (INR)", "Taken back (INR)", "Net sales (INR)", "Commission (INR)"];
  return [
    header,
    ...rows.map((r) => [r.shopId, textCell(r.shopName), ...money(r)]),
    ["Total", "", ...money(total)],
  ];
}
