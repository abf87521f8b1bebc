import type { LineKey } from "../../domain/cart";
import { shortDescription, shortName } from "../../domain/checkout";
import { formatInr } from "../../domain/inr";
import { lineTotal } from "../../domain/money";
import type { CartLine } from "../../domain/shapes";
import { canIncrease, outOfStockMessage } from "../../domain/stock";
import { t } from "../../i18n/t";
import { decrease, increase, toggleChecked } from "../../stores/bagActions";
import { ProductImage } from "../catalogue/ProductImage";

/**
 * One bag line (SPEC §2 Bag step): its checkbox, image, name cut to 17
 * characters, description's first sentence, size and colour, quantity − / +
 * within stock (− at 1 removes the line) and the out-of-stock message.
 */
export function BagLine({ line }: { line: CartLine }) {
  const key: LineKey = { productId: line.productId, size: line.size, color: line.color };
  const id = `line-${[line.productId, line.size, line.color].join("-").replace(/[^\w-]/g, "_")}`;
  const problem = outOfStockMessage(line);
  const variant = [
    line.size && t("Size: {size}", { size: line.size }),
    line.color && t("Colour: {color}", { color: line.color }),
  ].filter(Boolean);
  const atStock = !canIncrease(line, line.productCount, line.size, line.color);
  return (
    <li className={problem ? "bag-line bag-line-problem" : "bag-line"}>
      <input
        id={id}
        type="checkbox"
        className="bag-line-check"
        checked={line.checked}
        onChange={() => toggleChecked(key)}
        aria-label={t("Select {name}", { name: line.productName })}
      />
      <div className="bag-line-image">
        <ProductImage src={line.productImages[0]} alt="" sizes="5.5rem" />
      </div>
      <div className="bag-line-body">
        <h2 className="bag-line-name">
          <a href={`/product/${encodeURIComponent(line.productId)}`} title={line.productName}>
            <span aria-hidden="true">{shortName(line.productName)}</span>
            <span className="visually-hidden">{line.productName}</span>
          </a>
        </h2>
        {line.productDescription ? (
          <p className="bag-line-description">{shortDescription(line.productDescription)}</p>
        ) : null}
        {variant.length > 0 ? <p className="bag-line-variant">{variant.join(" · ")}</p> : null}
        <p className="bag-line-price">
          {formatInr(line.onePiecePrice)}
          {line.productCount > 1 ? (
            <span className="bag-line-sum">
              {" "}
              × {line.productCount} = {formatInr(lineTotal(line))}
            </span>
          ) : null}
        </p>
        <fieldset className="quantity">
          <legend className="visually-hidden">{t("Quantity of {name}", { name: line.productName })}</legend>
          <button
            type="button"
            aria-label={
              line.productCount <= 1
                ? t("Remove {name} from bag", { name: line.productName })
                : t("Decrease quantity of {name}", { name: line.productName })
            }
            onClick={() => decrease(key)}
          >
            −
          </button>
          <output aria-live="polite">{line.productCount}</output>
          <button
            type="button"
            aria-label={t("Increase quantity of {name}", { name: line.productName })}
            disabled={atStock}
            onClick={() => increase(key)}
          >
            +
          </button>
        </fieldset>
        {problem ? (
          <p className="line-problem" role="status">
            {t(problem)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
