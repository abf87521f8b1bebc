import { describe, expect, it } from "vitest";
import { childEnv, productionProblems, readSettings, SETTING_NAMES, SETTINGS } from "./settings";

describe("readSettings", () => {
  it("fills the table's defaults, typed", () => {
    const s = readSettings({});
    expect(s.WEB_PORT).toBe(4321);
    expect(s.API_PORT).toBe(8787);
    expect(s.AUTH_EMULATOR_PORT).toBe(9099);
    expect(s.PUBLIC_SITE_URL).toBe("http://platform.localhost:4321");
    expect(s.PUBLIC_API_URL).toBe("http://localhost:8787");
    expect(s.API_INTERNAL_URL).toBe("http://localhost:8787");
    expect(s.PUBLIC_FIREBASE_AUTH_DOMAIN).toBe("demo-platform.firebaseapp.com");
    expect(s.PUBLIC_AUTH_EMULATOR_URL).toBe("http://127.0.0.1:9099");
    expect(s.DATA_DIR).toBe(".data/pglite");
    expect(s.SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(s.MIGRATE).toBe("on");
    expect(s.LOG_FORMAT).toBe("text");
    expect(s.TRUST_PROXY).toBe(false);
    expect(s.DATABASE_URL).toBeUndefined();
    expect(s.SEED_SELLER_KEY).toBeUndefined();
    expect(s.E2E_STACK).toBe("local");
  });

  it("fills a default from the settings it names, as read", () => {
    const s = readSettings({ WEB_PORT: "5000", API_PORT: " 9000 ", PUBLIC_FIREBASE_PROJECT_ID: "shop-prod" });
    expect(s.PUBLIC_SITE_URL).toBe("http://platform.localhost:5000");
    expect(s.API_INTERNAL_URL).toBe("http://localhost:9000");
    expect(s.PUBLIC_FIREBASE_AUTH_DOMAIN).toBe("shop-prod.firebaseapp.com");
    expect(s.PUBLIC_AUTH_EMULATOR_URL).toBe(""); // a real project: no emulator
    expect(readSettings({ NODE_ENV: "production" }).LOG_FORMAT).toBe("json");
  });

  it("trims values, and an empty value is unset, except where the table says empty means off", () => {
    const s = readSettings({ API_PORT: "", DATA_DIR: "  ", SEED_SELLER_KEY: "", WEB_HOST: " 0.0.0.0 " });
    expect(s.API_PORT).toBe(8787);
    expect(s.DATA_DIR).toBe(".data/pglite");
    expect(s.SEED_SELLER_KEY).toBeUndefined();
    expect(s.WEB_HOST).toBe("0.0.0.0");
    const off = readSettings({ PUBLIC_AUTH_EMULATOR_URL: " ", FIREBASE_AUTH_EMULATOR_HOST: "" });
    expect(off.PUBLIC_AUTH_EMULATOR_URL).toBe("");
    expect(off.FIREBASE_AUTH_EMULATOR_HOST).toBe("");
    expect(readSettings({}).FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    const empties = SETTING_NAMES.filter((name) => (SETTINGS[name] as { empty?: string }).empty === "off");
    expect(empties).toEqual(["PUBLIC_AUTH_EMULATOR_URL", "FIREBASE_AUTH_EMULATOR_HOST"]);
  });

  it("ignores values that are not text (Vite's variables have booleans)", () => {
    expect(readSettings({ WEB_PORT: 5000, PUBLIC_SSO_URL: true }).WEB_PORT).toBe(4321);
  });

  it("takes a command's own default where the table has one", () => {
    expect(readSettings({}, "start").SEED_SELLER_KEY).toBe("local-seller-key");
    expect(readSettings({}, "start:prod").SEED_RIDER_KEY).toBe("local-rider-key");
    expect(readSettings({ SEED_SELLER_KEY: "mine" }, "start").SEED_SELLER_KEY).toBe("mine");
    expect(readSettings({}).BENCH_CONNECTIONS).toBe(10);
    expect(readSettings({}, "bench:prod").BENCH_CONNECTIONS).toBe(32);
  });

  it("refuses a bad value when its setting is read, naming it", () => {
    const s = readSettings({ API_PORT: "80a", MIGRATE: "no", STORAGE: "s3", BENCH_DURATION: "0" });
    expect(() => s.API_PORT).toThrow("Bad API_PORT: 80a (a port)");
    expect(() => s.MIGRATE).toThrow("Bad MIGRATE: no (on or off)");
    expect(() => s.STORAGE).toThrow("Bad STORAGE: s3 (local or firebase)");
    expect(() => s.BENCH_DURATION).toThrow("Bad BENCH_DURATION: 0 (a positive number)");
    expect(s.WEB_PORT).toBe(4321); // the others still read
    expect(readSettings({ LOG_FORMAT: "xml" }).LOG_FORMAT).toBe("text"); // lenient: the default
    expect(readSettings({ E2E_STACK: "staging" }).E2E_STACK).toBe("local");
    expect(readSettings({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(readSettings({ TRUST_PROXY: "yes" }).TRUST_PROXY).toBe(false);
  });

  it("reads every setting of the table from nothing (each default's names exist, no loop)", () => {
    const s = readSettings({});
    for (const name of SETTING_NAMES) expect(() => s[name]).not.toThrow();
  });
});

describe("the table", () => {
  it("gives every setting a meaning; PUBLIC_ names, and only they, are public", () => {
    for (const name of SETTING_NAMES) {
      const spec = SETTINGS[name];
      expect(spec.meaning.length, name).toBeGreaterThan(10);
      expect(spec.kind === "public", name).toBe(name.startsWith("PUBLIC_"));
    }
  });
});

describe("productionProblems", () => {
  it("names the table's required and refused settings, the empty ones unset", () => {
    expect(productionProblems({})).toEqual([]);
    expect(
      productionProblems({ NODE_ENV: "production", SESSION_SECRET: " ", FIREBASE_AUTH_EMULATOR_HOST: "x:1" }),
    ).toEqual([
      "DATABASE_URL is not set: production runs on PostgreSQL, never PGlite",
      "SESSION_SECRET is not set: it signs the shop sessions (32+ characters)",
      "BLOG_PASSCODE_HASH is not set: make one with `npm run -s hash-passcode`",
      "FIREBASE_AUTH_EMULATOR_HOST is set: it makes the API accept unsigned tokens",
    ]);
  });
});

describe("childEnv", () => {
  it("is this process's variables (or the base given) with changes on top; undefined removes one", () => {
    const env = childEnv({ B: "2", C: undefined, D: "4" }, { A: "1", B: "x", C: "3", E: undefined });
    expect(env).toEqual({ A: "1", B: "2", D: "4" });
    expect(childEnv().PATH).toBeTypeOf("string");
  });
});
