/**
 * Firebase Storage over its REST API (no SDK): upload with
 * `POST /v0/b/{bucket}/o?name={path}&uploadType=media` and a bearer token,
 * then the download URL from the object's download token, as the Firebase
 * client's getDownloadURL builds it. With FIREBASE_STORAGE_EMULATOR_HOST the
 * local Storage emulator is used (its admin token "owner" needs no secret).
 *
 * FIREBASE_STORAGE_TOKEN must be an OAuth 2 access token with write access to
 * the bucket. Such tokens expire after an hour: refresh it from outside
 * (a sidecar or the platform's metadata server) or use the emulator.
 */
import type { FirebaseStorageSettings } from "../config/content";
import type { Storage } from "./storage";

/** SPEC §8: what the client said when an uploaded cover had no download URL. */
export const NO_DOWNLOAD_URL = "The given file does not have any download URLs.";

/** Firebase Storage as a `Storage`; `fetchImpl` is for tests. */
export function createFirebaseStorage(
  { bucket, token, emulatorHost }: FirebaseStorageSettings,
  fetchImpl: typeof fetch = fetch,
): Storage {
  const base = emulatorHost ? `http://${emulatorHost}` : "https://firebasestorage.googleapis.com";
  const objects = `${base}/v0/b/${encodeURIComponent(bucket)}/o`;
  const bearer = token ?? (emulatorHost ? "owner" : undefined);
  const auth = (): Record<string, string> => {
    if (!bearer) throw new Error("Firebase Storage needs FIREBASE_STORAGE_TOKEN (or the emulator)");
    return { authorization: `Bearer ${bearer}` };
  };
  const objectUrl = (storagePath: string) => `${objects}/${encodeURIComponent(storagePath)}`;

  return {
    async save(storagePath, bytes, contentType) {
      const res = await fetchImpl(`${objects}?name=${encodeURIComponent(storagePath)}&uploadType=media`, {
        method: "POST",
        headers: { ...auth(), "content-type": contentType },
        body: bytes,
      });
      if (!res.ok) throw new Error(`Firebase Storage upload failed: ${res.status}`);
      const meta = (await res.json()) as { downloadTokens?: string };
      const downloadToken = meta.downloadTokens?.split(",")[0];
      if (!downloadToken) throw new Error(NO_DOWNLOAD_URL);
      return {
        path: storagePath,
        url: `${objectUrl(storagePath)}?alt=media&token=${encodeURIComponent(downloadToken)}`,
      };
    },
    url: (storagePath) => `${objectUrl(storagePath)}?alt=media`,
    pathOf(url) {
      const parsed = URL.parse(url);
      if (!parsed) return null;
      const prefix = new URL(`${objects}/`);
      if (parsed.origin !== prefix.origin || !parsed.pathname.startsWith(prefix.pathname)) return null;
      const encoded = parsed.pathname.slice(prefix.pathname.length);
      if (!encoded || encoded.includes("/")) return null;
      try {
        return decodeURIComponent(encoded);
      } catch {
        return null;
      }
    },
    async exists(storagePath) {
      const res = await fetchImpl(objectUrl(storagePath), { headers: auth() });
      if (res.status === 404) return false;
      if (!res.ok) throw new Error(`Firebase Storage lookup failed: ${res.status}`);
      return true;
    },
  };
}
