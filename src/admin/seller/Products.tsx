/**
 * The shop's products: search, tabs (active, low stock, archived), a page at
 * a time; each row's stock edited in place against the version it showed
 * (a 409 shows the server's figure and reloads the product), and archive or
 * restore behind a confirmation.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { archiveProduct, editStock, getProduct, listProducts, type ProductShow } from "../../api/seller";
import { PRODUCT_PAGE_SIZE, type ProductListResponse, type SellerProduct } from "../../contract/seller";
import { formatInr } from "../../domain/inr";
import { photoSrcset, smallestPhoto } from "../../domain/photos";
import { variantLabel } from "../../domain/stockEdit";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { ConfirmButton, Loading, Pager, ScreenTitle } from "../ui";
import { CatalogueFile } from "./CatalogueFile";

/** The tab an address names (?show=low, ?show=archived), else the products on sale. */
const productShowOf = (value: string | undefined): ProductShow =>
  value === "low" || value === "archived" ? value : "active";

const TABS: { show: ProductShow; label: string }[] = [
  { show: "active", label: "Active" },
  { show: "low", label: "Low stock" },
  { show: "archived", label: "Archived" },
];

export default function Products({ shopId, route }: SellerScreenProps) {
  const [show, setShow] = useState<ProductShow>(productShowOf(route.search.show));
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [list, setList] = useState<ProductListResponse | null>(null);
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");
  const top = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    setError("");
    try {
      setList(await listProducts(shopId, { q, page, show }));
    } catch (cause) {
      setError(serverProblems(cause)?.message ?? "Could not load the products. Check your connection.");
    }
  }, [shopId, q, page, show]);
  useEffect(() => {
    void load();
  }, [load]);

  const replace = (fresh: SellerProduct) =>
    setList(
      (l) => l && { ...l, products: l.products.map((p) => (p.productId === fresh.productId ? fresh : p)) },
    );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get("q") ?? "").trim());
    setPage(1);
  };

  const archive = async (product: SellerProduct) => {
    setMessage("");
    try {
      await archiveProduct(shopId, product.productId, !product.archived);
      setMessage(
        product.archived
          ? `Restored ${product.name}: it is back in the shop.`
          : `Archived ${product.name}: it has left the shop.`,
      );
      await load();
    } catch (cause) {
      setMessage(serverProblems(cause)?.message ?? "Could not change it: try again.");
    }
  };

  const pages = list ? Math.max(1, Math.ceil(list.total / (list.pageSize || PRODUCT_PAGE_SIZE))) : 1;
  return (
    <div className="console-screen">
      <ScreenTitle>Products</ScreenTitle>
      <p>
        <a className="button" href={staffHref("productNew")}>
          Add a product
        </a>
      </p>
      <CatalogueFile shopId={shopId} onImported={() => void load()} />
      <search>
        <form className="console-filters" onSubmit={search}>
          <label>
            Search products
            <input type="search" name="q" defaultValue={q} />
          </label>
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </form>
      </search>
      <fieldset className="console-tabs">
        <legend className="visually-hidden">Which products</legend>
        {TABS.map((t) => (
          <button
            key={t.show}
            type="button"
            className="console-tab"
            aria-pressed={show === t.show}
            onClick={() => {
              setShow(t.show);
              setPage(1);
            }}
          >
            {t.label}
          </button>
        ))}
      </fieldset>
      <p className="console-message" role="status">
        {message}
      </p>
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
      <h2 ref={top} tabIndex={-1} className="visually-hidden">
        {TABS.find((t) => t.show === show)?.label} products{list ? `, page ${list.page} of ${pages}` : ""}
      </h2>
      {list === null ? (
        error ? null : (
          <Loading label="Loading products" />
        )
      ) : list.products.length === 0 ? (
        <p>{q ? `No products match "${q}".` : "No products here."}</p>
      ) : (
        <>
          <p className="console-muted">
            {list.total} product{list.total === 1 ? "" : "s"}
          </p>
          <ul className="console-products">
            {list.products.map((p) => (
              <li key={p.productId} className="console-product">
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
                <StockEdits shopId={shopId} product={p} onChange={replace} />
                <div className="console-actions console-product-actions">
                  <a
                    className="button button-secondary"
                    href={staffHref("product", { productId: p.productId })}
                  >
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
                    onConfirm={() => void archive(p)}
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager
        page={list?.page ?? 1}
        pages={pages}
        label="Product pages"
        onPage={(to) => {
          setPage(to);
          top.current?.focus();
        }}
      />
    </div>
  );
}

/** What a stock field last said: kept above the field, which starts afresh with each new figure. */
type StockNote = { problem: string; note: string };

/** A product's stock figures (its units, or each variant's), each saved on its own. */
function StockEdits({
  shopId,
  product,
  onChange,
}: {
  shopId: string;
  product: SellerProduct;
  onChange: (p: SellerProduct) => void;
}) {
  const [notes, setNotes] = useState<Record<string, StockNote>>({});
  const rows = product.variants.length
    ? product.variants.map((v) => ({ ...v, label: variantLabel(v.size, v.color) }))
    : [{ size: "", color: "", stock: product.units, stockVersion: product.stockVersion, label: "" }];
  return (
    <ul className="console-stock">
      {rows.map((row) => {
        const id = `${row.size}|${row.color}`;
        return (
          <StockEdit
            // A new figure (saved here, or reloaded after a conflict) starts the field afresh.
            key={`${id}|${row.stockVersion}`}
            shopId={shopId}
            product={product}
            row={row}
            said={notes[id] ?? { problem: "", note: "" }}
            onSaid={(said) => setNotes((all) => ({ ...all, [id]: said }))}
            onChange={onChange}
          />
        );
      })}
    </ul>
  );
}

function StockEdit({
  shopId,
  product,
  row,
  said,
  onSaid,
  onChange,
}: {
  shopId: string;
  product: SellerProduct;
  row: { size: string; color: string; stock: number; stockVersion: number; label: string };
  said: StockNote;
  onSaid: (said: StockNote) => void;
  onChange: (p: SellerProduct) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [value, setValue] = useState(String(row.stock));
  const what = row.label ? `${product.name} — ${row.label}` : product.name;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const stock = Number(value);
    if (value.trim() === "" || !Number.isInteger(stock) || stock < 0) {
      onSaid({ problem: "Enter a whole number of pieces, 0 or more", note: "" });
      return;
    }
    onSaid({ problem: "", note: "" });
    setBusy(true);
    try {
      const { product: fresh } = await editStock(shopId, product.productId, {
        size: row.size,
        color: row.color,
        stock,
        stockVersion: row.stockVersion,
      });
      onSaid({ problem: "", note: `Saved: ${what} now has ${stock} in stock` });
      onChange(fresh);
    } catch (cause) {
      const refused = serverProblems(cause);
      onSaid({ problem: refused?.message ?? "Could not save the stock: try again.", note: "" });
      if (refused) {
        // The figure moved (or the product changed): show it as it is now.
        try {
          onChange((await getProduct(shopId, product.productId)).product);
        } catch {
          // The message stands; the next save gets the same answer.
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <form className="console-stock-edit" noValidate onSubmit={(e) => void save(e)}>
        <label>
          {row.label ? `${row.label} stock` : "Stock"}
          <span className="visually-hidden"> of {what}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={said.problem ? true : undefined}
          />
        </label>
        <button type="submit" className="button button-secondary" disabled={busy}>
          Save<span className="visually-hidden"> stock of {what}</span>
        </button>
      </form>
      <p className="console-field-error" role="alert">
        {said.problem}
      </p>
      <p className="console-muted" role="status">
        {said.note}
      </p>
    </li>
  );
}
