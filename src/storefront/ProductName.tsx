import { shortName } from "../domain/checkout";
import "./productName.css";

/**
 * A product's name in a bag line or an order card: cut to 17 characters and
 * dots (SPEC §2) where its box is narrow, as on a phone; whole, wrapping,
 * where the box has room (issue 39: names were cut short on a laptop with
 * room to spare). The box is the nearest `.name-box` (a CSS container).
 * Screen readers read the whole name either way.
 */
export function ProductName({ name }: { name: string }) {
  const short = shortName(name);
  if (short === name) return <>{name}</>;
  return (
    <>
      <span className="name-short" aria-hidden="true">
        {short}
      </span>
      <span className="name-whole">{name}</span>
    </>
  );
}
