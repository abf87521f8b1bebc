/** Test helper: a fake global fetch that the api/ tests script call by call (no real network). */
import { afterEach, beforeEach, vi } from "vitest";

/** A JSON response. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Installs the fake for every test of the calling file; returns its handles. */
export function installFakeFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  const sent: unknown[] = [];
  beforeEach(() => {
    fetchMock.mockReset();
    sent.length = 0;
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return {
    fetchMock,
    /** JSON bodies the calls sent, in order. */
    sent,
    /** The request of the i-th call. */
    requestAt: (i: number) => fetchMock.mock.calls[i]?.[0] as Request,
    /** Answers the next call with `body`, keeping what the call sent. */
    answer: (body: unknown, status = 200) =>
      fetchMock.mockImplementationOnce(async (request) => {
        sent.push(await (request as Request).clone().json());
        return json(body, status);
      }),
  };
}
