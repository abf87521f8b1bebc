import { describe, expect, it } from "vitest";
import { counterUrl, countVisit } from "./counters";
import { installFakeFetch, json } from "./fakeFetch";

const { fetchMock, requestAt } = installFakeFetch();
const API = "http://localhost:8787";

describe("counterUrl", () => {
  it("joins the API origin and the counter name", () => {
    expect(counterUrl("http://localhost:8787", "emitraCounter")).toBe(
      "http://localhost:8787/counter/emitraCounter",
    );
    expect(counterUrl("https://api.platform.in/", "marketplaceCounter")).toBe(
      "https://api.platform.in/counter/marketplaceCounter",
    );
  });
});

describe("countVisit", () => {
  it("GETs the counter and accepts a bare non-negative whole number", async () => {
    for (const [body, count] of [
      [0, 0],
      [42, 42],
      ["17", 17],
    ] as const) {
      fetchMock.mockResolvedValueOnce(json(body));
      await expect(countVisit(API, "emitraCounter")).resolves.toBe(count);
    }
    expect(requestAt(0)).toBe(`${API}/counter/emitraCounter`);
  });

  it.each([
    [-1],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ["42a"],
    [""],
    [null],
    [{ count: 3 }],
    [[4]],
  ])("rejects %j with the spec's message", async (body) => {
    // NaN and Infinity are not JSON: a server could only send them as text.
    fetchMock.mockResolvedValueOnce(
      typeof body === "number" && !Number.isFinite(body) ? new Response(String(body)) : json(body),
    );
    await expect(countVisit(API, "marketplaceCounter")).rejects.toThrow("Network response was not ok");
  });

  it("rejects a non-OK answer with the spec's message", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "down" }, 503));
    await expect(countVisit(API, "emitraCounter")).rejects.toThrow("Network response was not ok");
  });
});
