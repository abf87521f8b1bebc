/**
 * `npm run docs:settings`: writes the table of docs/configuration.md from the
 * settings table (src/settings.ts): each setting's name, default, meaning and
 * kind, in the table's order. The text above the table is the page's own and
 * is kept as it is; settings-doc.test.ts fails when the page's table is not
 * what this writes, so the page cannot drift from the code.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Command, SETTING_NAMES, SETTINGS } from "../../src/settings";
import { root } from "../lib/procs";

export const CONFIGURATION_DOC = path.join(root, "docs/configuration.md");

/** The line above the table: what follows it is written here. */
export const TABLE_MARK =
  "<!-- The table below is written from src/settings.ts by `npm run docs:settings`: change the table there. -->";

/** One shape for every entry of the table, for reading its optional parts. */
type Entry = {
  kind: string;
  meaning: string;
  default?: string | ((value: (name: string) => string) => string);
  commandDefaults?: Partial<Record<Command, string>>;
  shown?: string;
  empty?: "off";
  production?: { required: string } | { refused: string };
};

const code = (text: string) => `\`${text}\``;
const npm = (command: Command) => code(command === "start" ? "npm start" : `npm run ${command}`);
const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

/** The default column: the local default (or what unset means), a command's own, the production rule, an empty value's meaning. */
function defaultText(entry: Entry): string {
  const parts: string[] = [];
  if (entry.production)
    parts.push("required" in entry.production ? "required in production" : "refused in production");
  if (typeof entry.default === "string") parts.push(entry.default === "" ? "none" : code(entry.default));
  else if (entry.default) parts.push(entry.shown ?? "worked out");
  else parts.push(entry.shown ? `unset: ${entry.shown}` : "unset");
  const byValue = new Map<string, Command[]>();
  for (const [command, value] of Object.entries(entry.commandDefaults ?? {}) as [Command, string][])
    byValue.set(value, [...(byValue.get(value) ?? []), command]);
  for (const [value, commands] of byValue) parts.push(`${commands.map(npm).join(", ")}: ${code(value)}`);
  if (entry.empty === "off") parts.push("set but empty: none");
  return parts.join("; ");
}

/** The table, in markdown. */
export function settingsTable(): string {
  const rows = SETTING_NAMES.map((name) => {
    const entry: Entry = SETTINGS[name];
    return `| ${code(name)} | ${cell(defaultText(entry))} | ${cell(entry.meaning)} | ${entry.kind} |`;
  });
  return ["| setting | default | meaning | kind |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

/**
 * The page: its own text (all that comes before the mark, or before the
 * first table line when there is no mark yet), the mark, the table.
 */
export function configurationDoc(current: string): string {
  const lines = current.split("\n");
  const mark = lines.indexOf(TABLE_MARK);
  const firstRow = lines.findIndex((line) => line.startsWith("|"));
  const end = mark >= 0 ? mark : firstRow >= 0 ? firstRow : lines.length;
  const prose = lines.slice(0, end).join("\n").trimEnd() || "# Configuration";
  return `${prose}\n\n${TABLE_MARK}\n\n${settingsTable()}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const current = existsSync(CONFIGURATION_DOC) ? readFileSync(CONFIGURATION_DOC, "utf8") : "";
  const next = configurationDoc(current);
  if (next === current) console.log(`${path.relative(root, CONFIGURATION_DOC)} is up to date.`);
  else {
    writeFileSync(CONFIGURATION_DOC, next);
    console.log(`Wrote ${path.relative(root, CONFIGURATION_DOC)} (${SETTING_NAMES.length} settings).`);
  }
}
