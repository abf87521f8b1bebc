import { describe, expect, it } from "vitest";
import type { ContentSettings } from "./content";
import {
  configuredPasscodeHash,
  DEV_DEFAULT_PASSCODE,
  hashPasscode,
  parsePasscodeHash,
  verifyPasscode,
} from "./passcode";

const settings = (over: Partial<ContentSettings> = {}): ContentSettings => ({
  apiUrl: "http://localhost:8787",
  uploadDir: "/tmp/x",
  publicDir: "/tmp/y",
  storage: "local",
  trustProxy: false,
  ...over,
});

describe("passcode hashes", () => {
  it("hash in the documented format with a fresh salt, and verify only the same passcode", async () => {
    const a = await hashPasscode("open sesame");
    const b = await hashPasscode("open sesame");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPasscode("open sesame", parsePasscodeHash(a))).toBe(true);
    expect(await verifyPasscode("open sesame ", parsePasscodeHash(a))).toBe(false);
    expect(await verifyPasscode("", parsePasscodeHash(a))).toBe(false);
  });

  it("compares Unicode passcodes by their NFC form", async () => {
    const hash = parsePasscodeHash(await hashPasscode("café"));
    expect(await verifyPasscode("cafe\u0301", hash)).toBe(true);
  });

  it("refuses malformed hashes and unreasonable costs", () => {
    for (const bad of [
      "",
      "plain",
      "scrypt$16384$8$1$short$key",
      `scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$${"A".repeat(43)}`,
    ]) {
      expect(() => parsePasscodeHash(bad)).toThrow(/npm run hash-passcode/);
    }
    expect(() => parsePasscodeHash(`scrypt$4194304$8$1$AAAAAAAAAAAAAAAAAAAAAA$${"A".repeat(43)}`)).toThrow();
  });
});

describe("configuredPasscodeHash", () => {
  it("prefers BLOG_PASSCODE_HASH, then (development only) BLOG_PASSCODE, then the dev default", async () => {
    const fromHash = await configuredPasscodeHash(
      settings({ blogPasscodeHash: await hashPasscode("h") }),
      false,
    );
    expect(fromHash && (await verifyPasscode("h", fromHash))).toBe(true);
    const fromPlain = await configuredPasscodeHash(settings({ blogPasscode: "p" }), true);
    expect(fromPlain && (await verifyPasscode("p", fromPlain))).toBe(true);
    const fallback = await configuredPasscodeHash(settings(), true);
    expect(fallback && (await verifyPasscode(DEV_DEFAULT_PASSCODE, fallback))).toBe(true);
  });

  it("is null in production without a hash: no default, no plain passcode", async () => {
    expect(await configuredPasscodeHash(settings(), false)).toBeNull();
    expect(await configuredPasscodeHash(settings({ blogPasscode: "p" }), false)).toBeNull();
  });
});
