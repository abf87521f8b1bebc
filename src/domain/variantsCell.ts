/**
 * A product's variants in one spreadsheet cell: `size/colour=stock` joined
 * by `;`, e.g. `M/Red=4;M/Blue=2;L/Red=0` (`/Red=3` has no size, `M/=2` no
 * colour). A size or colour holding `/`, `=`, `;` or `\` (a size "S/M")
 * has it written after a backslash, so every name survives the round trip.
 */
import type { VariantDraft } from "./productDraft";

const SPECIAL = /[\\/=;]/g;

/** Variants as one cell: "M/Red=4;L/=0". */
export function variantsToCell(variants: readonly VariantDraft[]): string {
  const escaped = (name: string) => name.replace(SPECIAL, (ch) => `\\${ch}`);
  return variants.map((v) => `${escaped(v.size)}/${escaped(v.color)}=${v.stock}`).join(";");
}

/** Splits a text at each `sep` not written after a backslash; the pieces keep their backslashes. */
function splitUnescaped(text: string, sep: string): string[] {
  const pieces = [""];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (ch === sep) pieces.push("");
    else {
      const take = ch === "\\" ? text.slice(i, i + 2) : ch;
      pieces[pieces.length - 1] += take;
      i += take.length - 1;
    }
  }
  return pieces;
}

const unescaped = (text: string) => text.replace(/\\(.)/g, "$1").trim();

/** A cell read back into variants (empty: none), or the first item not written as size/colour=stock. */
export function variantsFromCell(cell: string): { variants: VariantDraft[] } | { badItem: string } {
  const variants: VariantDraft[] = [];
  for (const item of splitUnescaped(cell, ";").filter((i) => i.trim() !== "")) {
    const [names = "", stock, ...more] = splitUnescaped(item, "=");
    const [size, color, ...moreNames] = splitUnescaped(names, "/");
    const count = stock?.trim() ?? "";
    if (more.length || moreNames.length || color === undefined || !/^-?\d+(\.\d+)?$/.test(count)) {
      return { badItem: item.trim() };
    }
    variants.push({ size: unescaped(size ?? ""), color: unescaped(color), stock: Number(count) });
  }
  return { variants };
}
