/** Bearer tokens of customer calls: emulator ID tokens, Google-signed ID tokens, session tokens. */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../src/server/app";
import { issueSessionToken } from "../../../src/server/auth/tokens";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openTestDb, postJson, TEST_PROJECT_ID, testConfig } from "../support";
import { idToken } from "../support/tokens";

let handle: DbHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, config: testConfig });
});
afterAll(() => handle.close());

const getCustomer = async (token: string | null, email = "a@x.in", target = app) => {
  const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  const res = await target.request("/customer/getcustomer", postJson({ email }, headers));
  return { status: res.status, json: (await res.json()) as { error: string } };
};
const past = Math.floor(Date.now() / 1000) - 7200;

describe(`emulator ID tokens (${driverName})`, () => {
  it("accept a valid token for the body's email", async () => {
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
    ["a token without subject", idToken("a@x.in", { sub: undefined })],
  ])("401 for %s", async (_, token) => {
    const { status, json } = await getCustomer(token);
    expect(status).toBe(401);
    expect(json.error).toMatch(/Sign in first|Invalid sign-in token/);
  });

  it("403 for a valid token of a@x with body email b@x", async () => {
    const { status, json } = await getCustomer(idToken("a@x.in"), "b@x.in");
    expect(status).toBe(403);
    expect(json).toEqual({ error: "You can only act for your own email", field: "email" });
  });

  it("are refused when the emulator is not configured (production)", async () => {
    const { emulatorHost: _, ...auth } = testConfig.auth;
    const prod = createApp({ db: handle.db, config: { ...testConfig, dev: false, auth } });
    const { status, json } = await getCustomer(idToken("a@x.in"), "a@x.in", prod);
    expect(status).toBe(401);
    expect(json.error).toContain("unsigned tokens");
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
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key ?? (await google).privateKey);

  it("accept a token signed with Google's key", async () => {
    expect((await getCustomer(await sign({}), "a@x.in", await prodApp())).status).toBe(200);
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
