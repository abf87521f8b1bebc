import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SETTING_NAMES } from "../../src/settings";
import { CONFIGURATION_DOC, configurationDoc, settingsTable, TABLE_MARK } from "./settings-doc";

describe("docs/configuration.md", () => {
  it("keeps the page's own text and replaces what follows the mark (or the first table)", () => {
    const table = settingsTable();
    expect(configurationDoc("# Configuration\n\nProse.\n\n| a | b |\n| --- | --- |\n| old | row |\n")).toBe(
      `# Configuration\n\nProse.\n\n${TABLE_MARK}\n\n${table}\n`,
    );
    expect(configurationDoc(`# Settings\n\n${TABLE_MARK}\n\nstale\n`)).toBe(
      `# Settings\n\n${TABLE_MARK}\n\n${table}\n`,
    );
    expect(configurationDoc("")).toBe(`# Configuration\n\n${TABLE_MARK}\n\n${table}\n`);
  });

  it("has one row per setting, with its default worked out where the table says how", () => {
    const rows = settingsTable().split("\n").slice(2);
    expect(rows).toHaveLength(SETTING_NAMES.length);
    expect(rows).toContain("| `API_PORT` | `8787` | The API's port. | server |");
    const row = (name: string) => rows.find((r) => r.startsWith(`| \`${name}\` |`)) ?? "";
    expect(row("SEED_SELLER_KEY")).toContain(
      "unset: random keys, printed once; `npm start`, `npm run start:prod`: `local-seller-key`",
    );
    expect(row("DATABASE_URL")).toContain("required in production; unset: PGlite in DATA_DIR");
    expect(row("PUBLIC_AUTH_EMULATOR_URL")).toContain("set but empty: none");
    expect(row("BLOG_PASSCODE_HASH")).toContain("printf '%s' 'secret' \\| npm run");
  });

  it("is what `npm run docs:settings` writes from src/settings.ts (run it after changing the table)", () => {
    const current = readFileSync(CONFIGURATION_DOC, "utf8");
    expect(current).toBe(configurationDoc(current));
  });
});
