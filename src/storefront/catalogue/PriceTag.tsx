import { priceView } from "../../domain/catalogue";
import { formatInr } from "../../domain/inr";
import "./catalogue.css";
import { t } from "../../i18n/t";

/** One piece's price in INR, with the MRP struck through and the saving when discounted (SPEC §2). */
export function PriceTag({ product }: { product: { onePiecePrice: number; productPrice: number } }) {
  const { price, struck, percentOff } = priceView(product);
  return (
    <p className="price">
      <span className="visually-hidden">{t("Price")} </span>
      <span className="price-now">{formatInr(price)}</span>
      {struck === null ? null : (
        <>
          {" "}
          <s className="price-was">
            <span className="visually-hidden">{t("MRP")} </span>
            {formatInr(struck)}
          </s>{" "}
          <span className="price-off">{t("{percent}% off", { percent: percentOff })}</span>
        </>
      )}
    </p>
  );
}
