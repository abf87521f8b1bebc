import { smallestPhoto } from "../../domain/photos";
import { t } from "../../i18n/t";
import { PLACEHOLDER, ProductImage } from "./ProductImage";

/** The product's images: a large one (`index`, which the page holds) and, with several, buttons to show each. */
export function Gallery({
  images,
  name,
  index,
  onShow,
}: {
  images: string[];
  name: string;
  index: number;
  onShow: (index: number) => void;
}) {
  const shown = Math.min(index, Math.max(0, images.length - 1));
  const label = (i: number) => t("{name}, image {n} of {count}", { name, n: i + 1, count: images.length });
  return (
    <div className="gallery">
      <ProductImage
        src={images[shown]}
        alt={images.length > 1 ? label(shown) : name}
        priority
        sizes="(min-width: 48rem) 50vw, 100vw"
      />
      {images.length > 1 ? (
        <ul className="thumbs" aria-label={t("Product images")}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t("Show image {n} of {count}", { n: i + 1, count: images.length })}
                aria-pressed={i === shown}
                onClick={() => onShow(i)}
              >
                <img
                  src={smallestPhoto(src)}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  onError={(event) => {
                    event.currentTarget.src = PLACEHOLDER;
                  }}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
