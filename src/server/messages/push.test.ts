import { describe, expect, it } from "vitest";
import { pushResult } from "./push";

describe("pushResult (a push service's answer)", () => {
  it("2xx is sent, its Location the provider's id", () => {
    expect(pushResult(201, "https://push.example/m/1", null, "")).toEqual({
      ok: true,
      providerId: "https://push.example/m/1",
    });
    expect(pushResult(202, null, null, "")).toEqual({ ok: true, providerId: "push 202" });
  });

  it("404 and 410: the subscription is gone (removed), the message dead", () => {
    for (const status of [404, 410]) {
      const r = pushResult(status, null, null, "expired");
      expect(r).toMatchObject({ ok: false, permanent: true, gone: true });
      expect(r.ok ? "" : r.error).toMatch(/expired: removed/);
    }
  });

  it("429 and 5xx are tried again, after the service's Retry-After when it gives one", () => {
    expect(pushResult(429, null, "30", "slow down")).toEqual({
      ok: false,
      permanent: false,
      error: "Push service 429: slow down",
      retryAfterMs: 30_000,
    });
    expect(pushResult(503, null, null, "")).toMatchObject({ ok: false, permanent: false });
    expect(pushResult(500, null, null, "")).not.toHaveProperty("gone");
  });

  it("413, 400, 401, 403 are dead, the subscription kept", () => {
    for (const status of [400, 401, 403, 413]) {
      const r = pushResult(status, null, null, "no");
      expect(r).toMatchObject({ ok: false, permanent: true });
      expect(r).not.toHaveProperty("gone");
    }
  });
});
