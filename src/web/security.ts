/**
 * The security headers of every page and file the web server answers (and,
 * in production, nginx: scripts/prod/nginx-conf.ts): a Content-Security-Policy
 * whose scripts are this site's files and the exact inline scripts of the
 * page (their SHA-256 hashes; no 'unsafe-inline' for scripts), no framing,
 * no MIME sniffing, a referrer policy, a permissions policy, and HSTS on an
 * https site. Firebase's Google sign-in and phone sign-in keep working: its
 * script host, its auth domain's frame, its endpoints and reCAPTCHA are allowed.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PublicEnv } from "../envReader";
import { readSettings, type Vars } from "../settings";

/** Inline <script> elements the browser runs: no src, and no type or a JavaScript one (JSON data scripts are not run). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNS = /^(|module|text\/javascript|application\/javascript)$/i;

/** The CSP source of each inline script the page runs: 'sha256-…' of its exact text, in order, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!RUNS.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** reCAPTCHA's own script and frame (phone sign-in's invisible check), by path. */
const RECAPTCHA = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

const origin = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
};

/**
 * Google's sign-in, as the Firebase SDK does it with signInWithPopup, and the
 * reCAPTCHA that guards phone sign-in's codes (production; the emulator needs
 * none of it).
 */
const FIREBASE_SCRIPTS = ["https://apis.google.com", ...RECAPTCHA];
const FIREBASE_ENDPOINTS = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
  "https://www.googleapis.com",
];

/**
 * Where a page's forms may post besides itself: the payment gateway's hosted
 * checkout (issue 37), where the bag sends the shopper to pay, when the
 * platform has a gateway (RAZORPAY_KEY_ID and RAZORPAY_CHECKOUT_URL).
 */
export function formTargets(vars: Vars): string[] {
  const s = readSettings(vars);
  return s.RAZORPAY_KEY_ID ? [origin(s.RAZORPAY_CHECKOUT_URL)].filter(Boolean) : [];
}

/** The Content-Security-Policy of a page whose inline scripts have these hashes (its forms may post to `forms`). */
export function contentSecurityPolicy(env: PublicEnv, scriptHashes: string[], forms: string[] = []): string {
  const emulator = env.authEmulatorUrl ? origin(env.authEmulatorUrl) : "";
  const google = !emulator;
  const api = origin(env.apiUrl);
  // The shops' pages show the platform's images (shop logos, product photos are the platform's files).
  const site = origin(env.siteUrl);
  const storage = env.firebase.storageBucket ? "https://firebasestorage.googleapis.com" : "";
  const authFrame = google && env.firebase.authDomain ? `https://${env.firebase.authDomain}` : "";
  const list = (...sources: string[]) => [...new Set(sources.filter(Boolean))].join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...(google ? FIREBASE_SCRIPTS : []))}`,
    // Styles may be inline (React's style props, Astro's scoped styles); scripts may not.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", "blob:", site, api, storage)}`,
    `font-src ${list("'self'", site)}`,
    `media-src ${list("'self'", site)}`,
    `connect-src ${list("'self'", api, emulator, ...(google ? FIREBASE_ENDPOINTS : []))}`,
    `frame-src ${list(authFrame, ...(google ? RECAPTCHA.slice(0, 1) : [])) || "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", ...forms)}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The headers every answer carries, pages and files alike (the CSP is added to pages). */
export function securityHeaders(env: PublicEnv): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    // Old browsers that read no frame-ancestors.
    "X-Frame-Options": "DENY",
    // No Cross-Origin-Opener-Policy: it puts each page in a browsing context group of its own, so a
    // navigation to it swaps renderer processes; the first audit with it lost the page load's trace
    // (Lighthouse's NO_NAVSTART) in 4 of 48 runs. Nothing here needs that isolation.
    ...(env.siteUrl.startsWith("https://")
      ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}

/**
 * The headers of every file nginx serves itself (production: the platform's
 * prebuilt pages and the assets): the common ones and one CSP whose scripts
 * are the inline scripts of every built page (the web server names each
 * page's own; nginx cannot hash per answer, so its pages share the set, all
 * of them the build's own scripts).
 */
export function builtPageHeaders(clientDir: string, env: PublicEnv): Record<string, string> {
  const hashes = new Set<string>();
  // Before the first build there is no page yet (the production topology writes this again after it).
  const entries = existsSync(clientDir)
    ? readdirSync(clientDir, { recursive: true, withFileTypes: true })
    : [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const html = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  return {
    ...securityHeaders(env),
    "Content-Security-Policy": contentSecurityPolicy(env, [...hashes].sort()),
  };
}
