import type { ScreenProps } from "../screenProps";

/** Blog detail (SPEC §2 /blog/{slug}). */
export default function Blog({ params }: ScreenProps) {
  return (
    <section className="screen">
      <h1>Blog</h1>
      <p>The article “{params.slug ?? ""}” will appear here soon.</p>
    </section>
  );
}
