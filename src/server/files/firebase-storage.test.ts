import { describe, expect, it } from "vitest";
import { loadContentSettings } from "../config/content";
import { createStorage } from "./create-storage";
import { createFirebaseStorage, NO_DOWNLOAD_URL } from "./firebase-storage";

describe("Firebase Storage (REST, fake server)", () => {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), ...(init ? { init } : {}) });
    if (String(url).includes("?name="))
      return Response.json({ name: "blogs/1-a.png", downloadTokens: "tok1,tok2" });
    return new Response(null, { status: String(url).endsWith("missing.png") ? 404 : 200 });
  }) as typeof fetch;
  const storage = createFirebaseStorage({ bucket: "demo.appspot.com", token: "ya29.token" }, fakeFetch);
  const base = "https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o";

  it("uploads with the bearer token and returns the tokened download URL", async () => {
    const saved = await storage.save("blogs/1-a.png", new Uint8Array([1, 2]), "image/png");
    expect(saved).toEqual({ path: "blogs/1-a.png", url: `${base}/blogs%2F1-a.png?alt=media&token=tok1` });
    expect(calls[0]?.url).toBe(`${base}?name=blogs%2F1-a.png&uploadType=media`);
    expect(new Headers(calls[0]?.init?.headers).get("authorization")).toBe("Bearer ya29.token");
    expect(storage.pathOf(saved.url)).toBe("blogs/1-a.png");
    expect(storage.pathOf("https://evil.example/v0/b/demo.appspot.com/o/blogs%2F1-a.png")).toBeNull();
    expect(await storage.exists("blogs/1-a.png")).toBe(true);
    expect(await storage.exists("blogs/missing.png")).toBe(false);
  });

  it("fails with the spec's message when the object has no download token", async () => {
    const none = createFirebaseStorage({ bucket: "b", emulatorHost: "127.0.0.1:9199" }, (async () =>
      Response.json({ name: "x" })) as unknown as typeof fetch);
    await expect(none.save("blogs/x.png", new Uint8Array([1]), "image/png")).rejects.toThrow(NO_DOWNLOAD_URL);
  });

  it("is what STORAGE=firebase selects; a missing bucket or unknown STORAGE fails at start", () => {
    const env = { STORAGE: "firebase", FIREBASE_STORAGE_BUCKET: "b", FIREBASE_STORAGE_TOKEN: "t" };
    const selected = createStorage(loadContentSettings(env));
    expect(selected.url("blogs/x.png")).toBe(
      "https://firebasestorage.googleapis.com/v0/b/b/o/blogs%2Fx.png?alt=media",
    );
    expect(() => loadContentSettings({ STORAGE: "firebase" })).toThrow(/FIREBASE_STORAGE_BUCKET/);
    expect(() => loadContentSettings({ STORAGE: "s3" })).toThrow(/Bad STORAGE/);
    expect(createStorage(loadContentSettings({})).url("blogs/x.png")).toBe(
      "http://localhost:8787/uploads/blogs/x.png",
    );
  });
});
