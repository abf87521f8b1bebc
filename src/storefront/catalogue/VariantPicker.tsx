import { colorsOf, sizeInStock, sizesOf } from "../../domain/catalogue";
import type { SizeVariant } from "../../domain/shapes";
import { t } from "../../i18n/t";

interface Props {
  product: { productId: string; variants: SizeVariant[] };
  size: string;
  color: string;
  onSize: (size: string) => void;
  onColor: (color: string) => void;
}

/** Size, then colour (SPEC §3 variants): two radio groups; sold-out choices say so, sold-out colours are disabled. */
export function VariantPicker({ product, size, color, onSize, onColor }: Props) {
  const name = `v-${product.productId}`;
  return (
    <div className="variants">
      <fieldset>
        <legend>{t("Size")}</legend>
        {sizesOf(product).map((s) => (
          <label key={s} className="chip">
            <input
              type="radio"
              name={`${name}-size`}
              value={s}
              checked={s === size}
              onChange={() => onSize(s)}
            />
            <span>
              {s}
              {sizeInStock(product, s) ? null : <span className="sold-out"> {t("(sold out)")}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t("Colour")}</legend>
        {colorsOf(product, size).map(({ color: c, stock }) => (
          <label key={c} className="chip">
            <input
              type="radio"
              name={`${name}-color`}
              value={c}
              checked={c === color}
              disabled={stock === 0}
              onChange={() => onColor(c)}
            />
            <span>
              {c}
              {stock === 0 ? <span className="sold-out"> {t("(sold out)")}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
