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
  it("GETs the counter and gives the total", async () => {
    fetchMock.mockResolvedValueOnce(json(42));
    await expect(countVisit(API, "emitraCounter")).resolves.toBe(42);
    expect(requestAt(0)).toBe(`${API}/counter/emitraCounter`);
  });

  it("rejects a body that is no count with the spec's message", async () => {
    fetchMock.mockResolvedValueOnce(json({ count: 3 }));
    await expect(countVisit(API, "marketplaceCounter")).rejects.toThrow("Network response was not ok");
    fetchMock.mockResolvedValueOnce(new Response("not json"));
    await expect(countVisit(API, "marketplaceCounter")).rejects.toThrow("Network response was not ok");
  });

  it("rejects a non-OK answer with the spec's message", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "down" }, 503));
    await expect(countVisit(API, "emitraCounter")).rejects.toThrow("Network response was not ok");
  });
});
