import { describe, expect, it } from "vitest";
import {
  codeOf,
  looksLikeShortCode,
  needsShortLink,
  SHORT_CODE_LENGTH,
  safeTarget,
  shortLinkUrl,
} from "./shortLink";
import { DLT_VAR_MAX } from "./templates";

describe("short links for SMS", () => {
  it("a code is six base-62 digits of the digest, the same for the same digest", () => {
    const digest = Uint8Array.from([0, 61, 62, 255, 10, 36, 99]);
    expect(codeOf(digest)).toBe("0z07Aa");
    expect(codeOf(digest)).toHaveLength(SHORT_CODE_LENGTH);
    expect(looksLikeShortCode(codeOf(digest))).toBe(true);
  });

  it("only six letters and digits look like a code", () => {
    for (const bad of ["", "abc", "abcdefg", "abc-de", "abcd/e", "ab cde", "abcdé1", "../../"])
      expect(looksLikeShortCode(bad), bad).toBe(false);
    expect(looksLikeShortCode("Ab3dE9")).toBe(true);
  });

  it("a URL longer than a DLT variable needs one; a short URL or a word does not", () => {
    expect(needsShortLink("https://demo.platform.in/history")).toBe(true);
    expect(needsShortLink(`https://x.in/${"a".repeat(DLT_VAR_MAX - 13)}`)).toBe(false);
    expect(needsShortLink("A long shop name that is not a link at all")).toBe(false);
    expect(needsShortLink(undefined)).toBe(false);
  });

  it("the link sits under the site, with no double slash; on the local site it is 30 characters", () => {
    expect(shortLinkUrl("https://platform.in/", "Ab3dE9")).toBe("https://platform.in/m/Ab3dE9");
    expect(shortLinkUrl("http://localhost:4321", "Ab3dE9")).toHaveLength(DLT_VAR_MAX);
  });

  it("redirects only to the platform's pages and its shops', never elsewhere", () => {
    expect(safeTarget("https://platform.in/Admin/orders", "platform.in")).toBe(true);
    expect(safeTarget("https://demo.platform.in/history", "platform.in")).toBe(true);
    expect(safeTarget("http://demo.localhost:4321/history", "localhost")).toBe(true);
    expect(safeTarget("https://evil.example/platform.in", "platform.in")).toBe(false);
    expect(safeTarget("https://platform.in.evil.example/", "platform.in")).toBe(false);
    expect(safeTarget("https://notplatform.in/", "platform.in")).toBe(false);
    expect(safeTarget("javascript:alert(1)", "platform.in")).toBe(false);
    expect(safeTarget("not a url", "platform.in")).toBe(false);
  });
});
