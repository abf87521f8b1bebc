import { describe, expect, it } from "vitest";
import { withHttps } from "./socialLinks";

describe("withHttps (SPEC §2 social links)", () => {
  it.each([
    ["facebook.com/demokirana", "https://facebook.com/demokirana"],
    ["www.instagram.com/demokirana", "https://www.instagram.com/demokirana"],
    ["https://www.youtube.com/@demokirana", "https://www.youtube.com/@demokirana"],
    ["http://example.com", "http://example.com"],
    ["HTTPS://EXAMPLE.COM", "HTTPS://EXAMPLE.COM"],
    ["  youtube.com/@kala ", "https://youtube.com/@kala"],
  ])("%s → %s", (input, url) => {
    expect(withHttps(input)).toBe(url);
  });
  it("gives null for an empty setting", () => {
    expect(withHttps("")).toBeNull();
    expect(withHttps("   ")).toBeNull();
  });
});
