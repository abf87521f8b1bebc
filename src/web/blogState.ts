/**
 * Where the blog pages on disk stand in the API's list of blog changes
 * (GET /api/blogs/events): the build records the newest change it saw
 * (`_site/blog-build.json`, written by src/pages/[site]/blog-build.json.ts),
 * and the rebuild worker the newest it has applied since
 * (`_site/blog-rebuild.json`). Both live in the build's dist/client, so a new
 * build starts afresh and a restart of the web server resumes.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import * as v from "valibot";
import { writeFileAtomic } from "./siteFiles";

/** The folder of dist/client both files are in (never a page: Astro's routes cannot start with "_"). */
export const SITE_STATE_DIR = "_site";
export const BUILD_STATE_FILE = "blog-build.json";
export const REBUILD_STATE_FILE = "blog-rebuild.json";

const EventId = v.pipe(v.number(), v.integer(), v.minValue(0));
/**
 * The build's record: the newest blog change when it read the blogs (null:
 * the API did not answer, no blog was prerendered), and the build's own id.
 */
export const BlogBuildState = v.object({ last: v.nullable(EventId), build: v.string() });
export type BlogBuildState = v.InferOutput<typeof BlogBuildState>;
/** The worker's record: the newest change whose pages are written, over which build. */
export const BlogRebuildState = v.object({ applied: EventId, build: v.string() });
export type BlogRebuildState = v.InferOutput<typeof BlogRebuildState>;

/** Parses a state file's text against its schema; null when it is missing, not JSON or not that shape. */
export function parseState<S extends v.GenericSchema>(
  schema: S,
  text: string | null,
): v.InferOutput<S> | null {
  if (text === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Where to start following the changes: the worker's own record when it is
 * for this build, else the build's (a record left from an earlier build, or
 * another database, is ignored); null when the build saw no blogs (no API
 * then) and nothing was applied since: the worker then renders the blog
 * pages from the start of the list.
 */
export function startingPoint(build: BlogBuildState | null, rebuild: BlogRebuildState | null): number | null {
  if (rebuild && rebuild.build === build?.build) return Math.max(rebuild.applied, build.last ?? 0);
  return build?.last ?? null;
}

async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return null;
  }
}

/** Reads both records from dist/client. */
export async function readBlogStates(clientDir: string) {
  const dir = path.join(clientDir, SITE_STATE_DIR);
  const [build, rebuild] = await Promise.all([
    readText(path.join(dir, BUILD_STATE_FILE)),
    readText(path.join(dir, REBUILD_STATE_FILE)),
  ]);
  return { build: parseState(BlogBuildState, build), rebuild: parseState(BlogRebuildState, rebuild) };
}

/** Records the worker's progress (atomically: a crash mid-write leaves the previous record). */
export function writeRebuildState(clientDir: string, state: BlogRebuildState): Promise<void> {
  return writeFileAtomic(path.join(clientDir, SITE_STATE_DIR, REBUILD_STATE_FILE), JSON.stringify(state));
}
