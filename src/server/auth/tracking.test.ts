import { describe, expect, it } from "vitest";
import { isTrackToken, trackToken } from "./tracking";

const secret = new TextEncoder().encode("s".repeat(32));
const other = new TextEncoder().encode("t".repeat(32));

describe("the tracking link's token", () => {
  it("is 22 URL-safe characters, the same for the same order and secret", () => {
    const token = trackToken(secret, "OD1ABCDEF");
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(trackToken(secret, "OD1ABCDEF")).toBe(token);
  });

  it("opens only its own order, under its own secret", () => {
    const token = trackToken(secret, "OD1ABCDEF");
    expect(isTrackToken(secret, "OD1ABCDEF", token)).toBe(true);
    expect(isTrackToken(secret, "OD1ABCDEG", token)).toBe(false);
    expect(isTrackToken(other, "OD1ABCDEF", token)).toBe(false);
  });

  it("refuses a missing, cut or lengthened token", () => {
    const token = trackToken(secret, "OD1ABCDEF");
    expect(isTrackToken(secret, "OD1ABCDEF", "")).toBe(false);
    expect(isTrackToken(secret, "OD1ABCDEF", token.slice(0, 21))).toBe(false);
    expect(isTrackToken(secret, "OD1ABCDEF", `${token}A`)).toBe(false);
  });
});
