import { describe, expect, it } from "vitest";
import { settingUrl } from "./url";

describe("settingUrl", () => {
  it("answers the URL without its trailing slashes", () => {
    expect(settingUrl("X_URL", "https://api.example.com/v1//", ["https:"])).toBe(
      "https://api.example.com/v1",
    );
    expect(settingUrl("SMTP_URL", "smtp://127.0.0.1:1025", ["smtp:", "smtps:"])).toBe(
      "smtp://127.0.0.1:1025",
    );
  });

  it("fails naming the setting for what is not a URL, or another protocol", () => {
    expect(() => settingUrl("X_URL", "api.example.com", ["https:"])).toThrow(
      'X_URL: "api.example.com" is not a URL',
    );
    expect(() => settingUrl("X_URL", "ftp://example.com", ["https:", "http:"])).toThrow(
      "X_URL: use https: or http:",
    );
  });
});
