/** Phone sign-in start (SPEC §2 /phone). */
export function Phone() {
  return (
    <section className="screen">
      <h1>Phone</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}
