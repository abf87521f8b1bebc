/**
 * The on-page QR code of a UPI payment link (uqr: a small encoder, drawn as
 * one SVG path here, no canvas). Loaded with the UPI view only.
 */
import { encode } from "uqr";

/** The QR matrix of `text` (error correction M, a quiet zone of 4 modules as the standard asks). */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 4 }).data;
}

/** One SVG path drawing the dark modules, each run of them in a row as one 1-high rectangle. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let d = "";
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x - start + 1;
      d += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  return d;
}
