/**
 * The product form's stock: plain units, or a table of sizes and colours
 * with rows to add and remove.
 */
import { useRef } from "react";
import type { ProductForm as Form } from "../../stores/productForm";
import { errorOf, type FieldErrors } from "../../stores/productFormActions";
import { ProductField } from "./ProductField";

const EMPTY_ROW: Form["variants"][number] = { size: "", color: "", stock: "", stockVersion: undefined };

export function ProductStock({
  form,
  errors,
  onChange,
}: {
  form: Form;
  errors: FieldErrors;
  onChange: (change: Partial<Form>) => void;
}) {
  const addButton = useRef<HTMLButtonElement>(null);
  const variants = form.kind === "variants";
  const setRow = (i: number, patch: Partial<Form["variants"][number]>) =>
    onChange({ variants: form.variants.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const addRow = () => {
    onChange({ variants: [...form.variants, EMPTY_ROW] });
    // Focus the new row's first field once it is drawn.
    setTimeout(() => document.getElementById(`product-variants-${form.variants.length}-size`)?.focus(), 0);
  };
  const removeRow = (i: number) => {
    onChange({ variants: form.variants.filter((_, j) => j !== i) });
    // The next row's Remove takes this one's place; after the last row, focus goes on to "Add".
    if (i === form.variants.length - 1) setTimeout(() => addButton.current?.focus(), 0);
  };
  return (
    <fieldset>
      <legend>Stock</legend>
      <div className="console-radios" role="radiogroup" aria-label="How the stock is kept">
        <label className="console-check">
          <input type="radio" name="kind" checked={!variants} onChange={() => onChange({ kind: "units" })} />
          One stock figure
        </label>
        <label className="console-check">
          <input
            type="radio"
            name="kind"
            checked={variants}
            onChange={() =>
              onChange({ kind: "variants", variants: form.variants.length ? form.variants : [EMPTY_ROW] })
            }
          />
          Sizes and colours, each with its stock
        </label>
      </div>
      {variants ? (
        <>
          {errors.variants ? <p className="console-field-error">{errors.variants}</p> : null}
          <ol className="console-variants">
            {form.variants.map((row, i) => {
              const error = errorOf(errors, `variants.${i}`);
              const errorId = `product-variants-${i}-error`;
              const a11y = {
                "aria-invalid": error ? true : undefined,
                "aria-describedby": error ? errorId : undefined,
              };
              return (
                // Rows have no id of their own until saved; the index is their identity in this form.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={i} className="console-variant">
                  <label>
                    Size<span className="visually-hidden"> of row {i + 1}</span>
                    <input
                      id={`product-variants-${i}-size`}
                      value={row.size}
                      onChange={(e) => setRow(i, { size: e.target.value })}
                      maxLength={30}
                      {...a11y}
                    />
                  </label>
                  <label>
                    Colour<span className="visually-hidden"> of row {i + 1}</span>
                    <input
                      value={row.color}
                      onChange={(e) => setRow(i, { color: e.target.value })}
                      maxLength={30}
                      {...a11y}
                    />
                  </label>
                  <label>
                    Stock<span className="visually-hidden"> of row {i + 1}</span>
                    <input
                      value={row.stock}
                      onChange={(e) => setRow(i, { stock: e.target.value })}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      {...a11y}
                    />
                  </label>
                  <button type="button" className="button button-secondary" onClick={() => removeRow(i)}>
                    Remove<span className="visually-hidden"> row {i + 1}</span>
                  </button>
                  {error ? (
                    <p id={errorId} className="console-field-error">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
          <button ref={addButton} type="button" className="button button-secondary" onClick={addRow}>
            Add a size or colour
          </button>
        </>
      ) : (
        <ProductField name="units" label="Pieces in stock" errors={errors}>
          {(id, a) => (
            <input
              id={id}
              {...a}
              value={form.units}
              onChange={(e) => onChange({ units: e.target.value })}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </ProductField>
      )}
    </fieldset>
  );
}
