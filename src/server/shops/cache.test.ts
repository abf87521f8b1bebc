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

describe("shop cache across replicas", () => {
  it("an order placed on one replica makes the other reload that shop's catalogue, not another's", async () => {
    const { a, b, sent } = twoReplicas();
    const demo = counting();
    const kala = counting();
    await b.catalogue("demo", demo.load as never);
    await b.catalogue("kala", kala.load as never);
    await a.invalidateCatalogue("demo");
    expect(sent).toEqual(["catalogue:demo"]);
    await b.catalogue("demo", demo.load as never);
    await b.catalogue("kala", kala.load as never);
    expect([demo.count(), kala.count()]).toEqual([2, 1]);
  });

  it("a changed shop refreshes its data, its catalogue and the shop list everywhere; 'all' refreshes everything", async () => {
    const { a, b } = twoReplicas();
    const list = counting();
    const store = counting();
    await b.subdomains(list.load);
    await b.storeData("demo", store.load as never);
    await a.invalidateShop("demo");
    await b.subdomains(list.load);
    await b.storeData("demo", store.load as never);
    expect([list.count(), store.count()]).toEqual([2, 2]);
    await a.invalidateShops();
    await b.subdomains(list.load);
    expect(list.count()).toBe(3);
  });

  it("ignores a message it does not understand", async () => {
    const cache = createShopCache();
    const list = counting();
    await cache.subdomains(list.load);
    for (const junk of ["", "catalogue:", "shop", "everything", "drop:demo"]) cache.apply(junk);
    await cache.subdomains(list.load);
    expect(list.count()).toBe(1);
  });

  it("a shop id with a colon stays whole", async () => {
    const { a, b } = twoReplicas();
    const odd = counting();
    await b.catalogue("a:b", odd.load as never);
    await a.invalidateCatalogue("a:b");
    await b.catalogue("a:b", odd.load as never);
    expect(odd.count()).toBe(2);
  });
});
