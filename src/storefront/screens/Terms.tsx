/** The shop's terms page (SPEC §2 /terms). */
export function Terms() {
  return (
    <section className="screen">
      <h1>Terms and Conditions</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}
