/**
 * A product, new or edited: details, prices and GST, photos, and its stock
 * as plain units or a table of sizes and colours. Checked with the server's
 * own rules (checkProduct) before it is sent; a refusal shows beside its
 * field. What is typed is kept in the tab (sessionStorage) until it is
 * saved, so a reload or a failed save loses nothing. The form's loading,
 * save and uploads are the product form store's (stores/productFormActions.ts).
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useRef } from "react";
import { formColors } from "../../stores/productForm";
import {
  $productForm,
  changeProductForm,
  closeProductForm,
  discardProductForm,
  errorOf,
  type FieldErrors,
  openProductForm,
  productFormFor,
  saveProductForm,
} from "../../stores/productFormActions";
import { Alert } from "../../ui/Alert";
import { openScreen } from "../router";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { ColorPhotos } from "./ColorPhotos";
import { ProductDetails } from "./ProductDetails";
import { Photos } from "./ProductPhotos";
import { ProductStock } from "./ProductStock";

const TITLE_ID = "product-form-title";

/** The id of the control of an error's field (a variant row's error is its size's). */
function controlOf(field: string): string {
  const [head, index] = field.split(".");
  return head === "variants" && index !== undefined
    ? `product-variants-${index}-size`
    : head === "colorImages"
      ? "product-colorImages-0"
      : `product-${head}`;
}

/** Focus once the form is drawn again (the Save button is enabled again after a save). */
const focusSoon = (find: () => HTMLElement | null | undefined) => setTimeout(() => find()?.focus(), 0);

export default function ProductForm({ shopId, route }: SellerScreenProps) {
  const productId = route.route === "product" ? route.params.productId : undefined;
  const editing = productId !== undefined;
  const state = productFormFor(useStore($productForm), shopId, productId);
  const { form, errors } = state;
  const saveButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void openProductForm(shopId, productId);
    return closeProductForm;
  }, [shopId, productId]);

  const title = editing ? "Edit product" : "Add a product";
  if (!form) {
    return (
      <div className="console-screen">
        <ScreenTitle id={TITLE_ID}>{title}</ScreenTitle>
        <Alert>{state.loadFailed}</Alert>
        {state.loadFailed ? null : <Loading label="Loading the product" />}
      </div>
    );
  }

  // A failed save: the first field in error, else the Save button (the line above it says why).
  const focusFirst = (found: FieldErrors) => {
    const first = Object.keys(found)[0];
    focusSoon(() => (first ? document.getElementById(controlOf(first)) : saveButton.current));
  };

  const discard = () => {
    void discardProductForm();
    // The card offering to discard goes: focus goes back to the screen's title.
    focusSoon(() => document.getElementById(TITLE_ID));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const outcome = await saveProductForm();
    if (outcome.kind === "saved") openScreen(staffHref("products"));
    else focusFirst(outcome.errors);
  };

  return (
    <div className="console-screen">
      <ScreenTitle id={TITLE_ID}>{title}</ScreenTitle>
      <p>
        <a href={staffHref("products")}>Back to products</a>
      </p>
      {state.restored ? (
        <div className="console-card console-restored" role="status">
          <p>Your unsaved changes were kept on this device and are back in the form.</p>
          <button type="button" className="button button-secondary" onClick={discard}>
            Discard them
          </button>
        </div>
      ) : null}
      <form className="console-form" noValidate onSubmit={(e) => void submit(e)}>
        <ProductDetails form={form} errors={errors} onChange={changeProductForm} />
        <Photos images={form.images} upload={state.photos} error={errorOf(errors, "images")} />
        <ProductStock form={form} errors={errors} onChange={changeProductForm} />
        <ColorPhotos
          colors={formColors(form)}
          images={form.images}
          links={form.colorImages}
          error={errorOf(errors, "colorImages")}
          onChange={(colorImages) => changeProductForm({ colorImages })}
        />
        <Alert>{state.failure}</Alert>
        <button ref={saveButton} type="submit" className="button" disabled={state.saving}>
          {state.saving ? "Saving…" : editing ? "Save product" : "Add product"}
        </button>
      </form>
    </div>
  );
}
