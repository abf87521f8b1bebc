import { describe, expect, it } from "vitest";
import {
  blogDraftErrors,
  blogMeta,
  blogUrl,
  cardByline,
  coverOriginsFor,
  formatBlogDate,
  isDevanagari,
  ownCoverUrl,
  shareLinks,
  splitTags,
} from "./blog";
import { scriptSafeJson } from "./text";

const blog = {
  slug: "diwali-sale",
  title: "Diwali sale",
  description: "Lamps & sweets",
  keywords: ["diwali", "sale"],
  coverImage: "https://platform.in/images/blogs/diwali.webp",
  createdAt: "2026-11-23T20:00:00.000Z",
};

describe("cardByline", () => {
  it("names the platform, then the shop", () => {
    expect(cardByline("kala", "platform.in")).toEqual(["platform.in", "kala"]);
  });
  it("names the platform twice when no shop wrote it", () => {
    expect(cardByline(undefined, "platform.in")).toEqual(["platform.in", "platform.in"]);
    expect(cardByline("", "platform.in")).toEqual(["platform.in", "platform.in"]);
  });
});

describe("formatBlogDate", () => {
  it("writes the day India sees, day first", () => {
    // 20:00 UTC on the 23rd is 01:30 on the 24th in India.
    expect(formatBlogDate("2026-11-23T20:00:00.000Z")).toBe("24/11/2026");
    expect(formatBlogDate("2026-01-05T06:00:00Z")).toBe("5/1/2026");
  });
  it("is empty for what is no time", () => {
    expect(formatBlogDate("yesterday")).toBe("");
    expect(formatBlogDate("")).toBe("");
  });
});

describe("splitTags", () => {
  it("splits on commas and trims", () => {
    expect(splitTags(" diwali,sale ,  lamps ")).toEqual(["diwali", "sale", "lamps"]);
  });
  it("drops empty pieces", () => {
    expect(splitTags("a,, ,b,")).toEqual(["a", "b"]);
    expect(splitTags("   ")).toEqual([]);
  });
  it("keeps spaces inside a tag", () => {
    expect(splitTags("hand made, jaipur blue pottery")).toEqual(["hand made", "jaipur blue pottery"]);
  });
});

describe("blogUrl and shareLinks", () => {
  it("puts the article on the platform", () => {
    expect(blogUrl("https://platform.in/", "a b")).toBe("https://platform.in/blog/a%20b");
  });
  it("shares the page's URL with each network, encoded", () => {
    const links = shareLinks("https://platform.in/blog/x?y=1&z", "Tea & you");
    expect(links.map((l) => l.network)).toEqual(["Facebook", "Twitter", "LinkedIn"]);
    expect(links[0]?.href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fplatform.in%2Fblog%2Fx%3Fy%3D1%26z",
    );
    expect(links[1]?.href).toContain("text=Tea%20%26%20you");
    expect(links[2]?.href).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=https%3A/);
  });
});

describe("ownCoverUrl", () => {
  const origins = {
    siteUrl: "https://platform.in",
    storagePrefixes: [
      "https://api.platform.in/files/blogs/",
      "https://firebasestorage.googleapis.com/v0/b/p/o/blogs%2F",
    ],
  };
  it("accepts the platform's seeded covers and its storage's blogs/ folder", () => {
    expect(ownCoverUrl("https://platform.in/images/blogs/a.webp", origins)).toBe(
      "https://platform.in/images/blogs/a.webp",
    );
    expect(ownCoverUrl("https://api.platform.in/files/blogs/1-a.png", origins)).toBe(
      "https://api.platform.in/files/blogs/1-a.png",
    );
    expect(
      ownCoverUrl("https://firebasestorage.googleapis.com/v0/b/p/o/blogs%2F1-a.png?alt=media", origins),
    ).not.toBeNull();
  });
  it.each([
    "https://evil.example/images/blogs/a.webp",
    "https://platform.in/images/other/a.webp",
    "https://platform.in/images/blogs/a.webp?x=1",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "https://api.platform.in/files/blogs.evil/a.png",
    "https://user:pw@platform.in/images/blogs/a.webp",
    "not a url",
    "",
  ])("refuses %j", (url) => {
    expect(ownCoverUrl(url, origins)).toBeNull();
  });
  it("ignores an empty storage prefix", () => {
    expect(
      ownCoverUrl("https://evil.example/x.png", { siteUrl: "https://platform.in", storagePrefixes: [""] }),
    ).toBeNull();
  });
});

describe("scriptSafeJson", () => {
  it("cannot close the script element it sits in", () => {
    const json = scriptSafeJson({ a: "</script><script>alert(1)</script>", b: "<!--", c: "x\u2028y" });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ a: "</script><script>alert(1)</script>", b: "<!--", c: "x\u2028y" });
  });
});

describe("blogMeta", () => {
  const cover = "https://platform.in/images/blogs/diwali.webp";
  const meta = blogMeta(
    { ...blog, shopId: "kala" },
    { platformName: "platform.in", siteUrl: "https://platform.in", cover },
  );
  it("titles the page '{title} - {platform}' with its description, keywords and canonical URL", () => {
    expect(meta.title).toBe("Diwali sale - platform.in");
    expect(meta.description).toBe("Lamps & sweets");
    expect(meta.keywords).toBe("diwali, sale");
    expect(meta.canonical).toBe("https://platform.in/blog/diwali-sale");
  });
  it("has Open Graph and Twitter card tags with title, description, cover and url", () => {
    const map = Object.fromEntries(meta.tags.map((t) => [t.key, t.content]));
    expect(map).toMatchObject({
      "og:title": meta.title,
      "og:description": "Lamps & sweets",
      "og:image": cover,
      "og:url": meta.canonical,
      "twitter:card": "summary_large_image",
      "twitter:title": meta.title,
      "twitter:description": "Lamps & sweets",
      "twitter:image": cover,
      "twitter:url": meta.canonical,
    });
    expect(meta.tags.find((t) => t.key === "og:title")?.attr).toBe("property");
    expect(meta.tags.find((t) => t.key === "twitter:title")?.attr).toBe("name");
  });
  it("describes an Article in JSON-LD, by the shop when a shop wrote it", () => {
    const ld = JSON.parse(meta.jsonLd);
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: "Diwali sale",
      image: [cover],
      datePublished: blog.createdAt,
      author: { name: "kala" },
      publisher: { name: "platform.in" },
      mainEntityOfPage: { "@id": meta.canonical },
    });
  });
  it("leaves the image out without a cover of our own, and names the platform as author", () => {
    const bare = blogMeta(blog, { platformName: "platform.in", siteUrl: "https://platform.in", cover: null });
    expect(bare.tags.some((t) => t.key.endsWith(":image"))).toBe(false);
    expect(bare.tags.find((t) => t.key === "twitter:card")?.content).toBe("summary");
    expect(JSON.parse(bare.jsonLd).image).toBeUndefined();
    expect(JSON.parse(bare.jsonLd).author.name).toBe("platform.in");
  });
});

describe("coverOriginsFor", () => {
  it("allows the API's uploads and, when set, the Firebase bucket's blogs/ folder", () => {
    expect(
      coverOriginsFor({
        siteUrl: "https://platform.in",
        apiUrl: "https://api.platform.in/v1/",
        storageBucket: "",
      }),
    ).toEqual({
      siteUrl: "https://platform.in",
      storagePrefixes: ["https://api.platform.in/uploads/blogs/"],
    });
    const withBucket = coverOriginsFor({
      siteUrl: "https://platform.in",
      apiUrl: "https://api.platform.in",
      storageBucket: "p.appspot.com",
    });
    expect(withBucket.storagePrefixes[1]).toBe(
      "https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/blogs%2F",
    );
  });
});

describe("isDevanagari", () => {
  it("tells Hindi from English", () => {
    expect(isDevanagari("अपनी दुकान को ऑनलाइन कैसे ले जाएं")).toBe(true);
    expect(isDevanagari("Take your kirana store online")).toBe(false);
  });
});

describe("blogDraftErrors", () => {
  const full = {
    title: "Diwali",
    description: "Lamps",
    content: ["One", "Two"],
    tags: "a, b",
    coverImage: "http://localhost:8787/uploads/blogs/1-a.png",
  };
  it("has nothing to say about a complete draft", () => {
    expect(blogDraftErrors(full)).toEqual([]);
  });
  it("names every missing field in the form's order", () => {
    const empty = { title: " ", description: "", content: ["", "x", " "], tags: " , ", coverImage: "" };
    expect(blogDraftErrors(empty)).toEqual([
      ["title", "Please enter a title."],
      ["description", "Please enter a description."],
      ["content.0", "Please write paragraph 1."],
      ["content.2", "Please write paragraph 3."],
      ["tags", "Please enter at least one tag."],
      ["coverImage", "Please choose a cover image."],
    ]);
  });
  it("holds the API's limits", () => {
    expect(blogDraftErrors({ ...full, title: "x".repeat(201) })).toEqual([
      ["title", "Please keep a title under 201 characters."],
    ]);
    expect(
      blogDraftErrors({ ...full, tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(",") })[0]?.[0],
    ).toBe("tags");
    expect(blogDraftErrors({ ...full, tags: "x".repeat(51) })[0]?.[1]).toBe(
      "Please keep each tag under 51 characters.",
    );
  });
});
