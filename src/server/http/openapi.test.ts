import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { AppEnv } from "./context";
import { buildOpenApi, CUSTOMER_CALL, describeCall } from "./openapi";
import { validateJson } from "./validate";

const Body = v.object({ email: v.pipe(v.string(), v.email()) });
const Answer = v.object({ response: v.boolean() });

/** A two-route app, documented the way the API's routes are. */
function sampleApp() {
  const app = new Hono<AppEnv>();
  app.route(
    "/api/thing",
    new Hono<AppEnv>()
      .post(
        "/check",
        describeCall({ summary: "Check", answer: Answer, ...CUSTOMER_CALL }),
        validateJson(Body),
        (c) => c.json({ response: true }),
      )
      .get("/:id", describeCall({ summary: "One", answer: Answer, errors: [404] }), (c) =>
        c.json({ response: true }),
      ),
  );
  app.get("/undocumented", (c) => c.text("x"));
  return app;
}

describe("buildOpenApi", () => {
  it("documents each described route from its own describeCall and validator", async () => {
    const doc = (await buildOpenApi(sampleApp(), loadConfig({}))) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(Object.keys(doc.paths).sort()).toEqual(["/api/thing/check", "/api/thing/{id}"]);
    const check = doc.paths["/api/thing/check"]?.post;
    expect(check).toMatchObject({
      summary: "Check",
      tags: ["thing"],
      operationId: "postApiThingCheck",
      security: [{ bearer: [] }],
      requestBody: {
        required: true,
        content: { "application/json": { schema: { type: "object", required: ["email"] } } },
      },
    });
    expect(Object.keys(check?.responses as object)).toEqual(["200", "400", "401", "403", "413", "415"]);
    const one = doc.paths["/api/thing/{id}"]?.get;
    expect(one?.parameters).toEqual([{ schema: { type: "string" }, in: "path", name: "id", required: true }]);
    // A path parameter may be refused (a NUL in it: http/unsafe-url.ts), so a call with one lists 400.
    expect(Object.keys(one?.responses as object).sort()).toEqual(["200", "400", "404"]);
    expect(one?.requestBody).toBeUndefined();
  });
});
