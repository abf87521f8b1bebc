/**
 * A shop's blogs by its owner (/api/seller/shops/{shopId}/blogs) and the
 * blog changes feed the web server rebuilds from (GET /api/blogs/events).
 */
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlogEventsResponse, BlogResponse, ShopBlogResponse } from "../../../src/contract/blog";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp } from "../support";
import { contentApp, PASSCODE, tempDir, testContent } from "../support/content";
import { DEMO_STAFF, SEVA_OWNER, sellerApi, testPhoto, uploadPhoto } from "../support/seller";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
let uploads: Awaited<ReturnType<typeof tempDir>>;
let cover: string;
beforeAll(async () => {
  ({ handle } = await openSeededApp());
  uploads = await tempDir("blogs-");
  app = contentApp(handle.db, testContent(uploads.dir));
  call = sellerApi(app);
  cover = String((await uploadPhoto(app, await testPhoto(800, 420))).json.url);
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const BASE = "/api/seller/shops/demo/blogs";
const post = (over = {}) => ({
  title: "Diwali hampers are here",
  description: "Dry fruit and diya hampers, packed to order.",
  content: ["Order by the 25th for delivery before Dhanteras.", "Every hamper is packed by hand."],
  tags: ["diwali", "hampers"],
  coverImage: cover,
  ...over,
});
const events = async (after = 0) =>
  v.parse(BlogEventsResponse, await (await app.request(`/api/blogs/events?after=${after}`)).json());
const read = async (slug: string) => app.request(`/api/blog/slug/${slug}`);

describe(`the owner's blogs (${driverName})`, () => {
  it("publishes, edits and removes, each a change in the events feed", async () => {
    const start = (await events()).last;
    const made = await call("POST", BASE, post());
    expect(made.status).toBe(201);
    const { blog, eventId } = v.parse(ShopBlogResponse, made.json);
    expect(blog).toMatchObject({ slug: "diwali-hampers-are-here", shopId: "demo", coverImage: cover });
    expect(eventId).toBeGreaterThan(start);

    const edited = await call(
      "PUT",
      `${BASE}/diwali-hampers-are-here`,
      post({ title: "Diwali hampers: order by the 25th" }),
    );
    expect(edited.status).toBe(200);
    expect(v.parse(ShopBlogResponse, edited.json).blog?.slug).toBe("diwali-hampers-are-here"); // the address stays
    const shown = v.parse(BlogResponse, await (await read("diwali-hampers-are-here")).json());
    expect(shown.response.title).toBe("Diwali hampers: order by the 25th");

    const removed = await call("DELETE", `${BASE}/diwali-hampers-are-here`);
    expect(removed.status).toBe(200);
    expect((await read("diwali-hampers-are-here")).status).toBe(404);

    const feed = await events(start);
    expect(feed.events.map((e) => [e.slug, e.kind, e.shopId])).toEqual([
      ["diwali-hampers-are-here", "publish", "demo"],
      ["diwali-hampers-are-here", "update", "demo"],
      ["diwali-hampers-are-here", "remove", "demo"],
    ]);
    expect(feed.last).toBe(feed.events.at(-1)?.id);
  });

  it("the passcode's /addblog is in the feed too, and answers its event id", async () => {
    const before = (await events()).last;
    const res = await app.request("/api/blog/upload", {
      method: "POST",
      headers: PASSCODE,
      body: (() => {
        const form = new FormData();
        form.set(
          "file",
          new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], "c.png", {
            type: "image/png",
          }),
        );
        return form;
      })(),
    });
    const url = ((await res.json()) as { response: { url: string } }).response.url;
    const added = await app.request("/api/blog/addblog", {
      method: "POST",
      headers: { "content-type": "application/json", ...PASSCODE },
      body: JSON.stringify({ ...post({ title: "Platform news" }), coverImage: url }),
    });
    expect(added.status).toBe(201);
    const { eventId } = (await added.json()) as { eventId: number };
    expect(eventId).toBe(before + 1);
  });

  it("refuses a cover that is not the shop's photo, a missing title, and an unknown blog", async () => {
    expect(
      (await call("POST", BASE, post({ coverImage: "https://elsewhere.example.com/x.jpg" }))).json.field,
    ).toBe("coverImage");
    expect((await call("POST", BASE, post({ title: " " }))).json.field).toBe("title");
    expect((await call("PUT", `${BASE}/no-such-blog`, post())).status).toBe(404);
    expect((await call("DELETE", `${BASE}/no-such-blog`)).status).toBe(404);
  });

  it("is the owner's alone: staff and another shop's owner are refused, signed out is 401", async () => {
    expect((await call("POST", BASE, post(), DEMO_STAFF)).status).toBe(403);
    expect((await call("POST", BASE, post(), SEVA_OWNER)).status).toBe(403);
    expect((await call("POST", BASE, post(), null)).status).toBe(401);
    const seva = await call("POST", "/api/seller/shops/seva/blogs", post({ coverImage: "x" }), SEVA_OWNER);
    expect(seva.json.field).toBe("coverImage"); // demo's photo is not seva's
  });

  it("the feed refuses a bad cursor", async () => {
    expect((await app.request("/api/blogs/events?after=abc")).status).toBe(400);
  });
});
