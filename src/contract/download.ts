/** GET /shop/download-img (valibot): an image of the platform's own shops, handed back as a download. */
import * as v from "valibot";

/** `?url=`: the absolute URL of the image, as the API gave it (e.g. storeData.QRCode). */
export const DownloadImgQuery = v.object({
  url: v.pipe(
    v.string("is required"),
    v.trim(),
    v.minLength(1, "is required"),
    v.maxLength(2000, "is too long"),
    v.url("must be a URL"),
  ),
});
