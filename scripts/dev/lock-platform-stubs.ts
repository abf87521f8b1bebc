/**
 * `npm run lock:platforms`: records, in package-lock.json, the platform-specific
 * optional packages (other OSes and CPUs) that this workplace's npm registry
 * does not serve. npm install skips such a package silently but leaves it out of
 * the lock, and then `npm ci` refuses the lock as out of sync. An entry with its
 * os/cpu/libc lets `npm ci` see the package as "not for this platform" and skip
 * it without a download. Run it after every `npm install` that changes the lock.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib/procs";

const lockPath = path.join(root, "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages: Record<string, Record<string, unknown>> = lock.packages;

/** os, cpu and libc from a platform package name such as `…-linux-arm64-musl`. */
function platformOf(name: string): { os?: string[]; cpu?: string[]; libc?: string[] } | null {
  const m =
    /-(android|darwin|linux|win32|freebsd|openbsd|sunos|aix|wasm32)-?(arm64|x64|ia32|arm|wasi|ppc64|s390x|riscv64)?(?:-(gnu|musl|msvc|gnueabihf|eabi))?$/.exec(
      name,
    );
  if (!m) return null;
  const [, os, cpu, libc] = m;
  if (os === "wasm32") return { cpu: ["wasm32"] };
  return {
    os: [os as string],
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc === "gnu" || libc === "musl" ? { libc: [libc === "gnu" ? "glibc" : "musl"] } : {}),
  };
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  const optional = (entry.optionalDependencies ?? {}) as Record<string, string>;
  const base = key === "" ? "node_modules/" : `${key}/node_modules/`;
  for (const [name, version] of Object.entries(optional)) {
    // Resolution looks in the package's own node_modules, then up to the root.
    const candidates = [`${base}${name}`, `node_modules/${name}`];
    if (candidates.some((c) => packages[c])) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    let served = true;
    try {
      execFileSync("npm", ["view", `${name}@${version}`, "version"], { stdio: "pipe" });
    } catch {
      served = false;
    }
    if (served) continue; // npm install will add it; nothing to stub.
    packages[`node_modules/${name}`] = { version, ...platform, dev: entry.dev ?? undefined, optional: true };
    added++;
    console.log(`stubbed ${name}@${version} (${JSON.stringify(platform)})`);
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `${added} platform entries recorded.` : "Nothing to record.");
