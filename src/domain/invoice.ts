/**
 * A GST tax invoice's figures for one order, so that it adds up to exactly
 * what the shopper was charged. The bill (money.ts orderBill) takes GST as
 * included in the prices, so each line's value is split back into its
 * taxable value and its tax: taxable = value × 100 / (100 + rate), to the
 * paisa, the tax the rest. (The bag's own GST line, round(price / 100 × rate
 * × count), is GST on top of the price and is not the tax inside it.) The
 * delivery fee and the coupon are shown as the bill charges them, apart from
 * the taxed lines. Sums are made in paise so no rupee fraction drifts.
 */
import { lineTotal } from "./money";
import { lineLabel } from "./orders/placement";

/** One order line as the invoice reads it. */
export interface InvoiceLineInput {
  name: string;
  hsn: string;
  size: string;
  color: string;
  count: number;
  onePiecePrice: number;
  /** GST percent the order was placed with (a retired rate on an old order). */
  gst: number;
}

export interface InvoiceInput {
  lines: readonly InvoiceLineInput[];
  deliveryFee: number;
  couponDiscount: number;
  /** The shop's GST state code (of its GSTIN, else of its address). */
  shopState: string;
  /** The delivery address's GST state code (indianStates.ts stateOfPincode), or null when unknown. */
  deliveryState: string | null;
}

/** The tax columns, in rupees: CGST and SGST on an intra-state supply, IGST on an inter-state one. */
export interface TaxFigures {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceLine extends InvoiceLineInput, TaxFigures {
  /** The name with its size and colour: "Cotton Kurta (M / Red)". */
  description: string;
  /** count × onePiecePrice: what the line was charged, tax included. */
  amount: number;
}

export interface Invoice {
  lines: InvoiceLine[];
  totals: TaxFigures & { amount: number; delivery: number; discount: number; grandTotal: number };
  /** The GST state code the tax is charged for. */
  placeOfSupply: string;
  interState: boolean;
  /** True when the delivery state was unknown and the shop's state was taken (see taxInvoice). */
  placeOfSupplyAssumed: boolean;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

type Figures = TaxFigures & { amount: number };

/** One line's figures in paise: its value split into taxable value and tax, the tax into its columns. */
function linePaise(line: InvoiceLineInput, interState: boolean): Figures {
  const amount = paise(
    lineTotal({ onePiecePrice: line.onePiecePrice, productCount: line.count, gst: line.gst }),
  );
  const taxable = Math.round((amount * 100) / (100 + line.gst));
  const tax = amount - taxable;
  const sgst = interState ? 0 : Math.floor(tax / 2);
  return { amount, taxable, cgst: interState ? 0 : tax - sgst, sgst, igst: interState ? tax : 0 };
}

/** Paise figures in rupees. */
function inRupees(f: Figures): Figures {
  return {
    amount: rupees(f.amount),
    taxable: rupees(f.taxable),
    cgst: rupees(f.cgst),
    sgst: rupees(f.sgst),
    igst: rupees(f.igst),
  };
}

/**
 * The invoice of an order. The place of supply of goods delivered is where
 * the delivery ends (IGST Act s. 10(1)(a)): CGST + SGST when that is the
 * shop's state, IGST otherwise. When the delivery state is unknown (a PIN
 * code no state has) the shop's state is taken and `placeOfSupplyAssumed`
 * set: a shop's deliveries are local, and an inter-state supply can't be
 * filed without a state to name (GSTR-1 asks for one), so IGST to an unknown
 * state is the one answer that is always wrong. The odd paisa of a split goes
 * to CGST, so CGST + SGST is the line's tax exactly.
 */
export function taxInvoice(input: InvoiceInput): Invoice {
  const placeOfSupply = input.deliveryState ?? input.shopState;
  const interState = placeOfSupply !== input.shopState;
  const figured = input.lines.map((line) => ({ line, figures: linePaise(line, interState) }));
  const sum = (k: keyof Figures) => figured.reduce((total, { figures }) => total + figures[k], 0);
  const totals = {
    amount: sum("amount"),
    taxable: sum("taxable"),
    cgst: sum("cgst"),
    sgst: sum("sgst"),
    igst: sum("igst"),
  };
  const delivery = paise(input.deliveryFee);
  // The bill never goes below zero (money.ts orderBill): the discount shown never takes it there.
  const discount = Math.min(paise(input.couponDiscount), totals.amount + delivery);
  return {
    lines: figured.map(({ line, figures }) => ({
      ...line,
      description: lineLabel(line.name, line.size, line.color),
      ...inRupees(figures),
    })),
    totals: {
      ...inRupees(totals),
      delivery: rupees(delivery),
      discount: rupees(discount),
      grandTotal: rupees(totals.amount + delivery - discount),
    },
    placeOfSupply,
    interState,
    placeOfSupplyAssumed: input.deliveryState === null,
  };
}
