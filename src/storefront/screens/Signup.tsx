/** Shop sign-up (SPEC §2 auth screens); the form arrives with the login issue. */
export function Signup() {
  return (
    <section className="screen">
      <h1>Sign up</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}
