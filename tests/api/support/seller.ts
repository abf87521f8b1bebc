/** Seller console calls in the API tests: JSON requests signed in as a person (the emulator's ID tokens). */
import type { App } from "../../../src/server/app";
import { sellerEmail } from "../../../src/server/seed";
import { asPerson } from "./tokens";

export const DEMO_OWNER = sellerEmail("demo");
export const SEVA_OWNER = sellerEmail("seva");
export { DEMO_STAFF_EMAIL as DEMO_STAFF } from "../../../src/server/seed";

export type Answer = { status: number; json: Record<string, unknown> & { error?: string; field?: string } };

/**
 * A caller of `app`: `as` is an email (Google) or a +91 phone number (phone
 * code) to sign in as, a header record to send as it is, or null for no
 * credentials.
 */
export function sellerApi(app: App) {
  return async (
    method: string,
    path: string,
    body?: unknown,
    as: string | Record<string, string> | null = DEMO_OWNER,
  ): Promise<Answer> => {
    const auth = as === null ? {} : typeof as === "string" ? await asPerson(as) : as;
    const headers: Record<string, string> = { ...auth };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await app.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Answer["json"] };
  };
}

/** A camera-like JPEG of the given size (noise, so it compresses like a photo). */
export async function testPhoto(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const { default: sharp } = await import("sharp");
  const noise = { noise: { type: "gaussian" as const, mean: 128, sigma: 40 } };
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#808080", ...noise } })
      .jpeg()
      .toBuffer(),
  );
}

/** POST …/photos with `bytes` as the multipart field `photo`. */
export async function uploadPhoto(
  app: App,
  bytes: Uint8Array<ArrayBuffer>,
  { shopId = "demo", as = DEMO_OWNER as string | null, name = "photo.jpg", type = "image/jpeg" } = {},
): Promise<Answer> {
  const form = new FormData();
  form.set("photo", new File([bytes], name, { type }));
  const headers = as === null ? {} : await asPerson(as);
  const res = await app.request(`/api/seller/shops/${shopId}/photos`, {
    method: "POST",
    body: form,
    headers,
  });
  return { status: res.status, json: (await res.json()) as Answer["json"] };
}
