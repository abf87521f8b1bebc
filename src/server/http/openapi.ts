/**
 * The API as an OpenAPI 3.1 document (GET /openapi.json), built from the
 * contract's valibot schemas with @valibot/to-json-schema, so it cannot drift
 * from what the server validates. Transformations (trim, lower-case) have no
 * JSON Schema form and are left out; the constraints around them stay.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { ApiError } from "../../contract/common";
import type { Config } from "../config";
import { CALLS, type Call, type Security } from "./openapi-calls";

type Json = Record<string, unknown>;

/** A contract schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), without its $schema key. */
export function jsonSchemaOf(schema: v.GenericSchema): Json {
  const { $schema: _, ...rest } = toJsonSchema(schema, {
    target: "draft-2020-12",
    errorMode: "ignore",
  }) as Json;
  return rest;
}

const SECURITY_SCHEMES: Record<Security, Json> = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "A Firebase ID token, or the session token POST /customer/session returned",
  },
  sellerKey: { type: "apiKey", in: "header", name: "X-Seller-Key", description: "The shop's seller key" },
  riderKey: { type: "apiKey", in: "header", name: "X-Rider-Key", description: "A rider's key" },
  blogPasscode: {
    type: "apiKey",
    in: "header",
    name: "X-Blog-Passcode",
    description: "The add-blog passcode",
  },
};

const jsonContent = (schema: Json) => ({ "application/json": { schema } });
const imageContent = { "image/*": { schema: { type: "string", contentMediaType: "image/*" } } };
const errorRef = { $ref: "#/components/schemas/ApiError" };

function requestBody(body: Call["body"]): Json | undefined {
  if (!body) return undefined;
  if (body === "multipart") {
    const schema = {
      type: "object",
      properties: { file: { type: "string", contentMediaType: "image/*" } },
      required: ["file"],
    };
    return { required: true, content: { "multipart/form-data": { schema } } };
  }
  return { required: true, content: jsonContent(jsonSchemaOf(body)) };
}

function operation(call: Call): Json {
  const params = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query = Object.entries(call.query ?? {}).map(([name, description]) => ({
    name,
    in: "query",
    required: true,
    description,
    schema: { type: "string" },
  }));
  const answer = call.answer === "image" ? imageContent : jsonContent(jsonSchemaOf(call.answer));
  const responses: Json = { [call.status ?? 200]: { description: "Success", content: answer } };
  for (const status of call.errors)
    responses[status] = { description: "Error", content: jsonContent(errorRef) };
  return {
    summary: call.summary,
    tags: [call.path.split("/")[call.path.startsWith("/api/") ? 2 : 1]],
    operationId: `${call.method}${call.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string = "") => ch.toUpperCase())}`,
    ...(params.length + query.length ? { parameters: [...params, ...query] } : {}),
    ...(call.body ? { requestBody: requestBody(call.body) } : {}),
    ...(call.security ? { security: call.security.map((name) => ({ [name]: [] })) } : {}),
    responses,
  };
}

const built = new WeakMap<object, Json>();

/** The OpenAPI 3.1 document of every call, with the API's public URL as its server (built once per config). */
export function buildOpenApi(config: Pick<Config, "content" | "port">): Json {
  const cached = built.get(config);
  if (cached) return cached;
  const paths: Record<string, Json> = {};
  for (const call of CALLS) paths[call.path] = { ...paths[call.path], [call.method]: operation(call) };
  const doc = {
    openapi: "3.1.0",
    info: {
      title: "platform.in reference API",
      version: "1.0.0",
      description:
        "Every call of the online shop platform (SPEC §7 and the calls designed for what it leaves open).",
    },
    servers: [{ url: config.content?.apiUrl ?? `http://localhost:${config.port || 8787}` }],
    paths,
    components: { schemas: { ApiError: jsonSchemaOf(ApiError) }, securitySchemes: SECURITY_SCHEMES },
  };
  built.set(config, doc);
  return doc;
}
