import { describe, expect, it, vi } from "vitest";
import { BOOT_ELEMENT_ID, type ShopBoot } from "../contract/boot";
import { DEFAULT_CATALOGUE_QUERY } from "../domain/catalogueQuery";
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

/** A product of the shop's first page, and one past it (a product page's, carried on its own). */
const listedProduct = {
  productId: "listed",
  productName: "Toor Dal",
  productDescription: "",
  productCategory: "Grocery",
  productImages: [],
  productPrice: 120,
  productdiscountPrice: 0,
  onePiecePrice: 120,
  gst: 5,
  productUnits: 10,
  hasVariants: false,
  variants: [],
  shopId: "demo",
};
const deepProduct = { ...listedProduct, productId: "deep", productName: "Copper Bottle" };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fake API with the shops demo and kala: answers by path, counts calls, optionally never answers. */
function fakeApi(
  opts: {
    down?: boolean;
    hang?: boolean;
    shopStatus?: number;
    answerAs?: string;
    listed?: boolean;
    productAs?: string;
  } = {},
) {
  const calls: string[] = [];
  const listings: unknown[] = [];
  const known = new Set(["demo", "kala"]);
  const fetchImpl = vi.fn(async (input: string | URL | Request, options?: RequestInit) => {
    // The client hands fetch a Request (its body, its signal) and options of its own.
    const request = new Request(input, options);
    const { pathname: path, searchParams } = new URL(request.url);
    const init = { signal: request.signal, body: request.method === "POST" ? await request.text() : null };
    calls.push(path);
    if (opts.down) throw new TypeError("fetch failed");
    if (opts.hang)
      return new Promise<Response>((_, reject) =>
        init.signal.addEventListener("abort", () => reject(init.signal.reason)),
      );
    if (path === "/shop/by-host") {
      if (opts.shopStatus) return json({ error: "x" }, opts.shopStatus);
      const shopId = (searchParams.get("host") ?? "").split(".")[0] ?? "";
      if (!known.has(shopId))
        return json({ error: `No shop has the subdomain ${shopId}`, field: "host" }, 404);
      return json({ response: { ...storeData, shopId: opts.answerAs ?? shopId } });
    }
    if (path === "/shop/product") {
      const { shopId, productId } = JSON.parse(String(init?.body)) as { shopId: string; productId: string };
      return known.has(shopId) && productId === "deep"
        ? json({ response: { ...deepProduct, shopId: opts.productAs ?? shopId } })
        : json({ error: "Product not found" }, 404);
    }
    if (path === "/shop/products") {
      const { shopId, ...listing } = JSON.parse(String(init?.body)) as { shopId: string };
      listings.push(listing);
      const response = opts.listed ? [listedProduct] : [];
      const page = { response, page: 1, pageSize: 24, pages: 1, total: response.length, categories: [] };
      return known.has(shopId) ? json(page) : json({ error: "Shop not found" }, 404);
    }
    return json({ error: "not found" }, 404);
  }) as unknown as typeof fetch;
  return {
    calls,
    listings,
    fetchImpl,
    known,
    requested: () =>
      vi.mocked(fetchImpl).mock.calls.map((c) => (c[0] instanceof Request ? c[0].url : String(c[0]))),
  };
}

describe("createShopBoot", () => {
  it("gives a shop its own data and catalogue, asking for the shop by host and its products at once", async () => {
    const api = fakeApi();
    const boot = createShopBoot({
      apiUrl: "http://api.test/",
      platformDomain: "platform.test",
      fetchImpl: api.fetchImpl,
    });
    const data = await boot.bootFor("demo.platform.test:4321");
    expect(data).toMatchObject({
      host: "demo.platform.test:4321",
      shopId: "demo",
      catalogue: { response: [], total: 0, query: DEFAULT_CATALOGUE_QUERY },
    });
    expect(data?.storeData?.upiId).toBe("demo@upi");
    expect(api.calls.sort()).toEqual(["/shop/by-host", "/shop/products"]);
    expect(api.requested()).toContain("http://api.test/shop/by-host?host=demo.platform.test%3A4321");
    // The page names its own shop and no other: the shop list is never asked for nor carried.
    expect(Object.keys(data ?? {}).sort()).toEqual(["catalogue", "host", "shopId", "storeData"]);
    expect(JSON.stringify(data)).not.toContain("kala");
  });

  it("asks for the page a home URL's listing names, and keeps each listing apart", async () => {
    const api = fakeApi();
    const boot = createShopBoot({ apiUrl: "http://api.test", fetchImpl: api.fetchImpl });
    const listing = { q: "dal", category: "Groceries", sort: "price-asc" as const, page: 2 };
    expect(await boot.bootFor("demo.localhost", listing)).toMatchObject({ catalogue: { query: listing } });
    await boot.bootFor("demo.localhost", listing);
    await boot.bootFor("demo.localhost");
    expect(api.listings).toEqual([listing, DEFAULT_CATALOGUE_QUERY]);
  });

  it("carries a product page's product when the catalogue's page does not hold it, and only then", async () => {
    const api = fakeApi({ listed: true });
    const boot = createShopBoot({ apiUrl: "http://api.test", fetchImpl: api.fetchImpl });
    const deep = await boot.bootFor("demo.localhost", undefined, "deep");
    expect(deep?.product).toMatchObject({ productId: "deep", productName: "Copper Bottle", shopId: "demo" });
    expect(deep?.catalogue?.response.map((p) => p.productId)).toEqual(["listed"]);
    // Asked with the shop and its page, not after them.
    expect(api.calls.sort()).toEqual(["/shop/by-host", "/shop/product", "/shop/products"]);
    // On the page already: not carried twice. Unknown: the page goes out without it (the app says not found).
    expect(await boot.bootFor("demo.localhost", undefined, "listed")).not.toHaveProperty("product");
    const missing = await boot.bootFor("demo.localhost", undefined, "nosuch");
    expect(missing).toMatchObject({ shopId: "demo" });
    expect(missing).not.toHaveProperty("product");
    // Other screens ask for no product.
    api.calls.length = 0;
    await boot.bootFor("kala.localhost");
    expect(api.calls).not.toContain("/shop/product");
  });

  it("never carries another shop's product", async () => {
    const api = fakeApi({ productAs: "kala" });
    const boot = createShopBoot({ apiUrl: "http://api.test", fetchImpl: api.fetchImpl });
    const data = await boot.bootFor("demo.localhost", undefined, "deep");
    expect(data).toMatchObject({ shopId: "demo" });
    expect(JSON.stringify(data)).not.toContain("Copper Bottle");
  });

  it("keeps a shop's answers for a while, per shop, then asks again", async () => {
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
    await boot.bootFor("DEMO.platform.test:4321");
    expect(api.calls).toHaveLength(2);
    await boot.bootFor("kala.platform.test");
    expect(api.calls).toHaveLength(4);
    t = 1500;
    await boot.bootFor("demo.platform.test");
    expect(api.calls).toHaveLength(6);
  });

  it("an unknown shop gets a block without a shop, so the page says so at once", async () => {
    const api = fakeApi();
    const boot = createShopBoot({
      apiUrl: "http://api.test",
      platformDomain: "platform.test",
      fetchImpl: api.fetchImpl,
    });
    expect(await boot.bootFor("nosuchshop.platform.test")).toEqual({ host: "nosuchshop.platform.test" });
  });

  it("does not keep a shop's absence: a shop created a moment later is live on the next page view", async () => {
    const api = fakeApi();
    const boot = createShopBoot({ apiUrl: "http://api.test", fetchImpl: api.fetchImpl });
    expect(await boot.bootFor("fresh.localhost")).toEqual({ host: "fresh.localhost" });
    api.known.add("fresh");
    expect(await boot.bootFor("fresh.localhost")).toMatchObject({
      shopId: "fresh",
      catalogue: { response: [] },
    });
  });

  it("asks nothing for a host no shop can live at", async () => {
    const api = fakeApi();
    const boot = createShopBoot({ apiUrl: "http://api.test", fetchImpl: api.fetchImpl });
    expect(await boot.bootFor("localhost:4321")).toEqual({ host: "localhost:4321" });
    expect(await boot.bootFor("my_shop.localhost")).toEqual({ host: "my_shop.localhost" });
    expect(api.calls).toEqual([]);
  });

  it("no data when the API is down or slow; a failure is not kept", async () => {
    const down = fakeApi({ down: true });
    const boot = createShopBoot({ apiUrl: "http://api.test", fetchImpl: down.fetchImpl });
    expect(await boot.bootFor("demo.localhost")).toBeNull();
    expect(await boot.bootFor("demo.localhost")).toBeNull();
    expect(down.calls.filter((c) => c === "/shop/by-host")).toHaveLength(2);
    const slow = fakeApi({ hang: true });
    const started = Date.now();
    const bootSlow = createShopBoot({ apiUrl: "http://api.test", fetchImpl: slow.fetchImpl, timeoutMs: 50 });
    expect(await bootSlow.bootFor("demo.localhost")).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("no data when the API fails the lookup or answers for another shop (the page asks and says so)", async () => {
    for (const api of [fakeApi({ shopStatus: 500 }), fakeApi({ answerAs: "kala" })]) {
      const boot = createShopBoot({ apiUrl: "http://api.test", fetchImpl: api.fetchImpl });
      expect(await boot.bootFor("demo.localhost")).toBeNull();
    }
  });

  it("a shop whose catalogue does not come still gets its data", async () => {
    const api = fakeApi();
    const boot = createShopBoot({
      apiUrl: "http://api.test",
      fetchImpl: (async (input: string | URL | Request, init?: RequestInit) =>
        new Request(input, init).url.endsWith("/shop/products")
          ? json({ error: "busy" }, 503)
          : api.fetchImpl(input, init)) as typeof fetch,
    });
    expect(await boot.bootFor("demo.localhost")).toEqual({
      host: "demo.localhost",
      shopId: "demo",
      storeData: expect.objectContaining({ shopId: "demo" }),
    });
  });
});

describe("bootScript", () => {
  it("puts the data in a JSON block that no text can close", () => {
    const boot: ShopBoot = { host: "</script><script>alert(1)</script>" };
    const html = bootScript(boot);
    expect(html).toMatch(new RegExp(`^<script type="application/json" id="${BOOT_ELEMENT_ID}">`));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const block = /<script type="application\/json" id="shop-boot">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(block).host).toBe("</script><script>alert(1)</script>");
  });
});
