/**
 * The API as `npm run bench:build` runs it (a child process of
 * bench-build.ts): a fresh PGlite folder (argv[2]), migrated, seeded, with
 * argv[3] extra blogs inserted in batches, served on 127.0.0.1 on a free
 * port it reports to the parent. Ends on SIGTERM or when the parent goes.
 */
import { createApp } from "../../src/server/app";
import { insertBlogsIfMissing } from "../../src/server/blogs/queries";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db/connection";
import type { NewBlogRow } from "../../src/server/db/schema/content";
import { seed } from "../../src/server/seed";
import { serveToParent } from "./server";

const dataDir = process.argv[2];
const count = Number(process.argv[3] ?? 0);
if (!dataDir || !process.send) throw new Error("Run by scripts/bench/build.ts");

const handle = await openDb({ kind: "pglite", dataDir });
await handle.migrate();
await seed(handle.db);

/** A blog like the seeded ones: three paragraphs, three tags, a site cover; every third by the shop kala. */
function benchBlog(i: number): NewBlogRow {
  return {
    slug: `bench-blog-${i}`,
    title: `Bench blog ${i}: selling handmade goods online`,
    description: `Article ${i} of the build benchmark, about shops, payments and deliveries.`,
    content: [
      "Your regular customers already order on WhatsApp. A storefront gives those orders a bag, an address and a status.",
      "Pick a shop name, upload a logo, add products with a price, stock and a short description, and upload your UPI QR code.",
      "Share the link on WhatsApp and print it on your bills. Orders arrive with the address and the payment method chosen.",
    ],
    keywords: ["bench", "online store", `tag-${i % 50}`],
    coverImage: "/images/blogs/kirana-online.webp",
    shopId: i % 3 === 0 ? "kala" : null,
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
  };
}
for (let start = 0; start < count; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => benchBlog(start + k));
  await insertBlogsIfMissing(handle.db, rows);
}

serveToParent(createApp({ db: handle.db, config: { ...loadConfig(), port: 0 } }), () => handle.close());
