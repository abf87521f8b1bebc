/** Bearer tokens of customer calls: emulator ID tokens, Google-signed ID tokens, session tokens. */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../src/server/app";
import { INVALID_TOKEN } from "../../../src/server/auth/guards";
import { issueSessionToken } from "../../../src/server/auth/tokens";
import type { DbHandle } from "../../../src/server/db/connection";
import { createLogger } from "../../../src/server/http/log";
import { DEMO_CUSTOMER_EMAIL } from "../../../src/server/seed/customer";
import { driverName, openSeededApp, openTestDb, postJson, TEST_PROJECT_ID, testConfig } from "../support";
import { idToken } from "../support/tokens";

let handle: DbHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, config: testConfig });
});
afterAll(() => handle.close());

const getCustomer = async (token: string | null | Promise<string>, email = "a@x.in", target = app) => {
  const bearer = await token;
  const headers: Record<string, string> = bearer === null ? {} : { authorization: `Bearer ${bearer}` };
  const res = await target.request("/customer/getcustomer", postJson({ email }, headers));
  return { status: res.status, json: (await res.json()) as { error: string } };
};
const now = () => Math.floor(Date.now() / 1000);
const past = now() - 7200;

/** An unsigned token made by hand, as an attacker would: the emulator's issuer and audience, any email. */
const forged = (email: string, claims: Record<string, unknown> = {}) =>
  new UnsecuredJWT({
    iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
    aud: TEST_PROJECT_ID,
    sub: "forged-uid",
    user_id: "forged-uid",
    iat: now(),
    exp: now() + 3600,
    email,
    email_verified: true,
    firebase: { sign_in_provider: "google.com", identities: { email: [email] } },
    ...claims,
  }).encode();

describe(`emulator ID tokens (${driverName})`, () => {
  it("accept a token the emulator issued, for the body's email", async () => {
    expect((await getCustomer(idToken("a@x.in"))).status).toBe(200);
  });

  it("match the email case-insensitively", async () => {
    expect((await getCustomer(idToken("A@X.in"), "a@x.IN")).status).toBe(200);
  });

  it.each([
    ["a missing header", null],
    ["a garbage token", "not.a.token"],
    ["a token that is not a JWT", "abc"],
    ["a wrong audience", idToken("a@x.in", { aud: "other-project" })],
    ["a wrong issuer", idToken("a@x.in", { iss: "https://securetoken.google.com/other-project" })],
    ["an expired token", idToken("a@x.in", { iat: past - 3600, exp: past })],
    ["a token without email", idToken("a@x.in", { email: undefined })],
    ["an unverified email", idToken("a@x.in", { email_verified: false })],
    ["email_verified missing", idToken("a@x.in", { email_verified: undefined })],
    ['email_verified "false"', idToken("a@x.in", { email_verified: "false" })],
    ['email_verified "true" (a string)', idToken("a@x.in", { email_verified: "true" })],
    ["a token without subject", idToken("a@x.in", { sub: undefined })],
    ["an iat in the future", idToken("a@x.in", { iat: now() + 600, exp: now() + 3000 })],
    ["an exp a year ahead", idToken("a@x.in", { exp: now() + 365 * 24 * 3600 })],
    ["an emulator token whose email was changed", idToken("a@x.in", { email: "demo.customer@example.com" })],
    ["a hand-made unsigned token for an account the emulator does not have", forged("a@x.in")],
  ])("401 for %s", async (_, token) => {
    const { status, json } = await getCustomer(token);
    expect(status).toBe(401);
    expect([INVALID_TOKEN, "Sign in first: this call needs a Bearer token"]).toContain(json.error);
  });

  it("a hand-made unsigned token reads nobody's data: the seeded customer's email with the emulator's issuer is 401", async () => {
    const seeded = await openSeededApp();
    try {
      const res = await seeded.app.request(
        "/customer/userdata",
        postJson({ email: DEMO_CUSTOMER_EMAIL }, { authorization: `Bearer ${forged(DEMO_CUSTOMER_EMAIL)}` }),
      );
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: INVALID_TOKEN });
    } finally {
      await seeded.handle.close();
    }
  });

  it("403 for a valid token of a@x with body email b@x", async () => {
    const { status, json } = await getCustomer(idToken("a@x.in"), "b@x.in");
    expect(status).toBe(403);
    expect(json).toEqual({ error: "You can only act for your own account", field: "email" });
  });

  it("are refused when the emulator is not configured (production)", async () => {
    const { emulatorHost: _, ...auth } = testConfig.auth;
    const prod = createApp({ db: handle.db, config: { ...testConfig, dev: false, auth } });
    const { status, json } = await getCustomer(idToken("a@x.in"), "a@x.in", prod);
    expect(status).toBe(401);
    expect(json.error).toBe(INVALID_TOKEN);
  });

  it("are refused when the emulator does not answer; the client hears a plain message, the log the reason", async () => {
    const lines: string[] = [];
    const log = createLogger("json", (line) => lines.push(line));
    const auth = { ...testConfig.auth, emulatorHost: "127.0.0.1:9" }; // the discard port: nothing listens
    const down = createApp({ db: handle.db, config: { ...testConfig, auth }, log });
    const { status, json } = await getCustomer(idToken("a@x.in"), "a@x.in", down);
    expect(status).toBe(401);
    expect(json).toEqual({ error: INVALID_TOKEN });
    const refused = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === "sign-in token refused");
    expect(refused).toMatchObject({ level: "warn", path: "/customer/getcustomer" });
    expect(refused.reason).toContain("did not answer");
    expect(refused.requestId).toEqual(expect.any(String));
  });
});

describe(`Google-signed (RS256) ID tokens (${driverName})`, () => {
  const google = generateKeyPair("RS256");
  const stranger = generateKeyPair("RS256");
  const { emulatorHost: _, ...auth } = testConfig.auth;
  /** An app without the emulator whose "Google" JWKS holds our test key. */
  const prodApp = async () => {
    const jwk = { ...(await exportJWK((await google).publicKey)), kid: "k1", alg: "RS256" };
    const firebaseKeys = createLocalJWKSet({ keys: [jwk] });
    return createApp({ db: handle.db, config: { ...testConfig, auth }, firebaseKeys });
  };
  const sign = async (claims: Record<string, unknown>, key?: CryptoKey) =>
    new SignJWT({
      iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
      aud: TEST_PROJECT_ID,
      sub: "uid-1",
      email: "a@x.in",
      email_verified: true,
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuedAt(typeof claims.iat === "number" ? claims.iat : undefined)
      .setExpirationTime("1h")
      .sign(key ?? (await google).privateKey);

  it("accept a token signed with Google's key", async () => {
    expect((await getCustomer(await sign({}), "a@x.in", await prodApp())).status).toBe(200);
  });

  it.each([
    ["email_verified missing", { email_verified: undefined }],
    ['email_verified "false"', { email_verified: "false" }],
    ["an iat in the future", { iat: Math.floor(Date.now() / 1000) + 600 }],
  ])("refuse a Google-signed token with %s", async (_, claims) => {
    const { status, json } = await getCustomer(await sign(claims), "a@x.in", await prodApp());
    expect(status).toBe(401);
    expect(json.error).toBe(INVALID_TOKEN);
  });

  it("refuse a token signed with another key, or for another project", async () => {
    const app = await prodApp();
    const foreign = await sign({}, (await stranger).privateKey);
    expect((await getCustomer(foreign, "a@x.in", app)).status).toBe(401);
    expect((await getCustomer(await sign({ aud: "other" }), "a@x.in", app)).status).toBe(401);
    expect((await getCustomer(await sign({ iss: "https://evil.example" }), "a@x.in", app)).status).toBe(401);
  });
});

describe(`session tokens (${driverName})`, () => {
  it("are accepted for their email only", async () => {
    const token = await issueSessionToken(testConfig.auth, "s@x.in");
    expect((await getCustomer(token, "s@x.in")).status).toBe(200);
    expect((await getCustomer(token, "a@x.in")).status).toBe(403);
  });

  it("signed with another secret are refused", async () => {
    const token = await issueSessionToken(
      { ...testConfig.auth, sessionSecret: new Uint8Array(32) },
      "s@x.in",
    );
    expect((await getCustomer(token, "s@x.in")).status).toBe(401);
  });
});
