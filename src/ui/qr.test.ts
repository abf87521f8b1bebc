import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { upiPayLink } from "../domain/checkout";
import { qrModules, qrPath } from "./qr";

/** The matrix drawn at `scale` pixels a module, as RGBA pixels (what a phone's camera would see). */
function raster(modules: boolean[][], scale = 4) {
  const size = modules.length * scale;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const dark = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)];
      pixels.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * size + x) * 4);
    }
  return { pixels, size };
}

/** Fills the matrix back from a path of qrPath: what the SVG shows. */
function fromPath(d: string, size: number): boolean[][] {
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) (modules[Number(y)] as boolean[])[Number(x) + i] = true;
  }
  return modules;
}

describe("the on-page UPI QR code", () => {
  const link = upiPayLink({
    payee: "demo@upi",
    name: "Demo Kirana Store",
    amount: 520,
    reference: "PLA1B2C3D4E5",
  });

  it("scans back to the exact payment link", () => {
    const { pixels, size } = raster(qrModules(link));
    expect(jsQR(pixels, size, size)?.data).toBe(link);
  });

  it("has the quiet zone of four light modules around it", () => {
    const modules = qrModules(link);
    expect(modules.slice(0, 4).flat().some(Boolean)).toBe(false);
    expect(modules.flatMap((row) => row.slice(-4)).some(Boolean)).toBe(false);
  });

  it("draws every dark module, and only those, as one path", () => {
    const modules = qrModules(link);
    expect(fromPath(qrPath(modules), modules.length)).toEqual(modules);
    const { pixels, size } = raster(fromPath(qrPath(modules), modules.length));
    expect(jsQR(pixels, size, size)?.data).toBe(link);
  });

  it("merges a run of dark modules into one rectangle", () => {
    expect(qrPath([[false, true, true, true, false, true]])).toBe("M1 0h3v1h-3zM5 0h1v1h-1z");
    expect(qrPath([[false, false]])).toBe("");
  });
});
