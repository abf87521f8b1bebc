/**
 * The Hindi dictionary against the source: every text a screen wraps in
 * `t("…")` has its Hindi, every message a screen passes to `t` from a rule
 * has it too, and every line of the dictionary is a text the source still
 * writes (no leftovers). A new English text without Hindi fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as phone from "../auth/phoneMessages";
import { MOBILE_FORMAT, PINCODE_FORMAT, STATE_UNKNOWN, validateAddress } from "../domain/address";
import { BLOG_ERROR } from "../domain/blog";
import { SORT_LABELS } from "../domain/catalogueQuery";
import { UTR_MESSAGE } from "../domain/checkout";
import { EMAIL_TAKEN, NOTHING_TO_LINK, PHONE_TAKEN } from "../domain/customerSignIn";
import { COUPON_MESSAGES } from "../domain/money";
import { PAYMENT_CANCELLED, PAYMENT_NOT_MADE, PAYMENT_REFUNDED, PAYMENT_SLOW } from "../domain/onlinePayment";
import { CARD_STATUS_TEXT, RETURN_TEXT } from "../domain/orders/afterOrder";
import { noteRows } from "../domain/orders/orderCard";
import { ORDER_STATUS_TEXT, RIDER_STAGES, WORKFLOW } from "../domain/orders/orderStatus";
import { SIMPLE_STAGES, UPDATE_FAILED } from "../domain/orders/tracking";
import { SIGN_IN_PHONE_FORMAT } from "../domain/signInPhone";
import { outOfStockMessage } from "../domain/stock";
import { STORE_NOT_FOUND } from "../storefront/StoreNotFound";
import { hi } from "./hi";

const SRC = join(import.meta.dirname, "..");

/** The source files (tests left out) under `dir`, with their text. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(join(SRC, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => ({ file: join(dir, f), text: readFileSync(join(SRC, dir, f), "utf8") }));
}

// Where the shop's words are written: its screens, the rules they word, and the phone form they share.
const translated = [
  ...sources("storefront"),
  ...sources("domain"),
  { file: "ui/PhoneSignIn.tsx", text: readFileSync(join(SRC, "ui/PhoneSignIn.tsx"), "utf8") },
];
// Where a message a screen passes to t() may be written (a store's or sign-in's message).
const written = [...translated, ...sources("stores"), ...sources("auth")];

/** Every `t("…")` text of the source (a JSON string: the source writes them as plain double-quoted strings). */
function wrapped(): { file: string; english: string }[] {
  return translated.flatMap(({ file, text }) =>
    [...text.matchAll(/\bt\(\s*("(?:[^"\\\n]|\\.)*")/g)].map((m) => ({
      file,
      english: JSON.parse(m[1] ?? ""),
    })),
  );
}

/** The messages rules and stores give the screens, which show them through t(variable). */
const messages: string[] = [
  STORE_NOT_FOUND,
  BLOG_ERROR,
  ...Object.values(SORT_LABELS),
  ...Object.values(COUPON_MESSAGES),
  UTR_MESSAGE,
  PAYMENT_CANCELLED,
  PAYMENT_NOT_MADE,
  PAYMENT_REFUNDED,
  PAYMENT_SLOW,
  ...Object.values(ORDER_STATUS_TEXT),
  ...Object.values(CARD_STATUS_TEXT),
  ...Object.values(RETURN_TEXT),
  ...RIDER_STAGES,
  ...SIMPLE_STAGES,
  ...WORKFLOW.map((step) => step.label),
  UPDATE_FAILED,
  ...noteRows({ deliveryPartner: "x", ShippingId: "x", deliveryDate: "x", deliveryTime: "x" }).map(
    ([label]) => label,
  ),
  outOfStockMessage({ productCount: 2, productUnits: 1, variants: [], hasVariants: false }) ?? "",
  PINCODE_FORMAT,
  MOBILE_FORMAT,
  STATE_UNKNOWN,
  SIGN_IN_PHONE_FORMAT,
  EMAIL_TAKEN,
  PHONE_TAKEN,
  NOTHING_TO_LINK,
  ...Object.values(phone).flatMap((value) => (typeof value === "string" ? [value] : [])),
  ...["auth/user-disabled", "auth/provider-already-linked"].map((code) => phone.phoneSignInMessage({ code })),
  // The address checks in the spec's order (validateAddress).
  ...[
    {},
    { fullName: "A" },
    { fullName: "A", address: "B" },
    { fullName: "A", address: "B", pincode: "302001" },
  ].map(
    (form) =>
      validateAddress({
        fullName: "",
        address: "",
        pincode: "",
        phoneNumber: "",
        city: "",
        state: "",
        ...form,
      } as never)?.message ?? "",
  ),
  // A saved address's type (the form's options).
  "Home",
  "Work",
  "Other",
  "Address",
];

describe("the Hindi dictionary", () => {
  it("writes t()'s text as a plain double-quoted string, which this test reads", () => {
    const other = translated.flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\(\s*['`]/g)].map((m) => `${file}: ${text.slice(m.index, m.index + 40)}`),
    );
    expect(other).toEqual([]);
  });

  it("has the Hindi of every text the storefront wraps in t()", () => {
    const found = wrapped();
    // The scan finds the screens' texts (a broken pattern finding none would pass everything).
    expect(found.length).toBeGreaterThan(300);
    const missing = found
      .filter(({ english }) => !Object.hasOwn(hi, english))
      .map((w) => `${w.file}: ${w.english}`);
    expect(missing).toEqual([]);
  });

  it("has the Hindi of every message a screen shows through t() from a rule or a store", () => {
    expect(messages.filter((m) => m === "")).toEqual([]);
    expect(messages.filter((m) => !Object.hasOwn(hi, m))).toEqual([]);
  });

  it("holds only texts the source still writes", () => {
    const all = written.map((s) => s.text).join("\n");
    const unused = Object.keys(hi).filter((english) => !all.includes(JSON.stringify(english)));
    expect(unused).toEqual([]);
  });

  it("gives Hindi in Devanagari, with no placeholder the English does not fill", () => {
    for (const [english, hindi] of Object.entries(hi)) {
      // Acronyms and names stay as they are (MRP).
      if (english !== "MRP") expect(hindi, english).toMatch(/[\u0900-\u097F]/);
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const name of names(hindi)) expect(names(english), `${english}: {${name}}`).toContain(name);
    }
  });
});
