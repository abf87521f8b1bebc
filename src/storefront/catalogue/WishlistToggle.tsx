import { useStore } from "@nanostores/react";
import type { ProductLike } from "../../domain/shapes";
import { isWishlisted } from "../../domain/wishlist";
import { $cart } from "../../stores/cart";
import { toggleWishlist } from "../../stores/cartActions";
import "./catalogue.css";
import { t } from "../../i18n/t";

/** The heart: a toggle button (aria-pressed) that adds the product to the wishlist or removes it. */
export function WishlistToggle({ product, withText = false }: { product: ProductLike; withText?: boolean }) {
  const on = isWishlisted(useStore($cart), product.productId);
  return (
    <button
      type="button"
      className={withText ? "wish-toggle with-text" : "wish-toggle"}
      aria-pressed={on}
      onClick={() => toggleWishlist(product)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 5.3 3.1 1.8-2 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.2C19.5 16.4 12 21 12 21z"
          fill={on ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className={withText ? undefined : "visually-hidden"}>
        {withText ? t("Wishlist") : t("Wishlist {name}", { name: product.productName })}
      </span>
    </button>
  );
}
