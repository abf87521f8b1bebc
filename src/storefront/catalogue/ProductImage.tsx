import { useState } from "react";
import { photoSrcset } from "../../domain/photos";
import "./catalogue.css";

/** A light grey 4:3 box: what a product without a (loadable) image shows. */
export const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23ececec'/%3E%3Cpath d='M1.4 2.1l.5-.6.4.4.5-.7.7.9z' fill='%23bdbdbd'/%3E%3C/svg%3E";

/**
 * A product image, or the placeholder when there is none or it fails to load.
 * Lazy unless `eager` (above the fold); `priority` also asks for it first (the screen's LCP).
 * Always decoded off the frame (`decoding="async"`), the first screen's too: the page's first frame
 * shows its text without waiting for the photos' decoding, and each photo follows in a later frame.
 * On a busy machine a first frame held by four photos' decoding was presented a second late
 * (performance.md, "fourth pass").
 */
export function ProductImage({
  src,
  alt,
  eager = false,
  priority = false,
  sizes = "(min-width: 64rem) 16rem, (min-width: 40rem) 33vw, 50vw",
}: {
  src: string | undefined;
  alt: string;
  eager?: boolean;
  priority?: boolean;
  /** How wide it shows, for an uploaded photo's srcset (a card in the grid by default). */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : PLACEHOLDER;
  const srcSet = photoSrcset(url);
  return (
    <img
      className="product-image"
      src={url}
      srcSet={srcSet}
      sizes={srcSet && sizes}
      alt={url === PLACEHOLDER ? "" : alt}
      width={400}
      height={300}
      loading={eager || priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
    />
  );
}
