/**
 * The product form's details (name, description, category) and its price
 * and GST: the MRP, a selling price below it, the rate (one no longer in
 * force stays shown as it was saved) and the HSN code.
 */
import { GST_RATES_IN_FORCE } from "../../domain/gstRates";
import type { ProductForm as Form } from "../../stores/productForm";
import type { FieldErrors } from "../../stores/productFormActions";
import { ProductField } from "./ProductField";

type TextKey = "name" | "description" | "category" | "mrp" | "sellingPrice" | "hsn";

export function ProductDetails({
  form,
  errors,
  onChange,
}: {
  form: Form;
  errors: FieldErrors;
  onChange: (change: Partial<Form>) => void;
}) {
  const text = (key: TextKey) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }),
  });
  const gstKnown = GST_RATES_IN_FORCE.some((r) => String(r.rate) === form.gst);
  return (
    <>
      <fieldset>
        <legend>Details</legend>
        <ProductField name="name" label="Name" errors={errors}>
          {(id, a) => <input id={id} {...a} {...text("name")} maxLength={120} />}
        </ProductField>
        <ProductField name="description" label="Description" errors={errors}>
          {(id, a) => <textarea id={id} {...a} {...text("description")} rows={4} maxLength={2000} />}
        </ProductField>
        <ProductField name="category" label="Category" errors={errors}>
          {(id, a) => <input id={id} {...a} {...text("category")} maxLength={60} />}
        </ProductField>
      </fieldset>
      <fieldset>
        <legend>Price and GST</legend>
        <ProductField name="mrp" label="MRP (₹)" errors={errors}>
          {(id, a) => (
            <input id={id} {...a} {...text("mrp")} type="number" inputMode="decimal" min={0} step="any" />
          )}
        </ProductField>
        <ProductField
          name="sellingPrice"
          label="Selling price (₹)"
          errors={errors}
          hint="Leave empty to sell at the MRP."
        >
          {(id, a) => (
            <input
              id={id}
              {...a}
              {...text("sellingPrice")}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
            />
          )}
        </ProductField>
        <ProductField name="gst" label="GST rate" errors={errors}>
          {(id, a) => (
            <select id={id} {...a} value={form.gst} onChange={(e) => onChange({ gst: e.target.value })}>
              <option value="">Choose a rate</option>
              {!gstKnown && form.gst !== "" ? (
                <option value={form.gst}>{form.gst}% (no longer in force)</option>
              ) : null}
              {GST_RATES_IN_FORCE.map((r) => (
                <option key={r.rate} value={String(r.rate)}>
                  {r.label}
                </option>
              ))}
            </select>
          )}
        </ProductField>
        <ProductField
          name="hsn"
          label="HSN code"
          errors={errors}
          hint="4, 6 or 8 digits. Optional for a small shop selling to consumers."
        >
          {(id, a) => <input id={id} {...a} {...text("hsn")} inputMode="numeric" maxLength={10} />}
        </ProductField>
      </fieldset>
    </>
  );
}
