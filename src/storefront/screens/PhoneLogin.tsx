/** Phone sign-in with a code (SPEC §2 /phone/login). */
export function PhoneLogin() {
  return (
    <section className="screen">
      <h1>Phone Login</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}
