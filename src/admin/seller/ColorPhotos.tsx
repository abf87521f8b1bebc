import { photoLabel } from "../../domain/console/photoList";
import { smallestPhoto } from "../../domain/photos";
import { Alert } from "../../ui/Alert";

/**
 * A colour's photo (issue 26): for each colour of the stock table, one of
 * the product's photos, or none; a shopper who chooses the colour sees it.
 * Shown once the product has colours and photos. The links follow the
 * photos when they move; a removed photo or colour drops its link.
 */
export function ColorPhotos({
  colors,
  images,
  links,
  error,
  onChange,
}: {
  colors: string[];
  images: string[];
  links: Record<string, string>;
  error: string | undefined;
  onChange: (links: Record<string, string>) => void;
}) {
  if (colors.length === 0 || images.length === 0) return null;
  const choose = (color: string, image: string) => {
    const { [color]: _old, ...rest } = links;
    onChange(image ? { ...rest, [color]: image } : rest);
  };
  return (
    <fieldset className="console-color-photos" aria-describedby="product-colorImages-hint">
      <legend>Colour photos</legend>
      <p className="console-hint" id="product-colorImages-hint">
        Choose which photo shows each colour. A shopper who picks the colour sees its photo.
      </p>
      <ul className="console-color-photo-list">
        {colors.map((color, i) => {
          const chosen = images.includes(links[color] ?? "") ? (links[color] as string) : "";
          const id = `product-colorImages-${i}`;
          return (
            <li key={color}>
              <label htmlFor={id}>Photo for {color}</label>
              <select
                id={id}
                value={chosen}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "product-colorImages-error" : undefined}
                onChange={(e) => choose(color, e.target.value)}
              >
                <option value="">No photo of its own</option>
                {images.map((url, n) => (
                  <option key={url} value={url}>
                    {photoLabel(n, images.length)}
                  </option>
                ))}
              </select>
              {chosen ? <img src={smallestPhoto(chosen)} alt="" width={48} height={48} /> : null}
            </li>
          );
        })}
      </ul>
      <Alert id="product-colorImages-error">{error}</Alert>
    </fieldset>
  );
}
