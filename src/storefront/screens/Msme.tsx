/** The shop's MSME page (SPEC §2 /msme). */
export function Msme() {
  return (
    <section className="screen">
      <h1>MSME</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}
