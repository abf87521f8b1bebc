import { afterEach, describe, expect, it } from "vitest";
import { installFakeFetch, json } from "./fakeFetch";
import { API_URL } from "./http";
import { fetchShop, getSubdomains } from "./shops";
import { setTokenProvider } from "./token";

const { fetchMock, requestAt } = installFakeFetch();

afterEach(() => setTokenProvider(null));

describe("getSubdomains", () => {
  it("GETs /subdomains and gives the subdomains", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: [{ subdomain: "demo" }, { subdomain: "sweets" }] }));
    await expect(getSubdomains()).resolves.toEqual(["demo", "sweets"]);
    expect(requestAt(0).method).toBe("GET");
    expect(requestAt(0).url).toBe(`${API_URL}/subdomains`);
  });

  it("rejects a response that breaks the contract", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: ["demo"] }));
    await expect(getSubdomains()).rejects.toThrow();
  });

  it("retries a failed GET", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "busy" }, 503));
    fetchMock.mockResolvedValueOnce(json({ response: [{ subdomain: "demo" }] }));
    await expect(getSubdomains()).resolves.toEqual(["demo"]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("fetchShop", () => {
  const storeData = { shopId: "demo", settings: { header: { shopName: "Demo" }, footer: {} } };

  it("POSTs the shopId to /shop and gives storeData with defaults applied", async () => {
    let sent: unknown;
    fetchMock.mockImplementationOnce(async (request) => {
      sent = await (request as Request).json();
      return json({ response: storeData });
    });
    const data = await fetchShop("demo");
    expect(data.shopId).toBe("demo");
    expect(data.settings.header.shopName).toBe("Demo");
    expect(data.shopType).toBe("product");
    expect(requestAt(0).method).toBe("POST");
    expect(requestAt(0).url).toBe(`${API_URL}/shop`);
    expect(sent).toEqual({ shopId: "demo" });
  });

  it("rejects on 404 without retrying a POST", async () => {
    fetchMock.mockResolvedValue(json({ error: "shop not found" }, 404));
    await expect(fetchShop("nosuch")).rejects.toThrow();
    fetchMock.mockResolvedValue(json({ error: "down" }, 503));
    await expect(fetchShop("demo")).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("rejects a response that breaks the contract", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: { shopName: "no id" } }));
    await expect(fetchShop("demo")).rejects.toThrow();
  });
});

describe("setTokenProvider", () => {
  it("never sends a token with public calls", async () => {
    fetchMock.mockImplementation(async () => json({ response: [] }));
    setTokenProvider(async () => "id-token-1");
    await getSubdomains();
    expect(requestAt(0).headers.get("authorization")).toBeNull();
  });
});
