import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { isInBag } from "../../domain/cart";
import { isSoldOut } from "../../domain/catalogue";
import type { ProductLike } from "../../domain/shapes";
import { t } from "../../i18n/t";
import { $cart } from "../../stores/cart";
import { addToBag } from "../../stores/cartActions";
import type { Wording } from "../wording";
import { PriceTag } from "./PriceTag";
import { ProductImage } from "./ProductImage";
import { WishlistToggle } from "./WishlistToggle";
import "./catalogue.css";

interface Props {
  product: ProductLike;
  shopId: string;
  words: Wording;
}

/** Where a card stands: "lcp" for the first row (fetched first), "fold" above the fold (not lazy). */
export type CardPlace = "lcp" | "fold" | "below";

/** A product in the home grid (SPEC §2): image, name, category, price, and the bag and wishlist controls. */
export function ProductCard({ product, shopId, words, place = "below" }: Props & { place?: CardPlace }) {
  const href = `/product/${encodeURIComponent(product.productId)}`;
  return (
    <li className="product-card">
      <a className="product-link" href={href}>
        <ProductImage
          src={product.productImages[0]}
          alt={product.productName}
          eager={place === "fold"}
          priority={place === "lcp"}
        />
        <h2 className="product-name">{product.productName}</h2>
      </a>
      {product.productCategory ? <p className="product-category">{product.productCategory}</p> : null}
      <PriceTag product={product} />
      <div className="card-actions" data-saved="cart">
        <BagAction product={product} shopId={shopId} words={words} href={href} />
        <WishlistToggle product={product} />
      </div>
    </li>
  );
}

/** ADD TO BAG, or GO TO BAG once it is there; sold out: said, with NOTIFY ME (on its page); variants: choose them on the product page. */
function BagAction({ product, shopId, words, href }: Props & { href: string }) {
  const inBag = isInBag(useStore($cart), product.productId);
  // The pressed button turns into GO TO BAG: the keyboard's place moves onto it instead of being lost.
  const goToBag = useRef<HTMLAnchorElement>(null);
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (added && inBag) goToBag.current?.focus();
  }, [added, inBag]);
  const forName = <span className="visually-hidden"> {product.productName}</span>;
  if (inBag) {
    return (
      <a ref={goToBag} className="button button-quiet" href="/cart">
        {words.goToBag}
      </a>
    );
  }
  if (isSoldOut(product)) {
    // Sold out: said, and "Notify me" offered on the product's page, its form open there (issue 36).
    return (
      <>
        <p className="sold-out-note">{words.outOfStock}</p>
        <a className="button" href={`${href}#notify`}>
          {t("NOTIFY ME")}
          {forName}
        </a>
      </>
    );
  }
  if (product.hasVariants) {
    return (
      <a className="button" href={href}>
        {words.chooseOptions}
        {forName}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        setAdded(true);
        addToBag(product, shopId, { count: 1 });
      }}
    >
      {words.addToBag}
      {forName}
    </button>
  );
}
