/** Any shop path that is no route of SPEC §2. */
export default function NotFound() {
  return (
    <section className="screen">
      <h1>Page not found</h1>
      <p>
        <a href="/">Go to the shop home</a>
      </p>
    </section>
  );
}
