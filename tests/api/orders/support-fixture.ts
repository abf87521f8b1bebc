/**
 * The support admin tests' set-up: a seeded app, a second rider, the people
 * who call (support, master, a seller, a customer, a rider by phone), and
 * shortcuts to place an order and move it along.
 */
import { count, desc } from "drizzle-orm";
import * as v from "valibot";
import { type AddOrderRequest, AddOrderResponse } from "../../../src/contract/order";
import { type OrderDetail, UpdateStatusResponse } from "../../../src/contract/orderDetail";
import { ProductsResponse } from "../../../src/contract/product";
import type { App } from "../../../src/server/app";
import { addRider } from "../../../src/server/auth/credentials";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog } from "../../../src/server/db/schema";
import { SUPPORT_EMAIL } from "../../../src/server/seed";
import { openSeededApp, postJson, TEST_MASTER_EMAIL, TEST_RIDER_KEY, TEST_SELLER_KEY } from "../support";
import { DEMO_OWNER, sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { cashFor } from "../support/tracking";

export const SUPPORT = SUPPORT_EMAIL;
export const MASTER = TEST_MASTER_EMAIL;
export const SELLER = DEMO_OWNER;
export const CUSTOMER = "support.buyer@x.in";
/** The seeded rider, signed in by phone. */
export const RIDER_PHONE = "+919829012345";
export const riderKey = { "x-rider-key": TEST_RIDER_KEY };
export const otherRiderKey = { "x-rider-key": "support-test-rider-key-2" };

export interface SupportFixture {
  app: App;
  handle: DbHandle;
  call: ReturnType<typeof sellerApi>;
  /** The second rider's id (Sunil). */
  otherRiderId: number;
  /** Places one placement of `lines` for `email` (COD unless told); answers its order ids. */
  place(
    lines: AddOrderRequest["orders"],
    email?: string,
    extra?: Partial<AddOrderRequest>,
  ): Promise<string[]>;
  /** Moves an order on to `to`: the demo seller confirms, the seeded rider (or `by`) takes it on. */
  advance(
    orderId: string,
    to: "Confirmed" | "En Route" | "In Transit" | "Delivered",
    by?: Record<string, string>,
  ): Promise<void>;
  /** A product's stock in a shop's catalogue as the storefront reads it (its variants' when it has them). */
  stock(shopId: string, productId: string, size?: string, color?: string): Promise<number>;
  /** How many audit entries there are. */
  audits(): Promise<number>;
  lastAudit(): Promise<typeof auditLog.$inferSelect | undefined>;
}

export async function openSupportFixture(): Promise<SupportFixture> {
  const { app, handle } = await openSeededApp();
  const { rider } = await addRider(
    handle.db,
    { name: "Sunil Meena", phoneNumber: "+91-9000000002", vehicleType: "Van" },
    otherRiderKey["x-rider-key"],
  );
  const call = sellerApi(app);
  const post = async (path: string, body: unknown, headers: Record<string, string>) => {
    const res = await app.request(path, postJson(body, headers));
    if (res.status !== 200) throw new Error(`${path} ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const stages = ["Confirmed", "En Route", "In Transit", "Delivered"] as const;
  const addresses = new Map<string, string>();
  return {
    app,
    handle,
    call,
    otherRiderId: rider.id,
    async place(lines, email = CUSTOMER, extra = {}) {
      let address = addresses.get(email);
      if (!address) {
        address = await savedAddress(app, email);
        addresses.set(email, address);
      }
      const placed = await placeOrder(app, orderBody(email, address, lines, extra));
      if (placed.status !== 200) throw new Error(`addorder ${placed.status}: ${JSON.stringify(placed.json)}`);
      return v.parse(AddOrderResponse, placed.json).orderIds;
    },
    async advance(orderId, to, by = riderKey) {
      const seller = { "x-seller-key": `${TEST_SELLER_KEY}-demo` };
      let moved: OrderDetail | undefined;
      for (const stage of stages.slice(0, stages.indexOf(to) + 1)) {
        // "Delivered" on a COD order: the cash collected, as a rider records it.
        const cash = stage === "Delivered" && moved ? cashFor(moved) : {};
        const answer = await post(
          "/api/digiorder/updatestatus",
          { orderId, riderStatus: stage, ...cash },
          stage === "Confirmed" ? seller : by,
        );
        moved = v.parse(UpdateStatusResponse, answer).response;
      }
    },
    async stock(shopId, productId, size, color) {
      const res = await app.request("/shop/products", postJson({ shopId }));
      const product = v
        .parse(ProductsResponse, await res.json())
        .response.find((p) => p.productId === productId);
      if (!product) throw new Error(`no product ${productId}`);
      if (!size) return product.productUnits ?? 0;
      const colours = product.variants.find((s) => s.size === size)?.colors ?? [];
      return colours.find((c) => c.color === color)?.stock ?? 0;
    },
    async audits() {
      const [row] = await handle.db.select({ n: count() }).from(auditLog);
      return row?.n ?? 0;
    },
    async lastAudit() {
      const [row] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      return row;
    },
  };
}
