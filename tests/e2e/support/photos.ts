/**
 * A shop of real photos for the Lighthouse audit (issue 24: "a shop of real
 * photos keeps Lighthouse mobile ≥ 98"): camera-sized, photo-like JPEGs go
 * through the seller's photo call (the sharp pipeline) and become the first
 * image of the demo shop's first products, as a seller would do it.
 */
import sharp from "sharp";
import * as v from "valibot";
import type { LocalConfig } from "../../../scripts/lib/config";
import { emulatorIdToken } from "../../../scripts/lib/emulator-token";
import { ProductsResponse } from "../../../src/contract/product";
import { type SellerProduct, SellerProductResponse } from "../../../src/contract/seller";

const OWNER = "demo.seller@example.com";

/** A 4000 × 3000 photo-like JPEG: a soft gradient, a few shapes, a little grain (compresses as photos do). */
export async function photoLike(seed: number): Promise<Uint8Array<ArrayBuffer>> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},45%,38%)"/>
    </linearGradient></defs>
    <rect width="4000" height="3000" fill="url(#g)"/>
    <circle cx="${1400 + seed * 90}" cy="1500" r="900" fill="hsl(${(hue + 180) % 360},50%,55%)"/>
    <rect x="2300" y="900" width="1100" height="1400" rx="120" fill="hsl(${(hue + 30) % 360},35%,88%)"/>
  </svg>`;
  const grain = { noise: { type: "gaussian" as const, mean: 0, sigma: 6 } };
  const noise = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: "#000", ...grain },
  })
    .png()
    .toBuffer();
  const photo = await sharp(Buffer.from(svg))
    .blur(2)
    .composite([{ input: noise, blend: "add" }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(photo);
}

/** Gives the demo shop's first `count` products (and `also`) an uploaded photo first; returns the photo URLs. */
export async function photographDemoShop(
  cfg: LocalConfig,
  count: number,
  also: string[] = [],
): Promise<string[]> {
  const token = await emulatorIdToken(`127.0.0.1:${cfg.authPort}`, OWNER);
  const auth = { authorization: `Bearer ${token}` };
  const api = (path: string) => `${cfg.apiUrl}/${path}`;
  const listed = await fetch(api("shop/products"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ shopId: "demo" }),
  });
  const ids = v.parse(ProductsResponse, await listed.json()).response.map((p) => p.productId);
  const chosen = [...new Set([...ids.slice(0, count), ...also])];
  const urls: string[] = [];
  for (const [i, productId] of chosen.entries()) {
    const form = new FormData();
    form.set("photo", new File([await photoLike(i)], `${productId}.jpg`, { type: "image/jpeg" }));
    const up = await fetch(api("api/seller/shops/demo/photos"), {
      method: "POST",
      headers: auth,
      body: form,
    });
    if (up.status !== 201) throw new Error(`photo upload ${up.status}: ${await up.text()}`);
    const { url } = (await up.json()) as { url: string };
    const path = `api/seller/shops/demo/products/${productId}`;
    const { product } = v.parse(
      SellerProductResponse,
      await (await fetch(api(path), { headers: auth })).json(),
    );
    const draft = draftOf(product, [url, ...product.images].slice(0, 6));
    const saved = await fetch(api(path), {
      method: "PUT",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify(draft),
    });
    if (saved.status !== 200) throw new Error(`saving ${productId}: ${saved.status} ${await saved.text()}`);
    urls.push(url);
  }
  return urls;
}

/** A product as the edit call takes it back, with new images. */
function draftOf(p: SellerProduct, images: string[]) {
  return {
    name: p.name,
    description: p.description,
    category: p.category,
    images,
    mrp: p.mrp,
    sellingPrice: p.sellingPrice,
    gst: p.gst,
    hsn: p.hsn,
    units: p.units,
    stockVersion: p.stockVersion,
    variants: p.variants,
  };
}
