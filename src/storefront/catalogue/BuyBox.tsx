import { useStore } from "@nanostores/react";
import { useState } from "react";
import { isInBag } from "../../domain/cart";
import type { ProductLike } from "../../domain/shapes";
import { t } from "../../i18n/t";
import { $cart } from "../../stores/cart";
import { addToBag } from "../../stores/cartActions";
import type { Wording } from "../wording";
import { NotifyButton } from "./NotifyButton";
import { WishlistToggle } from "./WishlistToggle";

interface Props {
  product: ProductLike;
  shopId: string;
  selection: { size: string; color: string };
  quantity: number;
  words: Wording;
}

/** ADD TO BAG (GO TO BAG once this size and colour is there; out of stock: said, with NOTIFY ME) and the wishlist toggle. */
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
      ) : quantity === 0 ? (
        // Sold out (this size and colour; the stock line above says so): "Notify me" (issue 36).
        <NotifyButton
          product={product}
          shopId={shopId}
          size={product.hasVariants ? size : ""}
          color={product.hasVariants ? color : ""}
        />
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            addToBag(product, shopId, { size, color, count: quantity });
            setAdded(true);
          }}
        >
          {words.addToBag}
        </button>
      )}
      <WishlistToggle product={product} withText />
      <p className="visually-hidden" role="status">
        {added && inBag ? t("Added to bag") : ""}
      </p>
    </div>
  );
}
