import { API_URL } from "./http";

/** GET /shop/download-img?url=…: the link that hands a shop's image (e.g. its UPI QR) back as a download. */
export function downloadImgUrl(imageUrl: string): string {
  return `${API_URL}/shop/download-img?url=${encodeURIComponent(imageUrl)}`;
}
