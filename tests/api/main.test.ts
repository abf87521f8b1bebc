/** The real entry point: start on a temp data folder, answer, stop on SIGTERM, start again. */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "api-main-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts src/server/main.ts on a free port; resolves once it logs where it listens. */
function startApi(): Promise<{ child: ChildProcess; url: string; log: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, API_PORT: "0", DATA_DIR: path.join(dir, "pglite") };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, env });
  let out = "";
  const log = () => out;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /API listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, url: `http://localhost:${port}`, log });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`API exited early (${code}):\n${out}`)));
  });
}

function stopApi(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

describe("npm run api (src/server/main.ts)", () => {
  it("seeds an empty folder, serves, stops cleanly on SIGTERM and restarts on the same data", async () => {
    const first = await startApi();
    expect(first.log()).toContain("Empty database: seeded demo, seva, kala");
    const res = await fetch(`${first.url}/subdomains`);
    expect(await res.json()).toEqual({
      response: [{ subdomain: "demo" }, { subdomain: "kala" }, { subdomain: "seva" }],
    });
    expect(await stopApi(first.child)).toBe(0);
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);

    const second = await startApi();
    try {
      expect(second.log()).not.toContain("seeded");
      expect(await (await fetch(`${second.url}/health`)).json()).toEqual({ ok: true });
    } finally {
      expect(await stopApi(second.child)).toBe(0);
    }
  });
});
