import { t } from "../../i18n/t";

/** − count + : the quantity, between 1 and `max` (the chosen stock; SPEC §5). */
export function QuantityPicker({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
}) {
  return (
    <fieldset className="quantity">
      <legend className="quantity-label">{t("Quantity")}</legend>
      <button
        type="button"
        aria-label={t("Decrease quantity")}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        aria-label={t("Increase quantity")}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
