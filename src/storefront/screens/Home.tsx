/** The shop's home page (SPEC §2 /): the product list arrives with the catalogue issue. */
export function Home() {
  return (
    <section className="screen">
      <h1>Products</h1>
      <p>Products will appear here soon.</p>
    </section>
  );
}
