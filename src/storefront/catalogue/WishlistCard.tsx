import { useStore } from "@nanostores/react";
import { isInBag } from "../../domain/cart";
import type { WishItem } from "../../domain/shapes";
import { $cart } from "../../stores/cart";
import { moveWishToBag, removeFromWishlist } from "../../stores/cartActions";
import { PriceTag } from "./PriceTag";
import { ProductImage } from "./ProductImage";
import "./catalogue.css";
import { t } from "../../i18n/t";

/**
 * One wishlist entry (SPEC §2): image or placeholder, name, category, price
 * (struck MRP plus one-piece price when discounted), a remove cross, a link
 * to the product, and GO TO CART (already in the bag) or ADD TO BAG.
 */
export function WishlistCard({ item, shopId }: { item: WishItem; shopId: string }) {
  const inBag = isInBag(useStore($cart), item.productId);
  return (
    <li className="product-card">
      <button
        type="button"
        className="remove-cross"
        aria-label={t("Remove {name} from wishlist", { name: item.productName })}
        onClick={() => removeFromWishlist(item.productId)}
      >
        <span aria-hidden="true">×</span>
      </button>
      <a className="product-link" href={`/product/${encodeURIComponent(item.productId)}`}>
        <ProductImage src={item.productImages[0]} alt={item.productName} />
        <h2 className="product-name">{item.productName}</h2>
      </a>
      {item.productCategory ? <p className="product-category">{item.productCategory}</p> : null}
      <PriceTag product={item} />
      <div className="card-actions">
        {inBag ? (
          <a className="button button-quiet" href="/cart">
            {t("GO TO CART")}
          </a>
        ) : (
          <button type="button" className="button" onClick={() => moveWishToBag(item.productId, shopId)}>
            {t("ADD TO BAG")}
            <span className="visually-hidden"> {item.productName}</span>
          </button>
        )}
      </div>
    </li>
  );
}
