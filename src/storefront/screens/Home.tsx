import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { StoreData } from "../../contract/shop";
import type { ProductLike } from "../../domain/shapes";
import { takeBootLoaded } from "../../stores/boot";
import { $catalogue, loadCatalogue } from "../../stores/catalogue";
import type { LoadingStatus } from "../../stores/store";
import { type CardPlace, ProductCard } from "../catalogue/ProductCard";
import { LoadFailed, Spinner } from "../Status";
import type { ScreenProps } from "../screenProps";
import { wordingFor } from "../wording";

/** The shop's home page (SPEC §2 /): its products as a responsive grid. */
export default function Home({ storeData }: ScreenProps) {
  const { shopId } = storeData;
  const catalogue = useStore($catalogue);
  useEffect(() => {
    // The start-up already filled the catalogue from the shell's data: no second load.
    if (!takeBootLoaded(`catalogue:${shopId}`)) void loadCatalogue(shopId);
  }, [shopId]);

  const products = catalogue.shopId === shopId ? catalogue.products : [];
  return (
    <HomeView
      storeData={storeData}
      products={products}
      status={catalogue.status}
      onRetry={() => void loadCatalogue(shopId)}
    />
  );
}

/** Cards on a phone's first screen (two columns, two rows): not lazy; the first row is fetched first. */
const FOLD = 4;
const placeOf = (index: number): CardPlace => (index < 2 ? "lcp" : index < FOLD ? "fold" : "below");

/** The home's markup for a product list: the app's screen and the server's first paint (FirstPaint) draw it. */
export function HomeView({
  storeData,
  products,
  status,
  onRetry,
}: {
  storeData: StoreData;
  products: ProductLike[];
  status: LoadingStatus;
  onRetry: () => void;
}) {
  const words = wordingFor(storeData);
  return (
    <section className="screen" aria-labelledby="home-title">
      <h1 id="home-title">{words.listTitle}</h1>
      {products.length > 0 ? (
        <ul className="product-grid">
          {products.map((product, i) => (
            <ProductCard
              key={product.productId}
              product={product}
              shopId={storeData.shopId}
              words={words}
              place={placeOf(i)}
            />
          ))}
        </ul>
      ) : status === "FAILED" ? (
        <LoadFailed onRetry={onRetry} />
      ) : status === "LOADING" ? (
        <Spinner label="Loading products" />
      ) : (
        <p className="empty">This shop has no products yet. Please visit again soon.</p>
      )}
    </section>
  );
}
