import { describe, expect, it, vi } from "vitest";
import { BOOT_ELEMENT_ID, type ShopBoot } from "../contract/boot";
import { bootScript, createShopBoot } from "./shopBoot";

const storeData = {
  shopId: "demo",
  shopType: "product",
  settings: {
    header: {
      phoneNumber: "",
      email: "",
      logo: "",
      shopName: "Demo",
      isShopNameVisible: true,
      tagline: "",
      isTaglineVisible: false,
    },
    footer: { copyrightMessage: "", facebookUrl: "", instgramUrl: "", youtubeUrl: "" },
  },
  cod: true,
  QRCode: "",
  upiId: "demo@upi",
  defaultDeliveryDate: 3,
  deliverPp: 20,
  deviceToken: "",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fake API: answers by path, counts calls, optionally never answers. */
function fakeApi(opts: { down?: boolean; hang?: boolean; shopStatus?: number } = {}) {
  const calls: string[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    calls.push(path);
    if (opts.down) throw new TypeError("fetch failed");
    if (opts.hang)
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    if (path === "/subdomains") return json({ response: [{ subdomain: "demo" }, { subdomain: "kala" }] });
    if (path === "/shop")
      return opts.shopStatus ? json({ error: "x" }, opts.shopStatus) : json({ response: storeData });
    if (path === "/shop/products") return json({ response: [] });
    return json({ error: "not found" }, 404);
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe("createShopBoot", () => {
  it("gives a known shop its list, data and catalogue, asking for the shop and its products at once", async () => {
    const api = fakeApi();
    const boot = createShopBoot({
      apiUrl: "http://api.test/",
      platformDomain: "platform.test",
      fetchImpl: api.fetchImpl,
    });
    const data = await boot.bootFor("demo.platform.test:4321");
    expect(data).toMatchObject({
      host: "demo.platform.test:4321",
      shops: ["demo", "kala"],
      shopId: "demo",
      products: [],
    });
    expect(data?.storeData?.upiId).toBe("demo@upi");
    expect(api.calls.sort()).toEqual(["/shop", "/shop/products", "/subdomains"]);
  });

  it("keeps answers for a while, per shop, then asks again", async () => {
    let t = 0;
    const api = fakeApi();
    const boot = createShopBoot({
      apiUrl: "http://api.test",
      fetchImpl: api.fetchImpl,
      ttlMs: 1000,
      now: () => t,
      platformDomain: "platform.test",
    });
    await boot.bootFor("demo.platform.test");
    await boot.bootFor("demo.platform.test");
    expect(api.calls).toHaveLength(3);
    await boot.bootFor("kala.platform.test");
    expect(api.calls).toHaveLength(5); // the list is shared, kala's data is its own
    t = 1500;
    await boot.bootFor("demo.platform.test");
    expect(api.calls).toHaveLength(8);
  });

  it("an unknown shop gets the list alone, so the page says so at once", async () => {
    const api = fakeApi();
    const boot = createShopBoot({
      apiUrl: "http://api.test",
      platformDomain: "platform.test",
      fetchImpl: api.fetchImpl,
    });
    expect(await boot.bootFor("nosuchshop.platform.test")).toEqual({
      host: "nosuchshop.platform.test",
      shops: ["demo", "kala"],
    });
    expect(api.calls).toEqual(["/subdomains"]);
  });

  it("no data when the API is down or slow; a failure is not kept", async () => {
    const down = fakeApi({ down: true });
    const boot = createShopBoot({ apiUrl: "http://api.test", fetchImpl: down.fetchImpl });
    expect(await boot.bootFor("demo.localhost")).toBeNull();
    expect(await boot.bootFor("demo.localhost")).toBeNull();
    expect(down.calls).toEqual(["/subdomains", "/subdomains"]);
    const slow = fakeApi({ hang: true });
    const started = Date.now();
    const bootSlow = createShopBoot({ apiUrl: "http://api.test", fetchImpl: slow.fetchImpl, timeoutMs: 50 });
    expect(await bootSlow.bootFor("demo.localhost")).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a shop the API cannot load gets no shop data (the page fetches it and shows the failure)", async () => {
    const api = fakeApi({ shopStatus: 500 });
    const boot = createShopBoot({ apiUrl: "http://api.test", fetchImpl: api.fetchImpl });
    const data = await boot.bootFor("demo.localhost");
    expect(data).toEqual({ host: "demo.localhost", shops: ["demo", "kala"], shopId: "demo" });
  });
});

describe("bootScript", () => {
  it("puts the data in a JSON block that no text can close", () => {
    const boot: ShopBoot = { host: "demo.localhost", shops: ["</script><script>alert(1)</script>"] };
    const html = bootScript(boot);
    expect(html).toMatch(new RegExp(`^<script type="application/json" id="${BOOT_ELEMENT_ID}">`));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const block = /<script type="application\/json" id="shop-boot">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(block).shops[0]).toBe("</script><script>alert(1)</script>");
  });
});
