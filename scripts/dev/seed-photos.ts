/**
 * `npm run seed:photos`: the demo catalogue's photos and the demo shops'
 * logos, as a seller's upload would leave them. Each illustration public/images/products/{shop}/{name}.svg
 * (the drawing, kept as the source) is rasterised with sharp and written
 * beside it as WebP at each of SEED_PHOTO_WIDTHS, `{name}-{w}.webp`, the names
 * the upload pipeline gives (server catalog/images.ts): the seed stores the
 * largest and the storefront lists the others in `srcset`
 * (src/domain/photos.ts).
 *
 * Why not the SVG itself: a browser draws every SVG image as a document of
 * its own on the page's main thread (5-12 ms each on a desktop CPU, five to
 * six times that on a phone), where a WebP decodes off it. The home's grid of
 * drawings was most of the shop's main-thread work after its first paint.
 *
 * Each shop logo public/images/shops/{shop}/logo.svg is written the same way
 * as logo.webp, at LOGO_WIDTH (the header shows it 48 px wide: three device
 * pixels each). The UPI QR codes stay SVG: shown at one step, and sharp.
 *
 * Run it after adding or changing a drawing; its output is committed (the
 * build and the seed read the files, never sharp). A unit test checks that
 * every seeded photo has its sizes (src/server/seed/photos.test.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { LOGO_WIDTH, SEED_PHOTO_WIDTHS } from "../../src/server/seed/photos";
import { root } from "../lib/procs";

/** `svg` drawn `w` pixels wide (at the density that makes it so: never scaled up from pixels), as WebP. */
async function drawn(svg: Buffer, w: number): Promise<Buffer> {
  const { width = w } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * w) / width })
    .resize({ width: w })
    .webp({ quality: 80, effort: 6 })
    .toBuffer();
}

const dir = path.join(root, "public/images/products");
let written = 0;
for (const shop of readdirSync(dir)) {
  for (const file of readdirSync(path.join(dir, shop)).filter((f) => f.endsWith(".svg"))) {
    const svg = readFileSync(path.join(dir, shop, file));
    for (const w of SEED_PHOTO_WIDTHS) {
      writeFileSync(path.join(dir, shop, file.replace(/\.svg$/, `-${w}.webp`)), await drawn(svg, w));
      written += 1;
    }
  }
}
const shops = path.join(root, "public/images/shops");
for (const shop of readdirSync(shops)) {
  const svg = readFileSync(path.join(shops, shop, "logo.svg"));
  writeFileSync(path.join(shops, shop, "logo.webp"), await drawn(svg, LOGO_WIDTH));
  written += 1;
}
console.log(`wrote ${written} WebP files under public/images`);
