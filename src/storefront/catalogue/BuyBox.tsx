import { useStore } from "@nanostores/react";
import { useState } from "react";
import { isInBag } from "../../domain/cart";
import type { ProductLike } from "../../domain/shapes";
import { t } from "../../i18n/t";
import { $cart } from "../../stores/cart";
import { addToBag } from "../../stores/cartActions";
import type { Wording } from "../wording";
import { WishlistToggle } from "./WishlistToggle";

interface Props {
  product: ProductLike;
  shopId: string;
  selection: { size: string; color: string };
  quantity: number;
  words: Wording;
}

/** ADD TO BAG (GO TO BAG once this size and colour is there; disabled when out of stock) and the wishlist toggle. */
export function BuyBox({ product, shopId, selection, quantity, words }: Props) {
  const [added, setAdded] = useState(false);
  const { size, color } = selection;
  const inBag = isInBag(
    useStore($cart),
    product.productId,
    product.hasVariants ? size : "",
    product.hasVariants ? color : "",
  );
  return (
    <div className="buy-box" data-saved="cart">
      {inBag ? (
        <a className="button" href="/cart">
          {words.goToBag}
        </a>
      ) : (
        <button
          type="button"
          className="button"
          disabled={quantity === 0}
          onClick={() => {
            addToBag(product, shopId, { size, color, count: quantity });
            setAdded(true);
          }}
        >
          {quantity === 0 ? words.outOfStock : words.addToBag}
        </button>
      )}
      <WishlistToggle product={product} withText />
      <p className="visually-hidden" role="status">
        {added && inBag ? t("Added to bag") : ""}
      </p>
    </div>
  );
}
