/**
 * The demo customer: two saved addresses and orders at several stages of the
 * rider workflow. The orders go through the real code (placeOrders, then
 * moveOrder step by step, dated in the past), so their totals, stock, notes
 * and status history are exactly what the API would have produced.
 */

import type { RiderStatus } from "../../contract/orderDetail";
import { RIDER_STAGES } from "../../domain/orders/orderStatus";
import type { Db } from "../db/connection";
import { addresses, customers, outboxMessages, type RiderRow } from "../db/schema";
import { type PlaceOrderInput, placeOrders } from "../orders/placement";
import { markPaymentReceived } from "../orders/seller";
import { moveOrder } from "../orders/status";
import { sellerEmail } from "./shops";

export const DEMO_CUSTOMER_EMAIL = "demo.customer@example.com";

const HOME = "Asha Verma, +91-9876501234, 12 MG Road, Shastri Nagar, Jaipur, Rajasthan - 302016, India";
const WORK =
  "Asha Verma, +91-9876501234, 4th Floor, Tonk Road Business Park, Jaipur, Rajasthan - 302018, India";

type DemoOrder = {
  daysAgo: number;
  lines: [shopId: string, productId: string, count: number, size?: string, color?: string][];
  paymentMethod: "COD" | "UPI";
  couponCode?: string;
  addressKey?: string;
  stage: RiderStatus;
};

const DEMO_ORDERS: DemoOrder[] = [
  {
    daysAgo: 12,
    lines: [
      ["demo", "basmati-rice-5kg", 1],
      ["demo", "toor-dal-1kg", 2],
    ],
    paymentMethod: "COD",
    stage: "Delivered",
  },
  { daysAgo: 6, lines: [["kala", "blue-pottery-vase", 1]], paymentMethod: "UPI", stage: "In Transit" },
  {
    daysAgo: 3,
    lines: [["demo", "cotton-kurta", 1, "M", "Indigo"]],
    paymentMethod: "UPI",
    couponCode: "gotan50",
    addressKey: "addr-work",
    stage: "En Route",
  },
  { daysAgo: 2, lines: [["seva", "ac-service", 1]], paymentMethod: "UPI", stage: "Pending" },
  { daysAgo: 1, lines: [["demo", "steel-lunch-box", 1]], paymentMethod: "COD", stage: "Confirmed" },
  {
    daysAgo: 0,
    lines: [
      ["demo", "assam-tea-500g", 2],
      ["demo", "neem-soap-pack", 1],
    ],
    paymentMethod: "COD",
    stage: "Pending",
  },
];

/**
 * Creates the demo customer with addresses and orders, unless that email
 * already exists (then nothing changes). Returns how many order rows it placed.
 */
export async function seedDemoCustomer(db: Db, rider: RiderRow, now = new Date()): Promise<number> {
  const [created] = await db
    .insert(customers)
    .values({ email: DEMO_CUSTOMER_EMAIL, name: "Asha Verma", phoneNumber: "+91-9876501234" })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  if (!created) return 0;
  await db.insert(addresses).values([
    { email: DEMO_CUSTOMER_EMAIL, addressKey: "addr-home", fullAddress: HOME, isDefault: true },
    { email: DEMO_CUSTOMER_EMAIL, addressKey: "addr-work", fullAddress: WORK, addressType: "Work" },
  ]);
  let placed = 0;
  for (const [n, order] of DEMO_ORDERS.entries()) {
    const at = (hours: number) => new Date(now.getTime() - order.daysAgo * 86_400_000 + hours * 3_600_000);
    const input: PlaceOrderInput = {
      email: DEMO_CUSTOMER_EMAIL,
      orders: order.lines.map(([shopId, productId, productCount, size = "", color = ""]) => ({
        shopId,
        productId,
        productCount,
        size,
        color,
      })),
      deviceToken: "",
      addressKey: order.addressKey ?? "addr-home",
      paymentMethod: order.paymentMethod,
      couponCode: order.couponCode ?? "",
      transactionId: order.paymentMethod === "UPI" ? `UPI${412_000_000 + n}` : "",
      language: "en",
      whatsappOptIn: false,
      idempotencyKey: `seed-demo-order-${n}`,
    };
    const { response } = await placeOrders(db, input, at(-6));
    placed += response.orderIds.length;
    const steps = RIDER_STAGES.slice(1, RIDER_STAGES.indexOf(order.stage) + 1);
    for (const orderId of response.orderIds) {
      const [shopId = ""] = order.lines[0] ?? [];
      for (const [hour, step] of steps.entries()) {
        const caller = step === "Confirmed" ? { sellerShops: new Set([shopId]) } : { rider };
        await moveOrder(db, orderId, step, caller, undefined, at(-5 + hour));
        // A UPI order leaves once its seller has seen the money.
        if (step === "Confirmed" && order.paymentMethod === "UPI" && steps.length > 1) {
          await markPaymentReceived(db, orderId, new Set([shopId]), sellerEmail(shopId), at(-5 + hour));
        }
      }
    }
  }
  // The demo's history is not news: its orders' messages (written as each was placed and moved) are not sent.
  await db.delete(outboxMessages);
  return placed;
}
