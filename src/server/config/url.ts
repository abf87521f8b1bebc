/** A setting that is a URL: parsed, of one of `protocols`, its trailing slashes cut; else start-up fails naming it. */
export function settingUrl(name: string, value: string, protocols: readonly string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new Error(`${name}: use ${protocols.join(" or ")}`);
  return value.replace(/\/+$/, "");
}
