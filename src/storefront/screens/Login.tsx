/** Shop login (SPEC §2 auth screens); the sign-in flow arrives with the login issue. */
export function Login() {
  return (
    <section className="screen">
      <h1>Login</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}
