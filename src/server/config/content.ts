/**
 * Settings of the content calls (blogs, cover uploads, image downloads),
 * read from the environment by loadConfig into `config.content`. Tests pass
 * their own; `contentSettings(config)` fills the local defaults.
 */
import path from "node:path";
import { readPublicEnv } from "../../envReader";
import { type PasscodeSettings, parsePasscodeHash } from "./passcode";
import { repoRoot } from "./root";

/** Firebase Storage (STORAGE=firebase): bucket, and a bearer token unless the emulator is used. */
export type FirebaseStorageSettings = {
  bucket: string;
  /** FIREBASE_STORAGE_TOKEN: an OAuth 2 access token with write access to the bucket. */
  token?: string;
  /** FIREBASE_STORAGE_EMULATOR_HOST, e.g. 127.0.0.1:9199: the local Storage emulator. */
  emulatorHost?: string;
};

export type ContentSettings = PasscodeSettings & {
  /** PUBLIC_API_URL origin: uploaded files are served from here (default http://localhost:{API_PORT}). */
  apiUrl: string;
  /** UPLOAD_DIR: where the local storage keeps uploaded files (default .data/uploads). */
  uploadDir: string;
  /** The web server's public/ folder: seeded blog covers, shop and product images. */
  publicDir: string;
  /** STORAGE: "local" (default) or "firebase". */
  storage: "local" | "firebase";
  firebase?: FirebaseStorageSettings;
  /** TRUST_PROXY=1: take the client IP from X-Forwarded-For (behind your own reverse proxy only). */
  trustProxy: boolean;
};

/** Reads the content settings from environment variables. */
export function loadContentSettings(env: NodeJS.ProcessEnv = process.env): ContentSettings {
  const storage = env.STORAGE || "local";
  if (storage !== "local" && storage !== "firebase") throw new Error(`Bad STORAGE: ${storage}`);
  const bucket = env.FIREBASE_STORAGE_BUCKET || "";
  if (storage === "firebase" && !bucket) throw new Error("STORAGE=firebase needs FIREBASE_STORAGE_BUCKET");
  if (env.BLOG_PASSCODE_HASH) parsePasscodeHash(env.BLOG_PASSCODE_HASH); // a typo fails at start, not per request
  return {
    apiUrl: new URL(readPublicEnv(env).apiUrl).origin,
    uploadDir: path.resolve(repoRoot, env.UPLOAD_DIR || ".data/uploads"),
    publicDir: path.join(repoRoot, "public"),
    storage,
    ...(storage === "firebase"
      ? {
          firebase: {
            bucket,
            ...(env.FIREBASE_STORAGE_TOKEN ? { token: env.FIREBASE_STORAGE_TOKEN } : {}),
            ...(env.FIREBASE_STORAGE_EMULATOR_HOST
              ? { emulatorHost: env.FIREBASE_STORAGE_EMULATOR_HOST }
              : {}),
          },
        }
      : {}),
    ...(env.BLOG_PASSCODE_HASH ? { blogPasscodeHash: env.BLOG_PASSCODE_HASH } : {}),
    ...(env.BLOG_PASSCODE ? { blogPasscode: env.BLOG_PASSCODE } : {}),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
  };
}

/** The content settings of a config, with local defaults when it has none (tests). */
export function contentSettings(config: { content?: ContentSettings | undefined }): ContentSettings {
  return config.content ?? loadContentSettings({});
}
