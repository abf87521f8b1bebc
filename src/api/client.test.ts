import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { createClient, HTTPError, SchemaValidationError, TimeoutError } from "./client";
import { installFakeFetch, json } from "./fakeFetch";

const { fetchMock, requestAt, sent, answer } = installFakeFetch();
const api = createClient({
  prefix: "http://api.test/",
  timeout: 1000,
  retry: { limit: 2, methods: ["get"] },
});
const Body = v.object({ response: v.string() });

describe("the HTTP client", () => {
  it("puts the path after the prefix, with the search params, and reads the answer against its schema", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: "ok" }));
    expect(await api.get("shop/by-host", { searchParams: { host: "a b.localhost" } }).json(Body)).toEqual({
      response: "ok",
    });
    expect(requestAt(0).url).toBe("http://api.test/shop/by-host?host=a+b.localhost");
    expect(requestAt(0).method).toBe("GET");
    expect(requestAt(0).headers.get("accept")).toBe("application/json");
  });

  it("sends `json` as JSON with its content type, and the call's headers", async () => {
    answer({ response: "ok" });
    await api.post("customer/addorder", { json: { a: 1 }, headers: { "X-Key": "k" } }).json(Body);
    expect(sent).toEqual([{ a: 1 }]);
    expect(requestAt(0).headers.get("content-type")).toBe("application/json");
    expect(requestAt(0).headers.get("x-key")).toBe("k");
  });

  it("rejects a refused call with HTTPError carrying the API's body (JSON parsed, else text)", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "Something was worng" }, 400));
    const refused = await api
      .post("customer/userdata", { json: {} })
      .json(Body)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HTTPError);
    expect((refused as HTTPError).response.status).toBe(400);
    expect((refused as HTTPError).data).toEqual({ error: "Something was worng" });
    fetchMock.mockResolvedValueOnce(new Response("nope", { status: 403 }));
    expect(await api.post("x").catch((e: HTTPError) => e.data)).toBe("nope");
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 404 }));
    expect(await api.post("x").catch((e: HTTPError) => e.data)).toBeUndefined();
  });

  it("rejects an answer that breaks the contract with SchemaValidationError", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: 42 }));
    await expect(api.get("x").json(Body)).rejects.toBeInstanceOf(SchemaValidationError);
  });

  it("repeats a read after a lost connection or a 503 (the server's Retry-After), never a write", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response(null, { status: 503, headers: { "Retry-After": "0" } }))
      .mockResolvedValueOnce(json({ response: "third" }));
    expect(await api.get("x").json(Body)).toEqual({ response: "third" });
    expect(fetchMock).toHaveBeenCalledTimes(3);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(null, { status: 503, headers: { "Retry-After": "0" } }));
    await expect(api.post("x", { json: {} })).rejects.toBeInstanceOf(HTTPError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives up after the retry limit, and not at all on a 400 or with retry 0", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 429, headers: { "Retry-After": "0" } }));
    await expect(api.get("x")).rejects.toBeInstanceOf(HTTPError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockClear();
    await expect(api.get("x", { retry: 0 })).rejects.toBeInstanceOf(HTTPError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json({ error: "bad" }, 400));
    await expect(api.get("x")).rejects.toBeInstanceOf(HTTPError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("waits 0.3 s, then 0.6 s between attempts without a Retry-After", async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockResolvedValue(new Response(null, { status: 502 }));
      const call = api.get("x").catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(299);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(600);
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(await call).toBeInstanceOf(HTTPError);
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects with TimeoutError when no answer comes within the timeout (not repeated)", async () => {
    fetchMock.mockImplementation(
      (request) =>
        new Promise((_, reject) =>
          (request as Request).signal.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          ),
        ),
    );
    await expect(api.get("x", { timeout: 20 })).rejects.toBeInstanceOf(TimeoutError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("runs an extension's hooks (a token before, the status after) and keeps its headers", async () => {
    const seen: number[] = [];
    const withToken = api.extend({ headers: { "X-Rider-Key": "r" } }).extend({
      hooks: {
        beforeRequest: [({ request }) => request.headers.set("Authorization", "Bearer t")],
        afterResponse: [({ response }) => void seen.push(response.status)],
      },
    });
    fetchMock.mockResolvedValueOnce(json({ error: "expired" }, 401));
    await expect(withToken.post("customer/link", { json: {} })).rejects.toBeInstanceOf(HTTPError);
    expect(requestAt(0).headers.get("authorization")).toBe("Bearer t");
    expect(requestAt(0).headers.get("x-rider-key")).toBe("r");
    expect(seen).toEqual([401]);
  });
});
