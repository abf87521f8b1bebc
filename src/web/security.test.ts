import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { PublicEnv } from "../envReader";
import { secureResponse } from "./secureResponse";
import { contentSecurityPolicy, formTargets, inlineScriptHashes, securityHeaders } from "./security";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const local = {
  siteUrl: "http://platform.localhost:4321",
  apiUrl: "http://localhost:8787",
  authEmulatorUrl: "http://127.0.0.1:9099",
  firebase: {
    apiKey: "k",
    authDomain: "demo-platform.firebaseapp.com",
    projectId: "demo-platform",
    storageBucket: "",
  },
} as PublicEnv;
const production = {
  ...local,
  siteUrl: "https://platform.in",
  apiUrl: "https://api.platform.in",
  authEmulatorUrl: "",
  firebase: {
    ...local.firebase,
    authDomain: "shop-prod.firebaseapp.com",
    storageBucket: "shop-prod.appspot.com",
  },
} as PublicEnv;

const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script the browser runs, once each", () => {
    const a = "console.log(1)";
    const b = "\n  (function(){})();\n";
    const html = `<head><script>${a}</script><script type="module">${b}</script><script>${a}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b)]);
  });

  it("leaves out scripts with a src and data scripts (JSON, JSON-LD), which CSP does not govern", () => {
    const html = [
      '<script src="/_astro/app.js"></script>',
      '<script type="module" src="/_astro/x.js"></script>',
      '<script type="application/json" id="boot">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  it("runs only this site's scripts and the page's hashed inline ones: no 'unsafe-inline' for scripts", () => {
    const policy = contentSecurityPolicy(local, ["'sha256-abc'"]);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(directive(policy, "script-src")).not.toContain("unsafe");
  });

  it("lets forms post only here, and to the payment gateway's hosted checkout where the platform has one", () => {
    expect(directive(contentSecurityPolicy(local, []), "form-action")).toBe("form-action 'self'");
    expect(formTargets({})).toEqual([]);
    // A checkout URL without the gateway's key: online payments are off, no form goes there.
    expect(formTargets({ RAZORPAY_CHECKOUT_URL: "https://api.razorpay.com/v1/checkout/embedded" })).toEqual(
      [],
    );
    const targets = formTargets({ RAZORPAY_KEY_ID: "rzp_live_x" });
    expect(targets).toEqual(["https://api.razorpay.com"]);
    expect(directive(contentSecurityPolicy(local, [], targets), "form-action")).toBe(
      "form-action 'self' https://api.razorpay.com",
    );
  });

  it("locally: the API and the Auth emulator are reachable, no Google host is", () => {
    const policy = contentSecurityPolicy(local, []);
    expect(directive(policy, "connect-src")).toBe(
      "connect-src 'self' http://localhost:8787 http://127.0.0.1:9099",
    );
    // The shops' pages show the platform's own images.
    expect(directive(policy, "img-src")).toBe(
      "img-src 'self' data: blob: http://platform.localhost:4321 http://localhost:8787",
    );
    expect(directive(policy, "frame-src")).toBe("frame-src 'none'");
    expect(policy).not.toContain("google");
  });

  it("in production: Google's sign-in script, its endpoints, the auth domain's frame, reCAPTCHA (phone sign-in) and the storage bucket's images", () => {
    const policy = contentSecurityPolicy(production, []);
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' https://apis.google.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(directive(policy, "connect-src")).toContain("https://identitytoolkit.googleapis.com");
    expect(directive(policy, "connect-src")).toContain("https://securetoken.googleapis.com");
    expect(directive(policy, "connect-src")).toContain("https://api.platform.in");
    expect(directive(policy, "frame-src")).toBe(
      "frame-src https://shop-prod.firebaseapp.com https://www.google.com/recaptcha/",
    );
    expect(directive(policy, "img-src")).toContain("https://firebasestorage.googleapis.com");
  });
});

describe("securityHeaders", () => {
  it("no sniffing, no framing, a referrer and a permissions policy; HSTS only on an https site", () => {
    const headers = securityHeaders(local);
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders(production)["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});

describe("secureResponse", () => {
  /** A real server whose handler answers through secureResponse; returns the answer's headers and body. */
  async function answer(handler: (res: http.ServerResponse) => void) {
    const server = http.createServer((_req, res) => {
      secureResponse(
        res,
        { "X-Content-Type-Options": "nosniff" },
        (html) => `script-src ${inlineScriptHashes(html).join(" ")}`,
      );
      handler(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return { headers: res.headers, body: await res.text(), status: res.status };
    } finally {
      server.close();
    }
  }

  it("a page written in pieces after writeHead gets the CSP of its whole text, and its body unchanged", async () => {
    const page = "<html><script>a()</script><body>x</body><script>b()</script></html>";
    const { headers, body, status } = await answer((res) => {
      res.writeHead(201, { "Content-Type": "text/html; charset=utf-8" });
      res.write(page.slice(0, 20));
      res.write(Buffer.from(page.slice(20, 40)));
      res.end(page.slice(40));
    });
    expect(status).toBe(201);
    expect(body).toBe(page);
    expect(headers.get("content-security-policy")).toBe(`script-src ${sha("a()")} ${sha("b()")}`);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("a file that is not HTML streams as it is, with the common headers and no CSP", async () => {
    const { headers, body } = await answer((res) => {
      res.setHeader("Content-Type", "text/javascript");
      res.write("let a = 1;");
      res.end("\n");
    });
    expect(body).toBe("let a = 1;\n");
    expect(headers.get("content-security-policy")).toBeNull();
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });
});
