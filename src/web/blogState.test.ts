import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BlogBuildState,
  BlogRebuildState,
  parseState,
  readBlogStates,
  startingPoint,
  writeRebuildState,
} from "./blogState";

describe("parseState", () => {
  it("reads a record of the right shape", () => {
    expect(parseState(BlogBuildState, '{"last":7,"build":"b"}')).toEqual({ last: 7, build: "b" });
    expect(parseState(BlogBuildState, '{"last":null,"build":"b"}')).toEqual({ last: null, build: "b" });
    expect(parseState(BlogRebuildState, '{"applied":9,"build":"b"}')).toEqual({ applied: 9, build: "b" });
  });

  it("gives null for a missing, broken or wrongly shaped record", () => {
    expect(parseState(BlogRebuildState, null)).toBeNull();
    expect(parseState(BlogRebuildState, '{"applied":')).toBeNull();
    expect(parseState(BlogRebuildState, '{"applied":-1,"build":"b"}')).toBeNull();
    expect(parseState(BlogRebuildState, '{"applied":1.5,"build":"b"}')).toBeNull();
    expect(parseState(BlogRebuildState, '{"applied":"3","build":"b"}')).toBeNull();
    expect(parseState(BlogRebuildState, "[]")).toBeNull();
  });
});

describe("startingPoint", () => {
  const build = { last: 10, build: "b1" };
  it("goes on from the build when the worker has no record for it", () => {
    expect(startingPoint(build, null)).toBe(10);
    expect(startingPoint(build, { applied: 50, build: "b0" })).toBe(10);
  });
  it("resumes from the worker's record for this build", () => {
    expect(startingPoint(build, { applied: 14, build: "b1" })).toBe(14);
  });
  it("starts from the beginning when the build saw no blogs", () => {
    expect(startingPoint({ last: null, build: "b1" }, null)).toBeNull();
    expect(startingPoint(null, null)).toBeNull();
    expect(startingPoint({ last: null, build: "b1" }, { applied: 3, build: "b1" })).toBe(3);
  });
});

describe("the records on disk", () => {
  it("are written atomically and read back", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "blog-state-"));
    expect(await readBlogStates(dir)).toEqual({ build: null, rebuild: null });
    await writeRebuildState(dir, { applied: 3, build: "b1" });
    await writeFile(path.join(dir, "_site/blog-build.json"), '{"last":2,"build":"b1"}');
    expect(await readBlogStates(dir)).toEqual({
      build: { last: 2, build: "b1" },
      rebuild: { applied: 3, build: "b1" },
    });
    expect(await readdir(path.join(dir, "_site"))).toEqual(["blog-build.json", "blog-rebuild.json"]);
  });
});
