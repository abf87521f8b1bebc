/**
 * The API's OpenAPI document (GET /openapi.json) as the sweeps read it: the
 * bad-input sweep (unsafe-text), the bounds check and the fuzzed run.
 */

/** The JSON-schema keywords the sweeps read. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  $ref?: string;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
};

export type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

export type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** The document an app serves. */
export async function openApiDoc(app: { request(path: string): Response | Promise<Response> }): Promise<Doc> {
  return (await (await app.request("/openapi.json")).json()) as Doc;
}

/** Values for the documented paths' parameters: the seeded demo shop, one of its products, its staff member, a key id. */
const PATH_VALUES: Record<string, string> = {
  shopId: "demo",
  productId: "forest-honey-500g",
  email: "demo.staff%40example.com",
  who: "demo.staff%40example.com",
  id: "1",
  orderId: "none",
  slug: "a-blog",
  file: "none.png",
};

/**
 * A documented path with its {parameters} filled in, and the query parameters its operation requires
 * (the seller's push subscription names its shop so), so a sweep reaches the handler rather than a 404
 * or the query's 400.
 */
export function concretePath(path: string, op?: Operation): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name] ?? name);
  const query = (op?.parameters ?? [])
    .filter((p) => p.in === "query" && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(PATH_VALUES[p.name] ?? p.name)}`);
  return query.length ? `${filled}?${query.join("&")}` : filled;
}
