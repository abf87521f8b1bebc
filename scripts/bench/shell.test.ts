import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "../../src/domain/text";
import { bootOf, idLikeWords, shopIdsNamed, startupCalls } from "./shell";

const boot = {
  host: "sharma-kirana-4821.platform.localhost:4321",
  shopId: "sharma-kirana-4821",
  storeData: { shopId: "sharma-kirana-4821", header: { shopName: "Sharma </script> Store" } },
  products: [{ shopId: "sharma-kirana-4821", productId: "toor-dal-1kg-77" }],
};
const html = `<!doctype html><html><head><title>Sharma Kirana Store</title></head><body>
<a href="/product/toor-dal-1kg-77">Toor Dal</a>
<script type="application/json" id="shop-boot">${scriptSafeJson(boot)}</script>
<script type="module" src="/_astro/Storefront.abc-123.js"></script></body></html>`;

describe("a shell's data block", () => {
  it("is read back whole, a closing tag in the data included", () => {
    expect(bootOf(html)).toEqual(boot);
  });

  it("is null when the page has none, or a broken one", () => {
    expect(bootOf("<html></html>")).toBeNull();
    expect(bootOf('<script type="application/json" id="shop-boot">{oops</script>')).toBeNull();
  });
});

describe("the shops a page names", () => {
  it("lists each shopId once", () => {
    expect(shopIdsNamed(html)).toEqual(["sharma-kirana-4821"]);
  });

  it("finds every word shaped like a seeded shop id, for the database to check", () => {
    expect(idLikeWords(html).sort()).toEqual(["abc-123", "sharma-kirana-4821", "toor-dal-1kg-77"]);
    expect(idLikeWords("abc-123 x-y-9")).toEqual(["abc-123", "x-y-9"]);
  });
});

describe("startupCalls", () => {
  it("is none with the shop's data in the page or for a host no shop has, one without a block", () => {
    expect(startupCalls(boot as never)).toBe(0);
    expect(startupCalls({ host: "nosuch.platform.localhost" })).toBe(0);
    expect(startupCalls({ host: "x", shopId: "x" })).toBe(1);
    expect(startupCalls(null)).toBe(1);
  });
});
