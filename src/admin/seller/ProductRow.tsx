/**
 * One product of the seller's list: its cover, name, price and category,
 * its stock fields, and "Edit" and "Archive" (or "Restore") behind a
 * confirmation.
 */
import type { SellerProduct } from "../../contract/seller";
import { formatInr } from "../../domain/inr";
import { photoSrcset, smallestPhoto } from "../../domain/photos";
import { archiveOrRestore } from "../../stores/products";
import { staffHref } from "../routes";
import { ConfirmButton } from "../ui";
import { StockEdits } from "./StockEdits";

export function ProductRow({
  product: p,
  onArchived,
}: {
  product: SellerProduct;
  /** After an archive or restore: true when it was done. */
  onArchived: (done: boolean) => void;
}) {
  return (
    <li className="console-product">
      <div className="console-product-head">
        {p.images[0] ? (
          <img
            src={smallestPhoto(p.images[0])}
            srcSet={photoSrcset(p.images[0])}
            sizes="56px"
            alt=""
            width={56}
            height={56}
            loading="lazy"
          />
        ) : null}
        <div>
          <h3>
            <a href={staffHref("product", { productId: p.productId })}>{p.name}</a>
          </h3>
          <p className="console-muted">
            {p.sellingPrice > 0 && p.sellingPrice < p.mrp ? (
              <>
                {formatInr(p.sellingPrice)} <s>{formatInr(p.mrp)}</s>
              </>
            ) : (
              formatInr(p.mrp)
            )}
            {p.category ? ` · ${p.category}` : ""}
          </p>
        </div>
      </div>
      <StockEdits product={p} />
      <div className="console-actions console-product-actions">
        <a className="button button-secondary" href={staffHref("product", { productId: p.productId })}>
          Edit<span className="visually-hidden"> {p.name}</span>
        </a>
        <ConfirmButton
          label={p.archived ? "Restore" : "Archive"}
          hiddenLabel={p.name}
          title={p.archived ? `Restore ${p.name}?` : `Archive ${p.name}?`}
          text={
            p.archived
              ? "It comes back to the shop with its stock and prices."
              : "It leaves the shop at once. Past orders keep it, and you can restore it from Archived."
          }
          confirm={p.archived ? "Restore" : "Archive"}
          keep="Cancel"
          danger={!p.archived}
          onConfirm={() => void archiveOrRestore(p).then(onArchived)}
        />
      </div>
    </li>
  );
}
