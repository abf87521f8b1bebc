/**
 * `npm run bench:build`: how the production build scales with the number of
 * blogs. For each size (default 1,000 and 10,000 blogs beyond the seeded
 * ones; BENCH_BLOGS=500,2000 to choose), it seeds a throwaway PGlite
 * database, serves it with the API on a free loopback port, runs `astro
 * build` against it into a throwaway folder under .data/, and measures the wall time and
 * the peak memory of the build (the resident memory of its whole process
 * tree, sampled every 50 ms). Prints a table, the time per extra page
 * between the smallest and the largest size, and checks the goal: 10,000
 * blogs built in at most 60 s and 2 GB. Your dist/ and database are untouched.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { childEnv, readSettings } from "../../src/settings";
import { root, run } from "../lib/procs";
import { forkBenchServer } from "./server";

const sizes = readSettings().BENCH_BLOGS.split(",").map(Number);
const GOAL = { blogs: 10_000, seconds: 60, bytes: 2 * 1024 ** 3 };

/** Starts scripts/bench/build-server.ts with `blogs` extra blogs; resolves the port it listens on. */
function startApi(dataDir: string, blogs: number) {
  return forkBenchServer(path.join(import.meta.dirname, "build-server.ts"), [dataDir, String(blogs)], {
    timeoutMs: 180_000,
    quiet: true,
  });
}

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop() ?? 0;
    total += rss.get(p) ?? 0;
    queue.push(...(children.get(p) ?? []));
  }
  return total;
}

/** The builds' output, kept for a failure's reason. */
const BUILD_LOG = path.join(root, ".data/bench-build.log");

async function build(apiUrl: string, outDir: string): Promise<{ seconds: number; peak: number }> {
  const started = performance.now();
  const { child, exited } = run(
    "build",
    "astro",
    ["build"],
    childEnv({ ASTRO_TELEMETRY_DISABLED: "1", BUILD_API_URL: apiUrl, BUILD_OUT_DIR: outDir }),
    { output: { file: BUILD_LOG } },
  );
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, 50);
  const code = await exited;
  clearInterval(sampler);
  if (code !== 0) throw new Error(`astro build failed (exit ${code}): see ${path.relative(root, BUILD_LOG)}`);
  return { seconds: (performance.now() - started) / 1000, peak };
}

type Row = { blogs: number; pages: number; seconds: number; peak: number };
const rows: Row[] = [];
for (const blogs of sizes) {
  // Inside the project: the build's server chunks import packages from its node_modules.
  await mkdir(path.join(root, ".data"), { recursive: true });
  const work = await mkdtemp(path.join(root, ".data/bench-build-"));
  const api = await startApi(path.join(work, "pglite"), blogs);
  try {
    const out = path.join(work, "dist");
    const { seconds, peak } = await build(`http://127.0.0.1:${api.port}`, out);
    const blogDir = path.join(out, "client/blog");
    const pages = existsSync(blogDir) ? readdirSync(blogDir).length : 0;
    const listPages = readdirSync(path.join(out, "client/blogs")).filter((d) => /^\d+$/.test(d)).length + 1;
    rows.push({ blogs, pages: pages + listPages, seconds, peak });
    console.log(
      `${blogs} extra blogs: ${pages} article pages + ${listPages} list pages in ${seconds.toFixed(1)} s, peak ${(peak / 1024 ** 2).toFixed(0)} MB`,
    );
  } finally {
    api.child.kill("SIGTERM");
    await new Promise((r) => api.child.once("exit", r));
    await rm(work, { recursive: true, force: true });
  }
}

console.log("\n| extra blogs | blog pages built | wall time | peak memory |\n| ---: | ---: | ---: | ---: |");
for (const r of rows)
  console.log(
    `| ${r.blogs} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${(r.peak / 1024 ** 2).toFixed(0)} MB |`,
  );
const [small, large] = [rows[0], rows.at(-1)];
if (small && large && large.pages > small.pages) {
  const perPage = ((large.seconds - small.seconds) * 1000) / (large.pages - small.pages);
  console.log(`\nTime per extra page: ${perPage.toFixed(2)} ms (${small.blogs} → ${large.blogs} blogs)`);
}
const goal = rows.find((r) => r.blogs === GOAL.blogs);
if (goal) {
  const ok = goal.seconds <= GOAL.seconds && goal.peak <= GOAL.bytes;
  console.log(
    `Goal (10,000 blogs in ≤ 60 s and ≤ 2 GB): ${ok ? "met" : "MISSED"} (${goal.seconds.toFixed(1)} s, ${(goal.peak / 1024 ** 3).toFixed(2)} GB)`,
  );
  if (!ok) process.exitCode = 1;
}
