/**
 * An app with online payments on, against the Razorpay simulator (inside the
 * providers' stub): the gateway's keys, its webhooks delivered to the app
 * (`hooks.on` false leaves only the status call), the demo shop taking
 * online payments. The payment tests' common ground.
 */
import { eq } from "drizzle-orm";
import { type MessageStub, startMessageStub } from "../../../scripts/stubs/messages";
import { type App, createApp } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import { shops } from "../../../src/server/db/schema";
import { openSeededApp, testConfig } from "./index";

export interface GatewayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface GatewayRig {
  stub: MessageStub;
  /** The app with the gateway; `bare` the same database without it (online payments off). */
  app: App;
  bare: App;
  handle: DbHandle;
  config: Config;
  /** Whether the simulator's webhooks reach the app. */
  hooks: { on: boolean };
  /** A simulator control (`/_stub/razorpay/…`). */
  control(path: string, body: unknown): Promise<Response>;
  /** Between tests: webhooks on, delivered once each in order, none left to deliver. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function openGatewayRig(keys: GatewayKeys, extra: Partial<Config> = {}): Promise<GatewayRig> {
  const hooks = { on: true };
  let app: App | undefined;
  const stub = await startMessageStub({
    razorpay: {
      ...keys,
      delayMs: 0,
      retryDelaysMs: [10, 10],
      send: async (path, init) => (hooks.on && app ? (await app.request(path, init)).status : 0),
    },
  });
  const config: Config = {
    ...testConfig,
    ...extra,
    payments: {
      razorpay: {
        apiUrl: `${stub.url}/razorpay/v1`,
        checkoutUrl: `${stub.url}/razorpay/v1/checkout/embedded`,
        keyId: keys.keyId,
        keySecret: keys.keySecret,
      },
      webhookSecret: keys.webhookSecret,
      apiUrl: "http://api.test",
    },
  };
  const opened = await openSeededApp(config);
  app = opened.app;
  const { handle } = opened;
  await handle.db.update(shops).set({ onlinePayments: true }).where(eq(shops.shopId, "demo"));
  const control = (path: string, body: unknown) =>
    fetch(`${stub.url}${path}`, { method: "POST", body: JSON.stringify(body) });
  return {
    stub,
    app,
    bare: createApp({ db: handle.db, config: testConfig }),
    handle,
    config,
    hooks,
    control,
    async reset() {
      hooks.on = true;
      await control("/_stub/razorpay/webhooks", { hold: false, duplicates: 0, shuffle: false });
      await stub.reported();
    },
    async close() {
      await stub.close();
      await handle.close();
    },
  };
}
