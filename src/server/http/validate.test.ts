import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ShopId } from "../../contract/common";
import { toApiError, validateJson } from "./validate";

const Body = v.object({
  shopId: ShopId,
  kind: v.optional(v.picklist(["product", "service"])),
  address: v.optional(v.object({ pin: v.string() })),
});
const app = new Hono().post("/", validateJson(Body), (c) => c.json(c.req.valid("json")));

async function post(body: string, contentType = "application/json") {
  const res = await app.request("/", { method: "POST", headers: { "content-type": contentType }, body });
  return { status: res.status, json: await res.json() };
}

describe("validateJson", () => {
  it("passes the parsed output on", async () => {
    expect(await post('{"shopId":" Demo ","extra":1}')).toEqual({ status: 200, json: { shopId: "demo" } });
  });

  it.each([
    ["a missing key", "{}", "shopId", "is required"],
    ["a wrong type", '{"shopId":42}', "shopId", "must be of type string"],
    ["a failed regex", '{"shopId":"a/b"}', "shopId", "must be one host label: a-z, 0-9 and inner hyphens"],
    ["a nested wrong type", '{"shopId":"a","address":{"pin":1}}', "address.pin", "must be of type string"],
    ["a nested object given a string", '{"shopId":"a","address":"x"}', "address", "must be of type object"],
    ["an unknown option", '{"shopId":"a","kind":"x"}', "kind", 'must be "product" | "service"'],
    ["an array body", "[1,2]", "body", "must be of type object"],
    ["a non-object body", "42", "body", "must be of type object"],
  ])("answers 400 for %s, naming the field first", async (_, body, field, message) => {
    expect(await post(body)).toEqual({
      status: 400,
      json: { error: `Invalid ${field}: ${message}`, field, issues: [{ field, message }] },
    });
  });

  it("answers 415 for a non-JSON content type", async () => {
    expect((await post('{"shopId":"a"}', "text/plain")).status).toBe(415);
  });

  it("answers 415 for a non-JSON content type even when the schema would accept no body", async () => {
    const lenient = new Hono().post("/", validateJson(v.object({ note: v.optional(v.string()) })), (c) =>
      c.json(c.req.valid("json")),
    );
    const res = await lenient.request("/", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: "Content-Type must be application/json", field: "body" });
  });

  it("answers 400 for malformed JSON (hono's validator throws; app.ts answers it as an ApiError)", async () => {
    const res = await app.request("/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"shopId":',
    });
    expect(res.status).toBe(400);
  });
});

describe("toApiError", () => {
  it("lists every issue and names the first", () => {
    const result = v.safeParse(Body, { shopId: 1, address: {} });
    if (result.success) throw new Error("expected a failure");
    expect(toApiError(result).issues?.map((i) => i.field)).toEqual(["shopId", "address.pin"]);
  });

  it("has a body-wide error when there are no issues", () => {
    expect(toApiError({ issues: [] })).toEqual({
      error: "Invalid body: is invalid",
      field: "body",
      issues: [],
    });
  });
});
