/**
 * The shop's blogs (owner only): the list (the public GET /api/blog/{shopId}),
 * a new one, each edited or removed (after a confirmation).
 */
import { useCallback, useEffect, useState } from "react";
import { shopBlogs } from "../../api/blogs";
import { serverProblems } from "../../api/formErrors";
import { removeBlog } from "../../api/seller";
import type { BlogSummary } from "../../contract/blog";
import { formatBlogDate } from "../../domain/blog";
import { photoSrcset, smallestPhoto } from "../../domain/photos";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { ConfirmButton, Loading, ScreenTitle } from "../ui";

export default function Blogs({ shopId }: SellerScreenProps) {
  const [blogs, setBlogs] = useState<BlogSummary[] | null>(null);
  const [error, setError] = useState("");
  const [message, setMessage] = useState("");

  const load = useCallback(async () => {
    try {
      setBlogs(await shopBlogs(shopId));
      setError("");
    } catch (cause) {
      setError(serverProblems(cause)?.message ?? "Could not load the blogs. Check your connection.");
    }
  }, [shopId]);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (blog: BlogSummary) => {
    setMessage("");
    try {
      await removeBlog(shopId, blog.slug);
      setBlogs((list) => list?.filter((b) => b.slug !== blog.slug) ?? null);
      setMessage(`Removed "${blog.title}": it leaves the blog list with the next update.`);
    } catch (cause) {
      setMessage(serverProblems(cause)?.message ?? "Could not remove it: try again.");
    }
  };

  return (
    <div className="console-screen">
      <ScreenTitle>Blogs</ScreenTitle>
      <p>
        <a className="button" href={staffHref("blogNew")}>
          Write a blog
        </a>
      </p>
      <p className="console-message" role="status">
        {message}
      </p>
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
      {blogs === null ? (
        error ? null : (
          <Loading label="Loading the blogs" />
        )
      ) : blogs.length === 0 ? (
        <p>No blogs yet. A blog about your shop, your products or your town brings shoppers in.</p>
      ) : (
        <ul className="console-products">
          {blogs.map((blog) => (
            <li key={blog.slug} className="console-product">
              <div className="console-product-head">
                {blog.coverImage ? (
                  <img
                    src={smallestPhoto(blog.coverImage)}
                    srcSet={photoSrcset(blog.coverImage)}
                    sizes="56px"
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                  />
                ) : null}
                <div>
                  <h2 className="console-row-title">
                    <a href={staffHref("blog", { slug: blog.slug })}>{blog.title}</a>
                  </h2>
                  <p className="console-muted">{formatBlogDate(blog.createdAt)}</p>
                </div>
              </div>
              <div className="console-actions">
                <a className="button button-secondary" href={staffHref("blog", { slug: blog.slug })}>
                  Edit<span className="visually-hidden"> {blog.title}</span>
                </a>
                <a href={`/blog/${encodeURIComponent(blog.slug)}`} target="_blank" rel="noopener noreferrer">
                  Read it<span className="visually-hidden"> (new tab)</span>
                </a>
                <ConfirmButton
                  label="Remove"
                  hiddenLabel={blog.title}
                  title={`Remove "${blog.title}"?`}
                  text="It leaves the platform's blog list and your shop. This can't be undone."
                  confirm="Remove blog"
                  keep="Keep it"
                  onConfirm={() => void remove(blog)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
