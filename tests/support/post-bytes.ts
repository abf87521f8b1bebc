/**
 * One POST of `bytes` on a connection of its own, as a client that sends a
 * too-large body would: the answer, and any socket error on the way (a
 * client such as curl fails the whole request on an EPIPE while it is still
 * sending, even when the answer came first). For the 413 tests, directly
 * (tests/api) and through nginx (tests/e2e/faults.spec.ts).
 */
import http from "node:http";

export type PostResult = { status?: number; text?: string; error?: string };

export function postBytes(url: string, bytes: number): Promise<PostResult> {
  const body = Buffer.alloc(bytes, "x");
  return new Promise((resolve) => {
    const result: PostResult = {};
    const req = http.request(url, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", "content-length": body.length },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => Object.assign(result, { status: res.statusCode, text }));
      res.on("error", (error) => Object.assign(result, { error: error.message }));
    });
    req.on("error", (error) => {
      result.error ??= (error as NodeJS.ErrnoException).code ?? error.message;
    });
    req.on("close", () => resolve(result));
    req.end(body);
  });
}

/** `count` posts of `bytes`, `parallel` at a time; those that did not read a 413 with `expected` as its body. */
export async function notRead413(
  url: string,
  bytes: number,
  expected: string,
  count = 50,
  parallel = 5,
): Promise<PostResult[]> {
  const answers: PostResult[] = [];
  for (let i = 0; i < count; i += parallel) {
    answers.push(...(await Promise.all(Array.from({ length: parallel }, () => postBytes(url, bytes)))));
  }
  return answers.filter((a) => a.error !== undefined || a.status !== 413 || a.text !== expected);
}
