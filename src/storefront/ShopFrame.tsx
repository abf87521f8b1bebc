import type { ReactNode, Ref } from "react";
import type { StoreData } from "../contract/shop";
import { t } from "../i18n/t";
import type { RouteName } from "./router";
import { ShopFooter } from "./ShopFooter";
import { ShopHeader } from "./ShopHeader";

/**
 * What every screen of a loaded shop sits in: the skip link, the header,
 * the one <main> and the footer. The app (ShopLayout) and the server's first paint
 * (FirstPaint) both draw it, so the app's first render replaces the served
 * HTML with the same layout.
 */
export function ShopFrame({
  storeData,
  route,
  mainRef,
  children,
}: {
  storeData: StoreData;
  route: RouteName | undefined;
  mainRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <>
      <a className="skip-link" href="#main">
        {t("Skip to content")}
      </a>
      <ShopHeader storeData={storeData} route={route} />
      <main id="main" ref={mainRef} tabIndex={-1}>
        {children}
      </main>
      <ShopFooter storeData={storeData} />
    </>
  );
}
