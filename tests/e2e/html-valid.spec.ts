/**
 * Every page is valid HTML by the W3C's own checker (the Nu HTML Checker of
 * validator.w3.org, run locally from vnu-jar): each prerendered page of the
 * build, and the on-demand pages as the web server sends them (the
 * storefront's screens, an unknown shop, a shop's blogs, the orders console).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import vnuJar from "vnu-jar";
import { fetchPage } from "../../scripts/audit/page-js";
import { allow, allowPages } from "./support/budget";
import { cfg } from "./support/servers";

const run = promisify(execFile);
const clientDir = path.resolve("dist/client");

const ON_DEMAND: [name: string, host: string, pathname: string][] = [
  ["shop-home", "demo.localhost", "/"],
  ["shop-product", "demo.localhost", "/product/toor-dal-1kg"],
  ["shop-wishlist", "demo.localhost", "/wishlist"],
  ["shop-bag", "demo.localhost", "/cart"],
  ["shop-orders", "demo.localhost", "/orders"],
  ["shop-blogs", "demo.localhost", "/blogs"],
  ["shop-unknown", "nosuchshop.localhost", "/"],
  ["admin", "localhost", "/Admin"],
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name));
}

test("every page validates with the W3C's Nu HTML Checker", async () => {
  test.setTimeout(60_000);
  allowPages(ON_DEMAND.length);
  const dir = mkdtempSync(path.join(tmpdir(), "html-valid-"));
  try {
    for (const [name, host, pathname] of ON_DEMAND) {
      writeFileSync(path.join(dir, `${name}.html`), await fetchPage(cfg.webPort, host, pathname));
    }
    const files = [...htmlFiles(clientDir), ...htmlFiles(dir)];
    expect(files.length, "the build's pages and the on-demand ones").toBeGreaterThan(30);
    // Java's start, then each page: its share of time on a busy machine.
    allow(files.length * 2_000);
    const { stdout, stderr } = await run(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
      { maxBuffer: 32 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? String(error),
    }));
    const { messages } = JSON.parse(stdout || '{"messages":[]}') as {
      messages: { url: string; message: string; lastLine?: number; extract?: string }[];
    };
    const where = (url: string) => {
      const file = new URL(url).pathname;
      return file.startsWith(clientDir)
        ? path.relative(clientDir, file)
        : `on demand: ${path.basename(file)}`;
    };
    const errors = messages.map((m) => `${where(m.url)}:${m.lastLine}: ${m.message}`);
    expect(stdout, stderr).not.toBe("");
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
