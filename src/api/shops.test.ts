import { afterEach, describe, expect, it } from "vitest";
import { installFakeFetch, json } from "./fakeFetch";
import { API_URL } from "./http";
import { fetchShopAt } from "./shops";
import { setTokenProvider } from "./token";

const { fetchMock, requestAt } = installFakeFetch();

afterEach(() => setTokenProvider(null));

describe("fetchShopAt", () => {
  const storeData = { shopId: "demo", settings: { header: { shopName: "Demo" }, footer: {} } };

  it("GETs /shop/by-host with the host and gives storeData with defaults applied", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: storeData }));
    const data = await fetchShopAt("demo.localhost:4321");
    expect(data?.shopId).toBe("demo");
    expect(data?.settings.header.shopName).toBe("Demo");
    expect(data?.shopType).toBe("product");
    expect(requestAt(0).method).toBe("GET");
    expect(requestAt(0).url).toBe(`${API_URL}/shop/by-host?host=demo.localhost%3A4321`);
  });

  it("gives null, asking once, when no shop has the host's subdomain (404) or no shop can (400)", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "No shop has the subdomain nosuch", field: "host" }, 404));
    await expect(fetchShopAt("nosuch.localhost")).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(json({ error: "Invalid host", field: "host" }, 400));
    await expect(fetchShopAt("no_such.localhost")).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("retries a failed read, then rejects: the start-up shows the failure", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "busy" }, 503));
    fetchMock.mockResolvedValueOnce(json({ response: storeData }));
    await expect(fetchShopAt("demo.localhost")).resolves.toMatchObject({ shopId: "demo" });
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json({ error: "down" }, 500));
    await expect(fetchShopAt("demo.localhost")).rejects.toThrow();
  }, 15_000);

  it("rejects a response that breaks the contract", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: { shopName: "no id" } }));
    await expect(fetchShopAt("demo.localhost")).rejects.toThrow();
  });

  it("never sends a token (a public call)", async () => {
    fetchMock.mockImplementation(async () => json({ response: storeData }));
    setTokenProvider(async () => "id-token-1");
    await fetchShopAt("demo.localhost");
    expect(requestAt(0).headers.get("authorization")).toBeNull();
  });
});
