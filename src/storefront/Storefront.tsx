/** The shop SPA root (placeholder until the storefront helper fills it). */
export function Storefront() {
  return <main>Storefront</main>;
}
