import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium, findTestChromium } from "./chromium";

const dir = mkdtempSync(path.join(tmpdir(), "chromium-"));
const shell = path.join(dir, "chromium-headless-shell");
const named = path.join(dir, "my-chrome");
writeFileSync(shell, "");
writeFileSync(named, "");
const missing = path.join(dir, "none");

describe("findTestChromium", () => {
  it("takes the first headless shell installed", () => {
    expect(findTestChromium({}, [missing, shell])).toBe(shell);
  });
  it("takes CHROMIUM_PATH over any headless shell", () => {
    expect(findTestChromium({ CHROMIUM_PATH: named }, [shell])).toBe(named);
  });
  it("without a headless shell, takes the browser findChromium finds", () => {
    expect(findTestChromium({}, [missing])).toBe(findChromium({}));
  });
  it("refuses a CHROMIUM_PATH that does not exist, naming it", () => {
    expect(() => findTestChromium({ CHROMIUM_PATH: missing }, [shell])).toThrow(
      `CHROMIUM_PATH=${missing} does not exist.`,
    );
  });
});
