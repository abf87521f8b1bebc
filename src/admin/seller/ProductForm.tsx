/**
 * A product, new or edited: details, prices and GST, photos, and its stock
 * as plain units or a table of sizes and colours. Checked with the server's
 * own rules (checkProduct) before it is sent; a refusal shows beside its
 * field. What is typed is kept in the tab (sessionStorage) until it is
 * saved, so a reload or a failed save loses nothing.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { errorsAfterEdit, type FieldErrors, serverProblems } from "../../api/formErrors";
import { createProduct, getProduct, updateProduct } from "../../api/seller";
import { addPhotos } from "../../domain/console/photoList";
import { GST_RATES_IN_FORCE } from "../../domain/gstRates";
import { checkProduct, MAX_PRODUCT_IMAGES } from "../../domain/productDraft";
import {
  draftOfForm,
  dropProductForm,
  EMPTY_PRODUCT_FORM,
  type ProductForm as Form,
  formColors,
  formOfProduct,
  keepProductForm,
  keptProductForm,
} from "../../stores/productForm";
import { openScreen } from "../router";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { Field, Loading, ScreenTitle } from "../ui";
import { ColorPhotos } from "./ColorPhotos";
import { Photos } from "./ProductPhotos";

type A11y = { "aria-invalid": boolean | undefined; "aria-describedby": string | undefined };

/** The first error on a field or inside it ("variants.1" holds "variants.1.size"). */
const CHECK_FIELDS = "Check the fields marked below.";
const errorOf = (errors: FieldErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

export default function ProductForm({ shopId, route }: SellerScreenProps) {
  const productId = route.route === "product" ? route.params.productId : undefined;
  const editing = productId !== undefined;
  const kept = useRef(keptProductForm(shopId, productId));
  const [form, setForm] = useState<Form | null>(kept.current ?? (editing ? null : EMPTY_PRODUCT_FORM));
  const [restored, setRestored] = useState(kept.current !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const [loadFailed, setLoadFailed] = useState("");

  // The line above the errors goes with the last of them (a field changed, a photo uploaded).
  useEffect(() => {
    if (Object.keys(errors).length === 0) setFailure((now) => (now === CHECK_FIELDS ? "" : now));
  }, [errors]);

  useEffect(() => {
    if (!editing || kept.current) return;
    getProduct(shopId, productId).then(
      (a) => setForm(formOfProduct(a.product)),
      (cause) => setLoadFailed(serverProblems(cause)?.message ?? "Could not load the product."),
    );
  }, [editing, shopId, productId]);

  const title = editing ? "Edit product" : "Add a product";
  if (!form) {
    return (
      <div className="console-screen">
        <ScreenTitle>{title}</ScreenTitle>
        {loadFailed ? (
          <p className="console-error" role="alert">
            {loadFailed}
          </p>
        ) : (
          <Loading label="Loading the product" />
        )}
      </div>
    );
  }

  const update = (next: Form) => {
    // An error goes once its field is changed (it is checked again on Save).
    setErrors(errorsAfterEdit(errors, form, next));
    setForm(next);
    keepProductForm(shopId, productId, next);
  };
  const set = <K extends keyof Form>(key: K, value: Form[K]) => update({ ...form, [key]: value });
  // An upload ends after the seller may have typed on: it adds to the form as it is then.
  const addUploaded = (urls: string[]) =>
    setForm((now) => {
      if (!now) return now;
      const next = { ...now, images: addPhotos(now.images, urls, MAX_PRODUCT_IMAGES) };
      setErrors((shown) => errorsAfterEdit(shown, { images: now.images }, { images: next.images }));
      keepProductForm(shopId, productId, next);
      return next;
    });
  const text = (key: "name" | "description" | "category" | "mrp" | "sellingPrice" | "hsn" | "units") => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const field = (key: string, label: string, control: (id: string, a: A11y) => ReactNode, hint?: string) => (
    <Field id={`product-${key}`} label={label} error={errorOf(errors, key)} {...(hint ? { hint } : {})}>
      {({ id, ...a }) => control(id, a)}
    </Field>
  );
  const focusFirst = (found: FieldErrors) => {
    const first = Object.keys(found)[0];
    if (!first) return;
    const [head, index] = first.split(".");
    const id =
      head === "variants" && index !== undefined
        ? `product-variants-${index}-size`
        : head === "colorImages"
          ? "product-colorImages-0"
          : `product-${head}`;
    document.getElementById(id)?.focus();
  };

  const discard = async () => {
    dropProductForm(shopId, productId);
    setRestored(false);
    setErrors({});
    if (!editing) return setForm(EMPTY_PRODUCT_FORM);
    setForm(null);
    try {
      setForm(formOfProduct((await getProduct(shopId, productId)).product));
    } catch (cause) {
      setLoadFailed(serverProblems(cause)?.message ?? "Could not load the product.");
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = draftOfForm(form);
    const found: FieldErrors = {};
    for (const p of checkProduct(draft)) found[p.field] ??= p.message;
    setErrors(found);
    setFailure("");
    if (Object.keys(found).length) {
      setFailure(CHECK_FIELDS);
      focusFirst(found);
      return;
    }
    setBusy(true);
    try {
      const { product } = editing
        ? await updateProduct(shopId, productId, draft)
        : await createProduct(shopId, draft);
      dropProductForm(shopId, productId);
      if (editing) {
        setForm(formOfProduct(product));
        setRestored(false);
        setFailure("");
      }
      openScreen(staffHref("products"));
    } catch (cause) {
      const refused = serverProblems(cause);
      setErrors(refused?.fields ?? {});
      setFailure(
        refused?.message ??
          "Could not save: check your connection and try again. What you typed is kept on this device.",
      );
      focusFirst(refused?.fields ?? {});
      // A stock figure moved meanwhile: take the new figures and versions, keep everything else typed.
      if (editing && (cause as { response?: Response }).response?.status === 409) {
        try {
          const now = formOfProduct((await getProduct(shopId, productId)).product);
          update({
            ...form,
            units: now.units,
            stockVersion: now.stockVersion,
            variants: now.variants,
            kind: now.kind,
          });
        } catch {
          // The message stands.
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const gstKnown = GST_RATES_IN_FORCE.some((r) => String(r.rate) === form.gst);
  return (
    <div className="console-screen">
      <ScreenTitle>{title}</ScreenTitle>
      <p>
        <a href={staffHref("products")}>Back to products</a>
      </p>
      {restored ? (
        <div className="console-card console-restored" role="status">
          <p>Your unsaved changes were kept on this device and are back in the form.</p>
          <button type="button" className="button button-secondary" onClick={() => void discard()}>
            Discard them
          </button>
        </div>
      ) : null}
      <form className="console-form" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend>Details</legend>
          {field("name", "Name", (id, a) => (
            <input id={id} {...a} {...text("name")} maxLength={120} />
          ))}
          {field("description", "Description", (id, a) => (
            <textarea id={id} {...a} {...text("description")} rows={4} maxLength={2000} />
          ))}
          {field("category", "Category", (id, a) => (
            <input id={id} {...a} {...text("category")} maxLength={60} />
          ))}
        </fieldset>
        <fieldset>
          <legend>Price and GST</legend>
          {field("mrp", "MRP (₹)", (id, a) => (
            <input id={id} {...a} {...text("mrp")} type="number" inputMode="decimal" min={0} step="any" />
          ))}
          {field(
            "sellingPrice",
            "Selling price (₹)",
            (id, a) => (
              <input
                id={id}
                {...a}
                {...text("sellingPrice")}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
              />
            ),
            "Leave empty to sell at the MRP.",
          )}
          {field("gst", "GST rate", (id, a) => (
            <select id={id} {...a} value={form.gst} onChange={(e) => set("gst", e.target.value)}>
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
          ))}
          {field(
            "hsn",
            "HSN code",
            (id, a) => (
              <input id={id} {...a} {...text("hsn")} inputMode="numeric" maxLength={10} />
            ),
            "4, 6 or 8 digits. Optional for a small shop selling to consumers.",
          )}
        </fieldset>
        <Photos
          shopId={shopId}
          images={form.images}
          error={errorOf(errors, "images")}
          onChange={(images) => set("images", images)}
          onAdded={addUploaded}
        />
        <Stock form={form} errors={errors} onChange={update} field={field} />
        <ColorPhotos
          colors={formColors(form)}
          images={form.images}
          links={form.colorImages}
          error={errorOf(errors, "colorImages")}
          onChange={(colorImages) => set("colorImages", colorImages)}
        />
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : editing ? "Save product" : "Add product"}
        </button>
      </form>
    </div>
  );
}

/** The stock: plain units, or a table of sizes and colours with rows to add and remove. */
function Stock({
  form,
  errors,
  onChange,
  field,
}: {
  form: Form;
  errors: FieldErrors;
  onChange: (f: Form) => void;
  field: (
    key: string,
    label: string,
    control: (id: string, a: A11y) => ReactNode,
    hint?: string,
  ) => ReactNode;
}) {
  const variants = form.kind === "variants";
  const setRow = (i: number, patch: Partial<Form["variants"][number]>) =>
    onChange({ ...form, variants: form.variants.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const addRow = () => {
    onChange({
      ...form,
      variants: [...form.variants, { size: "", color: "", stock: "", stockVersion: undefined }],
    });
    // Focus the new row's first field once it is drawn.
    setTimeout(() => document.getElementById(`product-variants-${form.variants.length}-size`)?.focus(), 0);
  };
  return (
    <fieldset>
      <legend>Stock</legend>
      <div className="console-radios" role="radiogroup" aria-label="How the stock is kept">
        <label className="console-check">
          <input
            type="radio"
            name="kind"
            checked={!variants}
            onChange={() => onChange({ ...form, kind: "units" })}
          />
          One stock figure
        </label>
        <label className="console-check">
          <input
            type="radio"
            name="kind"
            checked={variants}
            onChange={() =>
              onChange({
                ...form,
                kind: "variants",
                variants: form.variants.length
                  ? form.variants
                  : [{ size: "", color: "", stock: "", stockVersion: undefined }],
              })
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
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => onChange({ ...form, variants: form.variants.filter((_, j) => j !== i) })}
                  >
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
          <button type="button" className="button button-secondary" onClick={addRow}>
            Add a size or colour
          </button>
        </>
      ) : (
        field("units", "Pieces in stock", (id, a) => (
          <input
            id={id}
            {...a}
            value={form.units}
            onChange={(e) => onChange({ ...form, units: e.target.value })}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        ))
      )}
    </fieldset>
  );
}
