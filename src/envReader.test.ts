import { describe, expect, it } from "vitest";
import { internalApiUrl, readPublicEnv } from "./envReader";

describe("readPublicEnv", () => {
  it("fills the local defaults", () => {
    const env = readPublicEnv({});
    expect(env.siteUrl).toBe("http://platform.localhost:4321");
    expect(env.platform).toEqual({ protocol: "http:", port: "4321", domain: "platform.localhost" });
    expect(env.apiUrl).toBe("http://localhost:8787");
    expect(env.firebase.projectId).toBe("demo-platform");
    expect(env.authEmulatorUrl).toBe("http://127.0.0.1:9099");
    expect(env.androidApp.shopId).toBe("demo");
  });

  it("takes the ports the defaults use", () => {
    const env = readPublicEnv({ WEB_PORT: "5000", API_PORT: "9000", AUTH_EMULATOR_PORT: "9100" });
    expect(env.siteUrl).toBe("http://platform.localhost:5000");
    expect(env.apiUrl).toBe("http://localhost:9000");
    expect(env.authEmulatorUrl).toBe("http://127.0.0.1:9100");
  });

  it("reads the production values, trimmed, without trailing slashes", () => {
    const env = readPublicEnv({
      PUBLIC_SITE_URL: " https://www.platform.in/ ",
      PUBLIC_API_URL: "https://api.platform.in/",
      PUBLIC_FIREBASE_PROJECT_ID: "platform-prod",
      PUBLIC_ANDROID_APP_SHOP: "Kala",
    });
    expect(env.siteUrl).toBe("https://www.platform.in");
    expect(env.platform.domain).toBe("platform.in");
    expect(env.apiUrl).toBe("https://api.platform.in");
    expect(env.firebase.authDomain).toBe("platform-prod.firebaseapp.com");
    expect(env.authEmulatorUrl).toBe(""); // a real project: Google's popup
    expect(env.androidApp.shopId).toBe("kala");
  });

  it("an empty value counts as unset, except the emulator URL, where empty means none", () => {
    expect(readPublicEnv({ PUBLIC_API_URL: "" }).apiUrl).toBe("http://localhost:8787");
    expect(readPublicEnv({ PUBLIC_PLATFORM_DOMAIN: "" }).platform.domain).toBe("platform.localhost");
    expect(readPublicEnv({ PUBLIC_AUTH_EMULATOR_URL: "" }).authEmulatorUrl).toBe("");
  });

  it("takes PUBLIC_PLATFORM_DOMAIN over the site's host", () => {
    const env = readPublicEnv({
      PUBLIC_SITE_URL: "https://www.shops.example.co.in",
      PUBLIC_PLATFORM_DOMAIN: "shops.example.co.in",
    });
    expect(env.platform.domain).toBe("shops.example.co.in");
  });
});

describe("internalApiUrl", () => {
  it("is API_INTERNAL_URL when set, else the public API, without a trailing slash", () => {
    expect(
      internalApiUrl({
        API_INTERNAL_URL: "http://api.internal:8787/",
        PUBLIC_API_URL: "https://api.platform.in",
      }),
    ).toBe("http://api.internal:8787");
    expect(internalApiUrl({ API_INTERNAL_URL: "  ", PUBLIC_API_URL: "https://api.platform.in/" })).toBe(
      "https://api.platform.in",
    );
    expect(internalApiUrl({ API_PORT: "9000" })).toBe("http://localhost:9000");
  });
});
