/**
 * A product's stock figures in the seller's list (its units, or each
 * variant's), each saved on its own against the version it showed; what a
 * field last said is kept above it (stores/products.ts), as the field starts
 * afresh with each new figure.
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useState } from "react";
import type { SellerProduct } from "../../contract/seller";
import {
  $stockNotes,
  type StockRow,
  saveStock,
  stockNoteOf,
  stockRowKey,
  stockRowsOf,
} from "../../stores/products";
import { Alert } from "../../ui/Alert";

export function StockEdits({ product }: { product: SellerProduct }) {
  return (
    <ul className="console-stock">
      {stockRowsOf(product).map((row, i) => (
        <StockEdit
          // A new figure (saved here, or reloaded after a conflict) starts the field afresh.
          key={`${row.size}|${row.color}|${row.stockVersion}`}
          product={product}
          row={row}
          id={`stock-${product.productId}-${i}`}
        />
      ))}
    </ul>
  );
}

/**
 * Focus once the answer is drawn (the row is drawn afresh with a new figure):
 * the field after a refusal, the Save button after a save.
 */
const focusSoon = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

function StockEdit({ product, row, id }: { product: SellerProduct; row: StockRow; id: string }) {
  const said = stockNoteOf(useStore($stockNotes), stockRowKey(product.productId, row));
  const [value, setValue] = useState(String(row.stock));
  const what = row.label ? `${product.name} — ${row.label}` : product.name;

  const save = async (event: SubmitEvent) => {
    event.preventDefault();
    const outcome = await saveStock(product, row, value);
    focusSoon(outcome === "saved" ? `${id}-save` : id);
  };

  return (
    <li>
      <form className="console-stock-edit" noValidate onSubmit={(e) => void save(e)}>
        <label>
          {row.label ? `${row.label} stock` : "Stock"}
          <span className="visually-hidden"> of {what}</span>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={said.problem ? true : undefined}
          />
        </label>
        <button id={`${id}-save`} type="submit" className="button button-secondary" disabled={said.busy}>
          Save<span className="visually-hidden"> stock of {what}</span>
        </button>
      </form>
      <Alert>{said.problem}</Alert>
      <p className="console-muted" role="status">
        {said.note}
      </p>
    </li>
  );
}
