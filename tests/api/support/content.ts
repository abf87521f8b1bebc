/**
 * Apps for the content calls (blogs, uploads, downloads): each gets its own
 * temporary upload folder, and either the repository's public/ folder or a
 * temporary one, so no test writes into the repository.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createApp } from "../../../src/server/app";
import { type Config, loadConfig } from "../../../src/server/config";
import type { ContentSettings } from "../../../src/server/config/content";
import { DEV_DEFAULT_PASSCODE } from "../../../src/server/config/passcode";
import type { Db } from "../../../src/server/db/connection";
import { testConfig } from "./index";

export const API_URL = "http://localhost:8787";
export const REPO_PUBLIC = path.resolve(import.meta.dirname, "../../../public");
export const PASSCODE = { "X-Blog-Passcode": DEV_DEFAULT_PASSCODE };

/** A temporary folder, removed by the returned function. */
export async function tempDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The content settings of a test app. */
export function testContent(uploadDir: string, over: Partial<ContentSettings> = {}): ContentSettings {
  return { apiUrl: API_URL, uploadDir, publicDir: REPO_PUBLIC, storage: "local", trustProxy: false, ...over };
}

/** An app on db whose content calls use the given settings (and config overrides). */
export function contentApp(db: Db, content: ContentSettings, config: Partial<Config> = {}) {
  // loadConfig({}) fills whatever testConfig does not set (local defaults, no environment).
  return createApp({ db, config: { ...loadConfig({}), ...testConfig, ...config, content } });
}

/** Bindings that make a request come from `ip`, as @hono/node-server would pass them. */
export const fromIp = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

/** A small real image of the given format. */
export function imageBytes(format: "png" | "jpeg" | "webp" | "gif", size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: "#2a6" } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart upload request with one `file` field. */
export function uploadInit(
  bytes: Uint8Array,
  name: string,
  headers: Record<string, string> = PASSCODE,
): RequestInit {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
  return { method: "POST", body: form, headers };
}
