/**
 * Settings of the content calls (blogs, cover uploads, image downloads),
 * read from the environment by loadConfig into `config.content`. Tests pass
 * their own; `contentSettings(config)` fills the local defaults.
 */
import path from "node:path";
import { readPublicEnv } from "../../envReader";
import { processVars, readSettings, type Vars } from "../../settings";
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

/** Reads the content settings from environment variables (this process's unless given). */
export function loadContentSettings(env: Vars = processVars()): ContentSettings {
  const settings = readSettings(env);
  const storage = settings.STORAGE;
  const bucket = settings.FIREBASE_STORAGE_BUCKET;
  if (storage === "firebase" && !bucket) throw new Error("STORAGE=firebase needs FIREBASE_STORAGE_BUCKET");
  const hash = settings.BLOG_PASSCODE_HASH;
  if (hash) parsePasscodeHash(hash); // a typo fails at start, not per request
  const token = settings.FIREBASE_STORAGE_TOKEN;
  const emulatorHost = settings.FIREBASE_STORAGE_EMULATOR_HOST;
  return {
    apiUrl: new URL(readPublicEnv(env).apiUrl).origin,
    uploadDir: path.resolve(repoRoot, settings.UPLOAD_DIR),
    publicDir: path.join(repoRoot, "public"),
    storage,
    ...(storage === "firebase" && bucket
      ? { firebase: { bucket, ...(token ? { token } : {}), ...(emulatorHost ? { emulatorHost } : {}) } }
      : {}),
    ...(hash ? { blogPasscodeHash: hash } : {}),
    blogPasscode: settings.BLOG_PASSCODE,
    trustProxy: settings.TRUST_PROXY,
  };
}

/** The content settings of a config, with local defaults when it has none (tests). */
export function contentSettings(config: { content?: ContentSettings | undefined }): ContentSettings {
  return config.content ?? loadContentSettings({});
}
