import { describe, expect, it } from "vitest";
import { loadConfig } from ".";
import { productionProblems, requireProductionSettings } from "./production";

const READY = {
  NODE_ENV: "production",
  DATABASE_URL: "postgres://db/platform",
  SESSION_SECRET: "s".repeat(32),
  BLOG_PASSCODE_HASH: `scrypt$16384$8$1$${"A".repeat(22)}$${"A".repeat(43)}`,
};

describe("productionProblems", () => {
  it("asks nothing outside production", () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ NODE_ENV: "development", FIREBASE_AUTH_EMULATOR_HOST: "x:1" })).toEqual([]);
  });

  it("is content with a complete production environment", () => {
    expect(productionProblems(READY)).toEqual([]);
  });

  it("names every missing variable at once", () => {
    const problems = productionProblems({ NODE_ENV: "production", SEED_SELLER_KEY: "not needed" });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^DATABASE_URL is not set/);
    expect(problems[1]).toMatch(/^SESSION_SECRET is not set/);
    expect(problems[2]).toMatch(/^BLOG_PASSCODE_HASH is not set/);
  });

  it("counts an empty value as unset, and refuses the Auth emulator", () => {
    const problems = productionProblems({ ...READY, SESSION_SECRET: "", FIREBASE_AUTH_EMULATOR_HOST: "x:1" });
    expect(problems.map((p) => p.split(" ")[0])).toEqual(["SESSION_SECRET", "FIREBASE_AUTH_EMULATOR_HOST"]);
  });
});

describe("requireProductionSettings", () => {
  it("throws one message naming every problem", () => {
    expect(() => requireProductionSettings(READY)).not.toThrow();
    expect(() =>
      requireProductionSettings({ NODE_ENV: "production", DATABASE_URL: "postgres://x/y" }),
    ).toThrow(/NODE_ENV=production:\n- SESSION_SECRET is not set.*\n- BLOG_PASSCODE_HASH is not set/);
  });
});

describe("loadConfig in production", () => {
  it("refuses before reading anything else, and reads a complete environment", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/DATABASE_URL.*\n.*SESSION_SECRET/);
    expect(() => loadConfig({ ...READY, FIREBASE_AUTH_EMULATOR_HOST: "x:1" })).toThrow(/unsigned tokens/);
    const config = loadConfig(READY);
    expect(config).toMatchObject({ dev: false, databaseUrl: READY.DATABASE_URL });
    expect(config.auth.emulatorHost).toBeUndefined();
  });
});
