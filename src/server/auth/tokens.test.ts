import { SignJWT } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthSettings } from "../config/auth";
import { AuthError, createTokenVerifier, type Identity, keptUntilExpiry } from "./tokens";

const person = (email: string): Identity => ({ email, phone: "", kind: "session", authTime: 0 });
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

afterEach(() => vi.useRealTimers());

describe("keptUntilExpiry", () => {
  it("proves a token once until it expires, then proves it again", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-30T10:00:00Z") });
    const check = vi.fn(async (token: string) => ({ identity: person(token), expiresAt: inSeconds(3600) }));
    const verify = keptUntilExpiry(check);
    expect(await verify("a@x")).toEqual(person("a@x"));
    vi.advanceTimersByTime(3_599_000);
    expect(await verify("a@x")).toEqual(person("a@x"));
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    await verify("a@x");
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("keeps no refusal: a token refused once is asked about again", async () => {
    let refuse = true;
    const check = vi.fn(async (token: string) => {
      if (refuse) throw new AuthError("not yet");
      return { identity: person(token), expiresAt: inSeconds(60) };
    });
    const verify = keptUntilExpiry(check);
    await expect(verify("a@x")).rejects.toThrow("not yet");
    refuse = false;
    expect(await verify("a@x")).toEqual(person("a@x"));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing for a token already expired", async () => {
    const check = vi.fn(async (token: string) => ({ identity: person(token), expiresAt: inSeconds(-1) }));
    const verify = keptUntilExpiry(check);
    await verify("a@x");
    await verify("a@x");
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("holds at most `size` tokens, the oldest proven going first", async () => {
    const check = vi.fn(async (token: string) => ({ identity: person(token), expiresAt: inSeconds(60) }));
    const verify = keptUntilExpiry(check, 2);
    await verify("a@x");
    await verify("b@x");
    await verify("c@x");
    expect(check).toHaveBeenCalledTimes(3);
    await verify("b@x");
    await verify("c@x");
    expect(check).toHaveBeenCalledTimes(3);
    await verify("a@x");
    expect(check).toHaveBeenCalledTimes(4);
  });
});

describe("createTokenVerifier", () => {
  const auth = { projectId: "demo-platform", sessionSecret: new TextEncoder().encode("s".repeat(32)) };
  const session = (sub: string, secret = auth.sessionSecret, exp = "1h") =>
    new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(sub)
      .setIssuer("platform-api")
      .setAudience("platform-shop-session")
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(secret);

  it("refuses a forged token however often it comes, and still accepts a good one", async () => {
    const verify = createTokenVerifier(auth as unknown as AuthSettings);
    const forged = await session("a@x", new TextEncoder().encode("f".repeat(32)));
    for (let i = 0; i < 3; i++) await expect(verify(forged)).rejects.toBeInstanceOf(AuthError);
    expect(await verify(await session("A@x"))).toMatchObject({ email: "a@x", kind: "session" });
  });

  it("asks the emulator once for a token it keeps until the token expires", async () => {
    const lookup = vi.fn(async () => ({ email: "a@x", emailVerified: true }));
    const verify = createTokenVerifier(
      { ...auth, emulatorHost: "127.0.0.1:1" } as unknown as AuthSettings,
      undefined,
      lookup,
    );
    const now = inSeconds(0);
    const payload = {
      iss: "https://securetoken.google.com/demo-platform",
      aud: "demo-platform",
      sub: "u1",
      email: "a@x",
      email_verified: true,
      iat: now,
      exp: now + 3600,
    };
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.`;
    for (let i = 0; i < 3; i++)
      expect(await verify(unsigned)).toMatchObject({ email: "a@x", kind: "firebase" });
    expect(lookup).toHaveBeenCalledTimes(1);
  });
});
