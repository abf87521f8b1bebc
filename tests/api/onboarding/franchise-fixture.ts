/**
 * The franchise and rider tests' set-up: a seeded app, and shortcuts for a
 * franchise's sign-up, its shops (with products, so orders can be placed),
 * its riders, and an order placed at one of its shops and confirmed by the
 * shop's owner.
 */
import { count, desc } from "drizzle-orm";
import * as v from "valibot";
import type { FranchiseResponse, FranchiseRidersResponse } from "../../../src/contract/franchise";
import { AddOrderResponse } from "../../../src/contract/order";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog, franchises, riders, shops, staffRoles } from "../../../src/server/db/schema";
import { insertProductsIfMissing } from "../../../src/server/shops/shelf";
import { openSeededApp } from "../support";
import { sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

export interface FranchiseFixture {
  app: App;
  handle: DbHandle;
  call: ReturnType<typeof sellerApi>;
  /** Signs `owner` up with a franchise; answers its id. */
  signUp(owner: string, name: string, plan?: "basic" | "premium"): Promise<string>;
  /** `owner` opens a shop of their franchise owned by `shopOwner`, with two products; answers the shop id. */
  addShop(owner: string, shopId: string, shopOwner: string): Promise<string>;
  /** `owner` adds a rider; answers their id. */
  addRider(owner: string, name: string, phone: string, vehicleType?: string): Promise<number>;
  /** `customer` places one line at `shopId` (COD unless told), and the shop's `seller` confirms it; answers its order id. */
  confirmedOrder(
    shopId: string,
    seller: string,
    customer: string,
    paymentMethod?: "COD" | "UPI",
    productId?: string,
  ): Promise<string>;
  /** Rows counted, for "nothing changed". */
  counts(): Promise<Record<string, number>>;
  lastAudit(): Promise<typeof auditLog.$inferSelect | undefined>;
}

export async function openFranchiseFixture(): Promise<FranchiseFixture> {
  const { app, handle } = await openSeededApp();
  const call = sellerApi(app);
  const addresses = new Map<string, string>();
  const must = <T>(what: string, answer: { status: number; json: unknown }, status: number): T => {
    if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json as T;
  };
  const fixture: FranchiseFixture = {
    app,
    handle,
    call,
    async signUp(owner, name, plan = "premium") {
      const json = must<FranchiseResponse>(
        "signup",
        await call("POST", "/api/franchise/signup", { name, area: `${name} area`, plan }, owner),
        201,
      );
      return json.franchise.id;
    },
    async addShop(owner, shopId, shopOwner) {
      must(
        "shop",
        await call(
          "POST",
          "/api/franchise/shops",
          { shopId, name: `Shop ${shopId}`, ownerEmail: shopOwner },
          owner,
        ),
        201,
      );
      await insertProductsIfMissing(handle.db, [
        { shopId, productId: "tea", name: "Assam Tea 500 g", price: 250, gst: 5, units: 100, images: [] },
        { shopId, productId: "honey", name: "Forest Honey", price: 300, gst: 0, units: 100, images: [] },
      ]);
      return shopId;
    },
    async addRider(owner, name, phone, vehicleType = "Bike") {
      const json = must<FranchiseRidersResponse>(
        "rider",
        await call("POST", "/api/franchise/riders", { name, phone, vehicleType }, owner),
        201,
      );
      const rider = json.riders.find((r) => r.phone === phone);
      if (!rider) throw new Error("the rider added is not listed");
      return rider.riderId;
    },
    async confirmedOrder(shopId, seller, customer, paymentMethod = "COD", productId = "tea") {
      let address = addresses.get(customer);
      if (!address) {
        address = await savedAddress(app, customer, "Asha Verma");
        addresses.set(customer, address);
      }
      const placed = await placeOrder(
        app,
        orderBody(customer, address, [{ shopId, productId, productCount: 2 }], { paymentMethod }),
      );
      if (placed.status !== 200) throw new Error(`addorder ${placed.status}: ${JSON.stringify(placed.json)}`);
      const orderId = v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
      must(
        "confirm",
        await call("POST", "/api/digiorder/updatestatus", { orderId, riderStatus: "Confirmed" }, seller),
        200,
      );
      return orderId;
    },
    async counts() {
      const n = async (
        table: typeof franchises | typeof riders | typeof shops | typeof staffRoles | typeof auditLog,
      ) => (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
      return {
        franchises: await n(franchises),
        riders: await n(riders),
        shops: await n(shops),
        roles: await n(staffRoles),
        audit: await n(auditLog),
      };
    },
    async lastAudit() {
      return (await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
    },
  };
  return fixture;
}
