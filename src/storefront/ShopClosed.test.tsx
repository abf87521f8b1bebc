import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { storeDataFixture } from "../stores/fixtures";
import { FirstPaint } from "./FirstPaint";
import { ShopClosed } from "./ShopClosed";

const closed = (status: "suspended" | "trialEnded") => ({
  ...storeDataFixture("chai", "Chai Corner"),
  status,
});

describe("a closed shop's page", () => {
  it("says why, with the shop's name", () => {
    const suspended = renderToStaticMarkup(<ShopClosed storeData={closed("suspended")} />);
    expect(suspended).toContain("<h1>This shop is closed for now</h1>");
    expect(suspended).toContain("Chai Corner is not taking orders at the moment.");
    const ended = renderToStaticMarkup(<ShopClosed storeData={closed("trialEnded")} />);
    expect(ended).toContain("<h1>This shop&#x27;s free trial has ended</h1>");
  });

  it("keeps the shop's header: its name and contact line, no nav or bag", () => {
    const shop = { ...closed("suspended") };
    shop.settings = { ...shop.settings, header: { ...shop.settings.header, phoneNumber: "+919876543210" } };
    const html = renderToStaticMarkup(<ShopClosed storeData={shop} />);
    expect(html).toContain('<span class="shop-name">Chai Corner</span>');
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).not.toContain("Wishlist");
  });

  it("an open shop shows itself, not this page", () => {
    expect(renderToStaticMarkup(<ShopClosed storeData={storeDataFixture()} />)).toBe("");
  });

  it("is the first paint of every path of a closed shop: no products, no bag", () => {
    for (const pathname of ["/", "/cart", "/product/x"]) {
      const html = renderToStaticMarkup(
        <FirstPaint
          boot={{ host: "chai.localhost", shopId: "chai", storeData: closed("suspended") }}
          pathname={pathname}
        />,
      );
      expect(html, pathname).toContain("This shop is closed for now");
      expect(html, pathname).not.toContain("Bag");
    }
  });
});
