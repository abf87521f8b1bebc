import { describe, expect, it, vi } from "vitest";
import { loadAuthSettings } from "./auth";

const SECRET = "s".repeat(32);

describe("loadAuthSettings", () => {
  it("reads the project, the emulator host and the session secret", () => {
    const auth = loadAuthSettings({
      PUBLIC_FIREBASE_PROJECT_ID: "shop-prod",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      SESSION_SECRET: SECRET,
    });
    expect(auth).toEqual({
      projectId: "shop-prod",
      emulatorHost: "127.0.0.1:9099",
      sessionSecret: new TextEncoder().encode(SECRET),
      masterAdmins: ["master@example.com"],
      staffSessionSeconds: 12 * 3600,
    });
  });

  it("reads the master admins (lower case, emails only) and the staff sign-in's length", () => {
    const auth = loadAuthSettings({
      MASTER_ADMIN_EMAILS: " Asha@Example.com, ,not-an-email,ravi@example.in ",
      STAFF_SESSION_HOURS: "2",
      SESSION_SECRET: SECRET,
    });
    expect(auth.masterAdmins).toEqual(["asha@example.com", "ravi@example.in"]);
    expect(auth.staffSessionSeconds).toBe(7200);
  });

  it("names no master admin in production unless told", () => {
    const auth = loadAuthSettings({ NODE_ENV: "production", SESSION_SECRET: SECRET });
    expect(auth.masterAdmins).toEqual([]);
  });

  it("defaults to the demo project, no emulator, and a random secret with a warning (once)", () => {
    const warn = vi.fn();
    const a = loadAuthSettings({}, warn);
    const b = loadAuthSettings({}, warn);
    expect(a.projectId).toBe("demo-platform");
    expect(a.emulatorHost).toBeUndefined();
    expect(a.sessionSecret).toHaveLength(32);
    expect(Buffer.from(a.sessionSecret).equals(Buffer.from(b.sessionSecret))).toBe(false);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it.each(["127.0.0.1:9099", "127.8.0.3:9099", "localhost:9099", "[::1]:9099"])(
    "accepts the loopback emulator host %s",
    (host) => {
      expect(
        loadAuthSettings({ FIREBASE_AUTH_EMULATOR_HOST: host, SESSION_SECRET: SECRET }).emulatorHost,
      ).toBe(host);
    },
  );

  it.each(["10.0.0.5:9099", "emulator.example.com:9099", "127.0.0.1.nip.io:9099", "0.0.0.0:9099", "::1"])(
    "refuses the emulator host %s, which is not this machine's loopback",
    (host) => {
      expect(() => loadAuthSettings({ FIREBASE_AUTH_EMULATOR_HOST: host, SESSION_SECRET: SECRET })).toThrow(
        /FIREBASE_AUTH_EMULATOR_HOST must be on this machine/,
      );
    },
  );

  it("refuses a short SESSION_SECRET anywhere", () => {
    expect(() => loadAuthSettings({ SESSION_SECRET: "short" })).toThrow(/at least 32/);
  });
});
