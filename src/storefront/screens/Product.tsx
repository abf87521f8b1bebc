import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { t } from "../../i18n/t";
import { $product, listedProduct, loadProduct } from "../../stores/catalogue";
import { ProductDetail } from "../catalogue/ProductDetail";
import { LoadFailed, Spinner } from "../Status";
import type { ScreenProps } from "../screenProps";

/** Product detail (SPEC §2 /product/{id}), from POST /shop/product. */
export default function Product({ storeData, params }: ScreenProps) {
  const id = params.id ?? "";
  const { shopId } = storeData;
  const state = useStore($product);
  useEffect(() => {
    void loadProduct(shopId, id);
  }, [shopId, id]);

  const current = state.shopId === shopId && state.productId === id;
  // Before its load starts, the catalogue's copy (the first render draws what the server's first paint showed).
  const product = current ? state.product : listedProduct(shopId, id);
  if ((!current || state.status === "SUCCESS") && product) {
    return <ProductDetail key={id} product={product} storeData={storeData} />;
  }
  if (current && state.status === "NOT_FOUND") {
    return (
      <section className="screen empty">
        <h1>{t("Product not found")}</h1>
        <p>{t("This product is not available any more.")}</p>
        <a className="button" href="/">
          {t("GO TO SHOP")}
        </a>
      </section>
    );
  }
  if (current && state.status === "FAILED")
    return <LoadFailed onRetry={() => void loadProduct(shopId, id)} />;
  return <Spinner label={t("Loading product")} />;
}
