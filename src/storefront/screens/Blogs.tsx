import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { formatBlogDate, isDevanagari, ownCoverUrl } from "../../domain/blog";
import { $shopBlogs, blogsFor, loadShopBlogs } from "../../stores/blogs";
import { blogCoverOrigins } from "../../ui/blog/covers";
import type { ScreenProps } from "../screenProps";
import "../../ui/blog/blog.css";
import { t } from "../../i18n/t";

/**
 * The shop's own blogs (SPEC §2 /blogs): 'All Blogs By {shopId}', each card
 * with its title link, the shop id, the creation date and the cover. A failed
 * fetch is logged and the list stays empty (SPEC §8); the store
 * (stores/blogs.ts) keeps the latest load's answer.
 */
export default function Blogs({ storeData }: ScreenProps) {
  const shopId = storeData.shopId;
  useEffect(() => {
    void loadShopBlogs(shopId);
  }, [shopId]);
  const blogs = blogsFor(useStore($shopBlogs), shopId);
  return (
    <section className="screen">
      <h1>{t("All Blogs By {shop}", { shop: shopId })}</h1>
      {blogs === null ? (
        <p role="status">{t("Loading...")}</p>
      ) : blogs.length === 0 ? (
        <p>{t("No blogs yet.")}</p>
      ) : (
        <ul className="shop-blog-list">
          {blogs.map((blog, i) => {
            const cover = ownCoverUrl(blog.coverImage, blogCoverOrigins);
            return (
              <li
                key={blog.slug}
                className="shop-blog-card"
                lang={isDevanagari(blog.title) ? "hi" : undefined}
              >
                <h2 className="shop-blog-title">
                  <a href={`/blog/${blog.slug}`}>{blog.title}</a>
                </h2>
                <p className="shop-blog-meta">
                  <span>{blog.shopId ?? shopId}</span>
                  <time dateTime={blog.createdAt}>{formatBlogDate(blog.createdAt)}</time>
                </p>
                {cover ? (
                  <img
                    className="shop-blog-cover"
                    src={cover}
                    alt=""
                    width={1200}
                    height={630}
                    loading={i < 2 ? "eager" : "lazy"}
                  />
                ) : (
                  <div className="shop-blog-cover" />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
