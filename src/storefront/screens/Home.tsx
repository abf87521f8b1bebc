import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $catalogue, loadCatalogue } from "../../stores/catalogue";
import { ProductCard } from "../catalogue/ProductCard";
import { LoadFailed, Spinner } from "../Status";
import type { ScreenProps } from "../screenProps";
import { wordingFor } from "../wording";

/** The shop's home page (SPEC §2 /): its products as a responsive grid. */
export default function Home({ storeData }: ScreenProps) {
  const { shopId } = storeData;
  const catalogue = useStore($catalogue);
  const words = wordingFor(storeData);
  useEffect(() => {
    void loadCatalogue(shopId);
  }, [shopId]);

  const products = catalogue.shopId === shopId ? catalogue.products : [];
  return (
    <section className="screen" aria-labelledby="home-title">
      <h1 id="home-title">{words.listTitle}</h1>
      {products.length > 0 ? (
        <ul className="product-grid">
          {products.map((product) => (
            <ProductCard key={product.productId} product={product} shopId={shopId} words={words} />
          ))}
        </ul>
      ) : catalogue.status === "FAILED" ? (
        <LoadFailed onRetry={() => void loadCatalogue(shopId)} />
      ) : catalogue.status === "LOADING" ? (
        <Spinner label="Loading products" />
      ) : (
        <p className="empty">This shop has no products yet. Please visit again soon.</p>
      )}
    </section>
  );
}
