import type { ScreenProps } from "../screenProps";

/** The shop's own blogs (SPEC §2 /blogs). */
export default function Blogs({ storeData }: ScreenProps) {
  return (
    <section className="screen">
      <h1>All Blogs By {storeData.shopId}</h1>
    </section>
  );
}
