import type { ScreenProps } from "../screens";

/** Product detail (SPEC §2 /product/{id}). */
export function Product({ params }: ScreenProps) {
  return (
    <section className="screen">
      <h1>Product</h1>
      <p>Product {params.id ?? ""} will appear here soon.</p>
    </section>
  );
}
