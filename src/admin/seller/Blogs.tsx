/**
 * The shop's blogs (owner only): the list (the public GET /api/blog/{shopId}),
 * a new one, each edited or removed (after a confirmation).
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { BlogSummary } from "../../contract/blog";
import { formatBlogDate } from "../../domain/blog";
import { photoSrcset, smallestPhoto } from "../../domain/photos";
import { $sellerBlogs, loadSellerBlogs, removeSellerBlog } from "../../stores/sellerBlogs";
import { Alert } from "../../ui/Alert";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { ConfirmButton, Loading, ScreenTitle } from "../ui";

export default function Blogs({ shopId }: SellerScreenProps) {
  const held = useStore($sellerBlogs);
  const { blogs, error, message } = held.shopId === shopId ? held : { blogs: null, error: "", message: "" };
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    void loadSellerBlogs(shopId);
  }, [shopId]);

  // A removed blog's row (and its button) is gone: the line saying so takes the focus.
  const remove = async (blog: BlogSummary) => {
    if (await removeSellerBlog(shopId, blog)) messageRef.current?.focus();
  };

  return (
    <div className="console-screen">
      <ScreenTitle>Blogs</ScreenTitle>
      <p>
        <a className="button" href={staffHref("blogNew")}>
          Write a blog
        </a>
      </p>
      <p ref={messageRef} tabIndex={-1} className="console-message" role="status">
        {message}
      </p>
      <Alert>{error}</Alert>
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
