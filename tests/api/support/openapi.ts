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
  pattern?: string;
  maxLength?: number;
  minLength?: number;
};

export type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string; schema: Schema }[];
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
