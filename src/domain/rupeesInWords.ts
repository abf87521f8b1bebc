/**
 * An amount in words as an Indian invoice writes it ("Amount chargeable (in
 * words)"): the Indian grouping of crore, lakh, thousand and hundred, rupees
 * and paise, and "Only".
 */

const ONES = (
  "One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen " +
  "Sixteen Seventeen Eighteen Nineteen"
).split(" ");
const TENS = "Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety".split(" ");

/** A whole number in words, grouped the Indian way: crore, lakh, thousand, hundred. */
function words(n: number): string {
  if (n >= 1e7) return [words(Math.floor(n / 1e7)), "Crore", words(n % 1e7)].filter(Boolean).join(" ");
  const groups: [number, string][] = [
    [Math.floor(n / 1e5), "Lakh"],
    [Math.floor(n / 1000) % 100, "Thousand"],
    [Math.floor(n / 100) % 10, "Hundred"],
    [n % 100, ""],
  ];
  return groups
    .filter(([count]) => count > 0)
    .map(([count, unit]) => {
      const name =
        count < 20 ? ONES[count - 1] : `${TENS[Math.floor(count / 10) - 2]} ${ONES[(count % 10) - 1] ?? ""}`;
      return `${name?.trim()} ${unit}`.trim();
    })
    .join(" ");
}

/** An amount in words as an invoice writes it: 120500.5 → "Rupees One Lakh Twenty Thousand Five Hundred and Paise Fifty Only". */
export function rupeesInWords(amount: number): string {
  const total = Number.isFinite(amount) ? Math.round(Math.abs(amount) * 100) : 0;
  const [whole, fraction] = [Math.floor(total / 100), total % 100];
  const parts = [whole > 0 ? `Rupees ${words(whole)}` : "", fraction > 0 ? `Paise ${words(fraction)}` : ""];
  const said = parts.filter(Boolean).join(" and ") || "Rupees Zero";
  return `${amount < 0 && total > 0 ? "Minus " : ""}${said} Only`;
}
