import { describe, expect, it } from "vitest";
import { type CacheMessage, createShopCache } from "./cache";

/** Two replicas' caches joined by an in-memory channel, as NOTIFY joins them (every listener, the sender too). */
function twoReplicas() {
  const sent: CacheMessage[] = [];
  const replicas: ReturnType<typeof createShopCache>[] = [];
  const publish = async (message: CacheMessage) => {
    sent.push(message);
    for (const r of replicas) r.apply(message);
  };
  replicas.push(createShopCache({ publish }), createShopCache({ publish }));
  return {
    a: replicas[0] as ReturnType<typeof createShopCache>,
    b: replicas[1] as ReturnType<typeof createShopCache>,
    sent,
  };
}

const counting = () => {
  let loads = 0;
  return { load: async () => [`v${++loads}`], count: () => loads };
};

/** A shop list page loader that counts its loads. */
const countingPages = () => {
  let loads = 0;
  return { load: async () => ({ ids: [`v${++loads}`], total: 1 }), count: () => loads };
};

/** A storeData loader that finds no shop, and counts. */
const missing = () => {
  let loads = 0;
  const load = async () => {
    loads += 1;
    return null;
  };
  return { load, count: () => loads };
};

describe("shop cache across replicas", () => {
  it("an order placed on one replica makes the other reload that shop's catalogue, not another's", async () => {
    const { a, b, sent } = twoReplicas();
    const demo = counting();
    const demoPage2 = counting();
    const demo2 = counting();
    const kala = counting();
    const read = async () => {
      await b.catalogue("demo", "page:1", demo.load as never);
      await b.catalogue("demo", "page:2", demoPage2.load as never);
      await b.catalogue("demo2", "page:1", demo2.load as never);
      await b.catalogue("kala", "page:1", kala.load as never);
    };
    await read();
    await read();
    await a.invalidateCatalogue("demo");
    expect(sent).toEqual(["catalogue:demo"]);
    await read();
    // Every answer about demo's catalogue again, none of another shop's (demo2's id starts with demo).
    expect([demo.count(), demoPage2.count(), demo2.count(), kala.count()]).toEqual([2, 2, 1, 1]);
  });

  it("a changed shop refreshes its data, its catalogue and the shop list everywhere; 'all' refreshes everything", async () => {
    const { a, b } = twoReplicas();
    const list = countingPages();
    const store = counting();
    await b.subdomains(1, 1000, list.load);
    await b.storeData("demo", store.load as never);
    await a.invalidateShop("demo");
    await b.subdomains(1, 1000, list.load);
    await b.storeData("demo", store.load as never);
    expect([list.count(), store.count()]).toEqual([2, 2]);
    await a.invalidateShops();
    await b.subdomains(1, 1000, list.load);
    expect(list.count()).toBe(3);
  });

  it("ignores a message it does not understand", async () => {
    const cache = createShopCache();
    const list = countingPages();
    await cache.subdomains(1, 1000, list.load);
    for (const junk of ["", "catalogue:", "shop", "everything", "drop:demo"]) cache.apply(junk);
    await cache.subdomains(1, 1000, list.load);
    expect(list.count()).toBe(1);
  });

  it("a shop id with a colon stays whole", async () => {
    const { a, b } = twoReplicas();
    const odd = counting();
    await b.catalogue("a:b", "page:1", odd.load as never);
    await a.invalidateCatalogue("a:b");
    await b.catalogue("a:b", "page:1", odd.load as never);
    expect(odd.count()).toBe(2);
  });
});

describe("the shop list's pages", () => {
  it("keeps each page apart", async () => {
    const cache = createShopCache();
    const first = countingPages();
    const second = countingPages();
    await cache.subdomains(1, 2, first.load);
    await cache.subdomains(2, 2, second.load);
    await cache.subdomains(1, 2, first.load);
    await cache.subdomains(1, 3, first.load);
    expect([first.count(), second.count()]).toEqual([2, 1]);
  });
});

describe("shops found missing", () => {
  it("are remembered for missTtlMs, then asked for again", async () => {
    let now = 0;
    const cache = createShopCache({ missTtlMs: 2000, now: () => now });
    const lookup = missing();
    expect(await cache.storeData("fresh", lookup.load)).toBeNull();
    now = 1999;
    expect(await cache.storeData("fresh", lookup.load)).toBeNull();
    expect(lookup.count()).toBe(1);
    now = 2001;
    await cache.storeData("fresh", lookup.load);
    expect(lookup.count()).toBe(2);
  });

  it("are forgotten on every replica when the shop is announced (shop:{id} or all), not by a catalogue change", async () => {
    const { a, b } = twoReplicas();
    const lookup = missing();
    await b.storeData("fresh", lookup.load);
    await a.invalidateCatalogue("fresh");
    await b.storeData("fresh", lookup.load);
    expect(lookup.count()).toBe(1);
    await a.invalidateShop("fresh");
    await b.storeData("fresh", lookup.load);
    expect(lookup.count()).toBe(2);
    await a.invalidateShops();
    await b.storeData("fresh", lookup.load);
    expect(lookup.count()).toBe(3);
  });

  it("one shop's announcement leaves another's miss remembered", async () => {
    const { a, b } = twoReplicas();
    const other = missing();
    await b.storeData("other", other.load);
    await a.invalidateShop("fresh");
    await b.storeData("other", other.load);
    expect(other.count()).toBe(1);
  });

  it("a lookup under way when the shop is announced does not remember its miss", async () => {
    const cache = createShopCache();
    let answer: (value: null) => void = () => {};
    let loads = 0;
    const slow = () => {
      loads += 1;
      return new Promise<null>((resolve) => {
        answer = resolve;
      });
    };
    const pending = cache.storeData("fresh", slow);
    await cache.invalidateShop("fresh"); // the shop's row committed while the lookup was reading
    answer(null);
    expect(await pending).toBeNull();
    const found = { shopId: "fresh" } as never;
    expect(await cache.storeData("fresh", async () => found)).toBe(found);
    expect(loads).toBe(1);
  });

  it("are bounded: the oldest is dropped past maxEntries", async () => {
    const cache = createShopCache({ maxEntries: 2 });
    const lookup = missing();
    for (const id of ["a", "b", "c"]) await cache.storeData(id, lookup.load);
    await cache.storeData("a", lookup.load);
    await cache.storeData("c", lookup.load);
    expect(lookup.count()).toBe(4);
  });
});
