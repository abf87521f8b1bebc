import type { ShopBoot } from "../contract/boot";
import { t } from "../i18n/t";
import { ProductDetail } from "./catalogue/ProductDetail";
import { matchShopPath } from "./router";
import { ShopClosed } from "./ShopClosed";
import { ShopFrame } from "./ShopFrame";
import { Spinner } from "./Status";
import { StoreNotFound } from "./StoreNotFound";
import Cart from "./screens/Cart";
import { HomeView } from "./screens/Home";
import { LoginPrompt } from "./screens/LoginPrompt";
import Wishlist from "./screens/Wishlist";

const retry = () => {};

/**
 * The storefront's first paint, drawn on the server from the data the shell
 * carries (src/web/shopBoot.ts) with the app's own components, so a phone
 * shows the shop before any JavaScript runs: the header and the home grid,
 * a product, the wishlist, the bag or the order history, as a new visitor
 * sees them (the stores at their defaults). Other screens show the header and
 * a spinner. The app
 * (Storefront.tsx) replaces it with the same page on its first render.
 */
export function FirstPaint({ boot, pathname }: { boot: ShopBoot | null; pathname: string }) {
  if (!boot) return <Spinner label={t("Loading shop")} />;
  if (!boot.shopId) return <StoreNotFound />;
  const { storeData, catalogue } = boot;
  if (!storeData) {
    return (
      <main>
        <Spinner label={t("Loading shop")} />
      </main>
    );
  }
  if (storeData.status !== "open") return <ShopClosed storeData={storeData} />;
  const page = matchShopPath(pathname);
  const props = { storeData, params: page?.params ?? {} };
  let screen = <Spinner />;
  if (page?.route === "home" && catalogue) {
    const shown = { ...catalogue, products: catalogue.response, status: "SUCCESS" as const };
    screen = <HomeView storeData={storeData} catalogue={shown} onRetry={retry} />;
  } else if (page?.route === "product") {
    // From the catalogue's page, or the one product the shell carried when the page does not hold it.
    const id = props.params.id;
    const product =
      catalogue?.response.find((p) => p.productId === id) ??
      (boot.product?.productId === id ? boot.product : null);
    if (product) screen = <ProductDetail product={product} storeData={storeData} />;
  } else if (page?.route === "wishlist") {
    screen = <Wishlist {...props} />;
  } else if (page?.route === "cart") {
    screen = <Cart {...props} />;
  } else if (page?.route === "history") {
    screen = <VisitorHistory />;
  }
  return (
    <ShopFrame storeData={storeData} route={page?.route}>
      {screen}
    </ShopFrame>
  );
}

/**
 * The order history as a visitor sees it (screens/History.tsx with no one
 * signed in): drawn here without the screen's own code and styles, which a
 * signed-in shopper's orders need. Hidden until the app runs when someone is
 * signed in (data-saved="user").
 */
function VisitorHistory() {
  return (
    <section className="screen" data-saved="user">
      <h1>{t("MY ORDER HISTORY ({count} Items)", { count: 0 })}</h1>
      <LoginPrompt message={t("Login to see your orders")} />
    </section>
  );
}
