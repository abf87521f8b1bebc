import { describe, expect, it } from "vitest";
import { rupeesInWords } from "./rupeesInWords";

describe("rupeesInWords", () => {
  it("writes rupees and paise the Indian way", () => {
    expect(rupeesInWords(120500.5)).toBe("Rupees One Lakh Twenty Thousand Five Hundred and Paise Fifty Only");
  });
  it.each([
    [1, "Rupees One Only"],
    [11, "Rupees Eleven Only"],
    [19, "Rupees Nineteen Only"],
    [20, "Rupees Twenty Only"],
    [45, "Rupees Forty Five Only"],
    [99, "Rupees Ninety Nine Only"],
    [100, "Rupees One Hundred Only"],
    [105, "Rupees One Hundred Five Only"],
    [999, "Rupees Nine Hundred Ninety Nine Only"],
    [1000, "Rupees One Thousand Only"],
    [1005, "Rupees One Thousand Five Only"],
    [20050, "Rupees Twenty Thousand Fifty Only"],
    [99999, "Rupees Ninety Nine Thousand Nine Hundred Ninety Nine Only"],
    [100000, "Rupees One Lakh Only"],
    [1234567, "Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only"],
    [10000000, "Rupees One Crore Only"],
    [99999999, "Rupees Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only"],
    [1234500000, "Rupees One Hundred Twenty Three Crore Forty Five Lakh Only"],
  ])("%d → %s", (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });
  it("writes paise alone when there is no rupee, and rounds to the paisa", () => {
    expect(rupeesInWords(0.5)).toBe("Paise Fifty Only");
    expect(rupeesInWords(0.07)).toBe("Paise Seven Only");
    expect(rupeesInWords(249.999)).toBe("Rupees Two Hundred Fifty Only");
    expect(rupeesInWords(10.1)).toBe("Rupees Ten and Paise Ten Only");
  });
  it("writes zero, a refund's minus, and nothing odd for what is no amount", () => {
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
    expect(rupeesInWords(-0.001)).toBe("Rupees Zero Only");
    expect(rupeesInWords(-50)).toBe("Minus Rupees Fifty Only");
    expect(rupeesInWords(Number.NaN)).toBe("Rupees Zero Only");
    expect(rupeesInWords(Number.POSITIVE_INFINITY)).toBe("Rupees Zero Only");
  });
});
