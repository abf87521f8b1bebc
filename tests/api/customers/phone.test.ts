/**
 * Shoppers who sign in with a phone code (issue 26): POST /customer/verifyotpnew,
 * every customer call as a phone-only shopper (allowed, signed out, another
 * shopper's or a broken token), the cross-domain login's code and session for
 * a phone key, and POST /customer/link (either method, refused when it is
 * another customer's). Phone numbers +91973100xxxx are this file's alone on
 * the shared Auth emulator.
 */
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorPhoneIdToken } from "../../../scripts/lib/emulator-token";
import { SessionResponse, UserDataResponse } from "../../../src/contract/customer";
import { AddOrderResponse } from "../../../src/contract/order";
import { type OrderDetail, UpdateStatusResponse } from "../../../src/contract/orderDetail";
import { EMAIL_TAKEN, NOTHING_TO_LINK, PHONE_TAKEN } from "../../../src/domain/customerSignIn";
import type { App } from "../../../src/server/app";
import { INVALID_TOKEN } from "../../../src/server/auth/guards";
import type { DbHandle } from "../../../src/server/db/connection";
import { customers } from "../../../src/server/db/schema";
import { DEMO_CUSTOMER_EMAIL } from "../../../src/server/seed/customer";
import { driverName, openSeededApp, postJson, TEST_EMULATOR_HOST, TEST_PROJECT_ID } from "../support";
import { call, orderBody, placeOrder, savedAddress } from "../support/shopping";
import { emulatorToken } from "../support/tokens";
import { cashFor, rider, seller } from "../support/tracking";

let app: App;
let handle: DbHandle;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

const userData = (json: unknown) => v.parse(UserDataResponse, json).response;
const HONEY = { shopId: "demo", productId: "forest-honey-500g", productCount: 1 };

/** POST as whoever `token` is (null: no Authorization header). */
async function post(path: string, body: unknown, token: string | null) {
  const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  const res = await app.request(path, postJson(body, headers));
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Links a Google account to the emulator account `idToken` signs in (as linkWithCredential does). */
async function linkGoogleOnEmulator(idToken: string, email: string): Promise<string> {
  const res = await fetch(
    `http://${TEST_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        idToken,
        postBody: new URLSearchParams({
          id_token: JSON.stringify({ sub: `google-${email}`, email, email_verified: true }),
          providerId: "google.com",
        }).toString(),
        requestUri: "http://localhost",
        returnSecureToken: true,
      }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken) throw new Error(`link refused: ${body.error?.message}`);
  return body.idToken;
}

describe(`POST /customer/verifyotpnew (${driverName})`, () => {
  const P = "+919731000001";

  it("signs a phone-only shopper in: a customer keyed by the number, created once", async () => {
    const token = await emulatorToken(P);
    const first = await post("/customer/verifyotpnew", { phoneNumber: P }, token);
    expect(first.status).toBe(200);
    expect(userData(first.json)).toMatchObject({
      email: P,
      signInPhone: P,
      signInEmail: "",
      orders: [],
      address: false,
    });
    const again = await post("/customer/verifyotpnew", { phoneNumber: ` ${P} ` }, token);
    expect(userData(again.json).email).toBe(P);
    expect(await handle.db.select().from(customers).where(eq(customers.email, P))).toHaveLength(1);
  });

  it("403 for a number the sign-in did not prove, and for a Google sign-in", async () => {
    const other = await post(
      "/customer/verifyotpnew",
      { phoneNumber: "+919731000099" },
      await emulatorToken(P),
    );
    expect(other).toMatchObject({ status: 403, json: { field: "phoneNumber" } });
    const google = await post("/customer/verifyotpnew", { phoneNumber: P }, await emulatorToken("g1@x.in"));
    expect(google.status).toBe(403);
  });

  it("401 signed out or with a broken token", async () => {
    expect((await post("/customer/verifyotpnew", { phoneNumber: P }, null)).status).toBe(401);
    const broken = await post("/customer/verifyotpnew", { phoneNumber: P }, "not.a.token");
    expect(broken).toEqual({ status: 401, json: { error: INVALID_TOKEN } });
  });

  it.each([["12"], ["98765 43210"], [""]])("400 for the number %j", async (phoneNumber) => {
    const res = await post("/customer/verifyotpnew", { phoneNumber }, await emulatorToken(P));
    expect(res).toMatchObject({ status: 400, json: { field: "phoneNumber" } });
  });
});

describe(`a phone-only shopper is a whole customer (${driverName})`, () => {
  const P = "+919731000002";
  const Q = "+919731000003";

  it.each([
    ["/customer/getcustomer", { email: P }],
    ["/customer/userdata", { email: P }],
    ["/customer/updatecustomer", { email: P, name: "Meena" }],
    ["/customer/updateaddress", { email: P, address: "Meena, +91-9731000002, 4 Fort Road, Jaipur" }],
  ])("%s: allowed for the shopper, 401 signed out or broken, 403 for another shopper", async (path, body) => {
    expect((await post(path, body, await emulatorToken(P))).status).toBe(200);
    expect((await post(path, body, null)).status).toBe(401);
    expect((await post(path, body, "x.y.z")).status).toBe(401);
    expect(await post(path, body, await emulatorToken(Q))).toMatchObject({
      status: 403,
      json: { field: "email" },
    });
  });

  it("saves and deletes addresses, buys with COD and UPI, tracks, confirms receipt", async () => {
    const token = await emulatorToken(P);
    const home = await savedAddress(app, P, "Meena Sharma");
    expect((await call(app, "/customer/addaddress", { email: P, fullName: "Meena" }, Q)).status).toBe(403);

    const cod = await placeOrder(app, orderBody(P, home, [HONEY]));
    expect(cod.status).toBe(200);
    const upi = await placeOrder(
      app,
      orderBody(P, home, [HONEY], { paymentMethod: "UPI", transactionId: "412345678901" }),
    );
    expect(upi.status).toBe(200);
    expect((await placeOrder(app, orderBody(P, home, [HONEY]), Q)).status).toBe(403);
    const unsigned = await app.request("/customer/addorder", postJson(orderBody(P, home, [HONEY])));
    expect(unsigned.status).toBe(401);

    const history = userData((await post("/customer/userdata", { email: P }, token)).json);
    const [codId = ""] = v.parse(AddOrderResponse, cod.json).orderIds;
    expect(history.orders.map((o) => o.orderId)).toContain(codId);
    expect(history.orders).toHaveLength(2);

    expect((await post("/api/digiorder/shopdigiorder", { orderId: codId }, token)).status).toBe(200);
    expect(
      (await post("/api/digiorder/shopdigiorder", { orderId: codId }, await emulatorToken(Q))).status,
    ).toBe(403);
    expect((await post("/api/digiorder/shopdigiorder", { orderId: codId }, null)).status).toBe(401);

    let moved: OrderDetail | undefined;
    for (const [riderStatus, headers] of [
      ["Confirmed", seller("demo")],
      ["En Route", rider],
      ["In Transit", rider],
      ["Delivered", rider],
    ] as const) {
      // "Delivered" on a COD order: the cash collected, as a rider records it.
      const cash = riderStatus === "Delivered" && moved ? cashFor(moved) : {};
      const res = await app.request(
        "/api/digiorder/updatestatus",
        postJson({ orderId: codId, riderStatus, ...cash }, headers),
      );
      expect(res.status, riderStatus).toBe(200);
      moved = v.parse(UpdateStatusResponse, await res.json()).response;
    }
    expect(
      (await post("/api/digiorder/confirmreceipt", { orderId: codId }, await emulatorToken(Q))).status,
    ).toBe(403);
    const received = await post("/api/digiorder/confirmreceipt", { orderId: codId }, token);
    expect(received).toMatchObject({ status: 200, json: { response: { riderStatus: "Received" } } });

    const deleted = await post("/customer/deleteaddress", { email: P, addressKey: home }, token);
    expect(deleted.status).toBe(200);
    expect(userData(deleted.json).address).toMatchObject({});
    expect(Object.keys(userData(deleted.json).address || {})).not.toContain(home);
  });

  it("the cross-domain login hands a phone shopper to the shop: code, then a session for the number", async () => {
    const token = await emulatorToken(P);
    const handoff = await post("/customer/handoff", { email: P }, token);
    expect(handoff.status).toBe(200);
    const { code } = (handoff.json as { response: { code: string } }).response;
    const session = await app.request("/customer/session", postJson({ email: P, code }));
    expect(session.status).toBe(200);
    const { sessionToken, response } = v.parse(SessionResponse, await session.json());
    expect(response.email).toBe(P);
    const history = await post("/customer/userdata", { email: P }, sessionToken);
    expect(userData(history.json).orders).toHaveLength(2);
    expect((await post("/customer/userdata", { email: Q }, sessionToken)).status).toBe(403);
  });
});

describe(`POST /customer/link (${driverName})`, () => {
  const link = async (key: string, bearer: string | null, idToken: string) =>
    post("/customer/link", { email: key, idToken }, bearer);

  it("a Google shopper adds their phone: the phone sign-in then opens the same history", async () => {
    const G = "linker-g@x.in";
    const P = "+919731000011";
    const address = await savedAddress(app, G);
    expect((await placeOrder(app, orderBody(G, address, [HONEY]))).status).toBe(200);
    const linked = await link(G, await emulatorToken(G), await emulatorToken(P));
    expect(linked.status).toBe(200);
    expect(userData(linked.json)).toMatchObject({ email: G, signInEmail: G, signInPhone: P });

    const byPhone = await post("/customer/verifyotpnew", { phoneNumber: P }, await emulatorToken(P));
    expect(userData(byPhone.json)).toMatchObject({ email: G, signInPhone: P });
    expect(userData(byPhone.json).orders).toHaveLength(1);
    // Signed in by phone, the shopper acts for their key.
    expect((await call(app, "/customer/userdata", { email: G }, P)).status).toBe(200);
    expect((await call(app, "/customer/userdata", { email: P }, P)).status).toBe(403);
  });

  it("a phone shopper links Google, on the same Firebase account: either sign-in is the same customer", async () => {
    const P = "+919731000012";
    const G = "linker-p@x.in";
    const phoneToken = await emulatorToken(P);
    expect((await post("/customer/verifyotpnew", { phoneNumber: P }, phoneToken)).status).toBe(200);
    const address = await savedAddress(app, P);
    expect((await placeOrder(app, orderBody(P, address, [HONEY]))).status).toBe(200);

    const both = await linkGoogleOnEmulator(phoneToken, G);
    const linked = await link(P, both, both);
    expect(userData(linked.json)).toMatchObject({ email: P, signInEmail: G, signInPhone: P });

    // Google sign-in now: the token names the email (and the phone): the phone-keyed customer. The
    // sign-in lookup names the email signed in with and answers the key the later calls name.
    const byGoogle = await post("/customer/getcustomer", { email: G }, both);
    expect(userData(byGoogle.json)).toMatchObject({ email: P, signInEmail: G });
    expect(userData(byGoogle.json).orders).toHaveLength(1);
    expect((await post("/customer/userdata", { email: P }, both)).status).toBe(200);
    expect((await post("/customer/userdata", { email: G }, both)).status).toBe(403);
    // The platform's handoff for that Google sign-in: a code for the key, which the session call names.
    const handoff = await post("/customer/handoff", { email: G }, both);
    const { code, email } = (handoff.json as { response: { code: string; email: string } }).response;
    expect(email).toBe(P);
    const session = await app.request("/customer/session", postJson({ email: P, code }));
    expect(v.parse(SessionResponse, await session.json()).response.orders).toHaveLength(1);
    expect(await link(P, both, both)).toMatchObject({ status: 409, json: { error: NOTHING_TO_LINK } });
  });

  it("refuses a sign-in that is another customer's, clearly, and changes nothing", async () => {
    const P = "+919731000013";
    const token = await emulatorToken(P);
    await post("/customer/verifyotpnew", { phoneNumber: P }, token);
    await call(app, "/customer/getcustomer", { email: DEMO_CUSTOMER_EMAIL }, DEMO_CUSTOMER_EMAIL);
    const taken = await link(P, token, await emulatorToken(DEMO_CUSTOMER_EMAIL));
    expect(taken).toEqual({ status: 409, json: { error: EMAIL_TAKEN, field: "email" } });

    const other = "+919731000014";
    await post("/customer/verifyotpnew", { phoneNumber: other }, await emulatorToken(other));
    const phoneTaken = await link(
      DEMO_CUSTOMER_EMAIL,
      await emulatorToken(DEMO_CUSTOMER_EMAIL),
      await emulatorToken(other),
    );
    expect(phoneTaken).toEqual({ status: 409, json: { error: PHONE_TAKEN, field: "phone" } });

    const after = userData((await post("/customer/userdata", { email: P }, token)).json);
    expect(after).toMatchObject({ signInEmail: "", signInPhone: P });
  });

  it("one Google account and one phone per customer", async () => {
    const P = "+919731000015";
    const token = await emulatorToken(P);
    await post("/customer/verifyotpnew", { phoneNumber: P }, token);
    expect((await link(P, token, await emulatorToken("first-g@x.in"))).status).toBe(200);
    const second = await link(P, token, await emulatorToken("second-g@x.in"));
    expect(second).toMatchObject({ status: 409, json: { field: "email" } });
    expect((second.json as { error: string }).error).toMatch(/already signs in with Google as first-g@x.in/);
  });

  it("400 for a proof that is not a fresh Firebase sign-in; 401 signed out; 403 for another's key", async () => {
    const G = "linker-bad@x.in";
    const bearer = await emulatorToken(G);
    await call(app, "/customer/getcustomer", { email: G }, G);
    expect(await link(G, bearer, "x".repeat(40))).toMatchObject({ status: 400, json: { field: "idToken" } });
    const handoff = await post("/customer/handoff", { email: G }, bearer);
    const { code } = (handoff.json as { response: { code: string } }).response;
    const { sessionToken } = v.parse(
      SessionResponse,
      await (await app.request("/customer/session", postJson({ email: G, code }))).json(),
    );
    expect(await link(G, bearer, sessionToken)).toMatchObject({ status: 400, json: { field: "idToken" } });
    expect((await link(G, null, await emulatorToken("+919731000016"))).status).toBe(401);
    expect((await link("someone@x.in", bearer, await emulatorToken("+919731000016"))).status).toBe(403);
    expect(await post("/customer/link", { email: G }, bearer)).toMatchObject({
      status: 400,
      json: { field: "idToken" },
    });
  });

  it("a token carrying both methods is the customer of the method signed in with", async () => {
    const P = "+919731000017";
    const G = "both-ways@x.in";
    // G is a customer of its own (say, from a session), not yet known to this Firebase account.
    await handle.db.insert(customers).values({ email: G });
    const phoneToken = await emulatorToken(P);
    expect((await post("/customer/verifyotpnew", { phoneNumber: P }, phoneToken)).status).toBe(200);
    const viaGoogle = await linkGoogleOnEmulator(phoneToken, G);
    const viaPhone = await emulatorPhoneIdToken(TEST_EMULATOR_HOST, TEST_PROJECT_ID, P);
    expect(decodeJwt(viaPhone)).toMatchObject({
      email: G,
      phone_number: P,
      firebase: { sign_in_provider: "phone" },
    });
    const phoneSide = await post("/customer/verifyotpnew", { phoneNumber: P }, viaPhone);
    expect(userData(phoneSide.json).email).toBe(P);
    const googleSide = await post("/customer/getcustomer", { email: G }, viaGoogle);
    expect(userData(googleSide.json).email).toBe(G);
    expect((await post("/customer/getcustomer", { email: "+919731000099" }, viaGoogle)).status).toBe(403);
    // Linking the email the Firebase account now carries is refused: it is G's.
    expect(await link(P, viaPhone, viaPhone)).toMatchObject({ status: 409, json: { error: EMAIL_TAKEN } });
  });
});
