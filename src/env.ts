/**
 * This build's public settings. The build reads them once with
 * readPublicEnv (src/envReader.ts, the one reader: the scripts and servers
 * call it too) and puts each value in as a literal (astro.config.mjs
 * `define`), so the browser gets the values it uses, not the reader.
 */
import type { PublicEnv } from "./envReader";

declare const __PUBLIC_ENV__: PublicEnv;

export const siteUrl = __PUBLIC_ENV__.siteUrl;
export const platform = __PUBLIC_ENV__.platform;
export const apiUrl = __PUBLIC_ENV__.apiUrl;
export const adminSiteUrl = __PUBLIC_ENV__.adminSiteUrl;
export const ssoUrl = __PUBLIC_ENV__.ssoUrl;
export const firebase = __PUBLIC_ENV__.firebase;
export const authEmulatorUrl = __PUBLIC_ENV__.authEmulatorUrl;
export const androidApp = __PUBLIC_ENV__.androidApp;
export const appDownloadUrl = __PUBLIC_ENV__.appDownloadUrl;
