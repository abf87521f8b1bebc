import { describe, expect, it } from "vitest";
import { closedNotice } from "./shopLifecycle";
import { fill, type Translate } from "./words";

describe("fill", () => {
  it("replaces each {name} by its value, numbers written as digits", () => {
    expect(fill("Pay {amount} to {upi}.", { amount: "₹1,118", upi: "shop@upi" })).toBe(
      "Pay ₹1,118 to shop@upi.",
    );
    expect(fill("{n} of {n}", { n: 3 })).toBe("3 of 3");
    expect(fill("{n} in stock", { n: 0 })).toBe("0 in stock");
  });

  it("leaves a name it is not given, and text without placeholders, as written", () => {
    expect(fill("Page {page} of {pages}", { page: 2 })).toBe("Page 2 of {pages}");
    expect(fill("No GST applies", { n: 1 })).toBe("No GST applies");
    expect(fill("{shop} logo")).toBe("{shop} logo");
  });

  it("puts a value in as it is, even one that looks like a placeholder or a replacement pattern", () => {
    expect(fill("Sold by {shop}", { shop: "{n} $& $1" })).toBe("Sold by {n} $& $1");
  });

  it("takes only a value's own names, never the object's inherited ones", () => {
    expect(fill("{toString} {constructor}", {})).toBe("{toString} {constructor}");
  });
});

describe("a rule that words something", () => {
  it("words it through the translator it is given, the placeholders filled after", () => {
    const hindi: Translate = (english, vars) =>
      fill(
        {
          "This shop is closed for now": "यह दुकान अभी बंद है",
          "{shop} is not taking orders at the moment. Please visit again later.":
            "{shop} अभी ऑर्डर नहीं ले रही है। कृपया बाद में फिर आएँ।",
        }[english] ?? english,
        vars,
      );
    expect(closedNotice("suspended", "Chai Corner", hindi)).toEqual({
      title: "यह दुकान अभी बंद है",
      text: "Chai Corner अभी ऑर्डर नहीं ले रही है। कृपया बाद में फिर आएँ।",
    });
  });
});
