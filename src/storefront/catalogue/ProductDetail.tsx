import { useEffect, useState } from "react";
import type { StoreData } from "../../contract/shop";
import { clampQuantity, colorForSize, defaultSelection, gstPerPiece } from "../../domain/catalogue";
import { colorPhotoIndex } from "../../domain/colorPhotos";
import { formatInr } from "../../domain/inr";
import type { ProductLike } from "../../domain/shapes";
import { availableStock } from "../../domain/stock";
import { wordingFor } from "../wording";
import { BuyBox } from "./BuyBox";
import { Gallery } from "./Gallery";
import { PriceTag } from "./PriceTag";
import { QuantityPicker } from "./QuantityPicker";
import { VariantPicker } from "./VariantPicker";
import "./product.css";
import { shopDisplayName } from "../../domain/shopName";
import { t } from "../../i18n/t";

/** One product: images, description, price and GST, size then colour, quantity within stock, bag and wishlist. */
export function ProductDetail({ product, storeData }: { product: ProductLike; storeData: StoreData }) {
  const words = wordingFor(storeData);
  const [selection, setSelection] = useState(() => defaultSelection(product));
  const [wanted, setWanted] = useState(1);
  const [photo, setPhoto] = useState(0);
  const { size, color } = selection;
  // A chosen colour shows its own photo, when the seller gave one.
  const choose = (next: { size: string; color: string }) => {
    setSelection(next);
    const i = next.color === color ? -1 : colorPhotoIndex(product, next.color);
    if (i >= 0) setPhoto(i);
  };
  const stock = availableStock(product, size, color);
  const quantity = clampQuantity(product, wanted, size, color);

  useEffect(() => {
    document.title = `${product.productName} - ${shopDisplayName(storeData.settings.header.shopName, storeData.shopId)}`;
  }, [product.productName, storeData]);

  return (
    <article className="product-detail" aria-labelledby="product-title">
      <Gallery images={product.productImages} name={product.productName} index={photo} onShow={setPhoto} />
      <div className="product-info">
        {product.productCategory ? <p className="product-category">{product.productCategory}</p> : null}
        <h1 id="product-title">{product.productName}</h1>
        <PriceTag product={product} />
        <p className="gst">
          {product.gst > 0
            ? t("Inclusive of {gst}% GST ({amount} per piece)", {
                gst: product.gst,
                amount: formatInr(gstPerPiece(product)),
              })
            : t("No GST applies")}
        </p>
        {product.productDescription ? <p className="description">{product.productDescription}</p> : null}
        {product.hasVariants ? (
          <VariantPicker
            product={product}
            size={size}
            color={color}
            onSize={(s) => choose({ size: s, color: colorForSize(product, s, color) })}
            onColor={(c) => choose({ size, color: c })}
          />
        ) : null}
        <p className={stock > 0 ? "stock" : "stock stock-out"} aria-live="polite">
          {stock > 0 ? words.inStock(stock) : words.outOfStock}
        </p>
        {stock > 0 ? <QuantityPicker value={quantity} max={stock} onChange={setWanted} /> : null}
        <BuyBox
          product={product}
          shopId={storeData.shopId}
          selection={selection}
          quantity={quantity}
          words={words}
        />
      </div>
    </article>
  );
}
