/**
 * `npm run hash-passcode`: prints the BLOG_PASSCODE_HASH for an add-blog
 * passcode. Reads it from standard input (so it stays out of shell history):
 *
 *   printf '%s' 'my long passcode' | npm run -s hash-passcode
 *   npm run -s hash-passcode            # then type it and press Enter
 */
import { createInterface } from "node:readline/promises";
import { hashPasscode, MAX_PASSCODE_LENGTH } from "../../src/server/config/passcode";

/** The first line of standard input. */
async function readPasscode(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Passcode: ");
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

const passcode = (await readPasscode()).replace(/\r$/, "");
if (passcode.length < 12 || passcode.length > MAX_PASSCODE_LENGTH) {
  console.error(`The passcode must be 12 to ${MAX_PASSCODE_LENGTH} characters long.`);
  process.exit(1);
}
console.log(await hashPasscode(passcode));
