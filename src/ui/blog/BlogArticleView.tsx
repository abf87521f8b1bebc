import type { Blog } from "../../contract/blog";
import { blogUrl, formatBlogDate, isDevanagari, ownCoverUrl, shareLinks } from "../../domain/blog";
import { blogCoverOrigins } from "./covers";
import "./blog.css";

/**
 * A blog article (SPEC §2 blog detail), the same on the platform (rendered
 * to static HTML at build time or on demand, no JavaScript) and in a shop
 * (a storefront screen): only when a shop wrote it, 'Created by ... Seller',
 * 'Check Out Our Shop' (`shopHref`) and the creation date beside the cover;
 * then the title, the description, the paragraphs and the share bar, which
 * shares the platform's copy. Every field is text: React escapes it.
 */
export function BlogArticleView({ blog, shopHref }: { blog: Blog; shopHref: string }) {
  const cover = ownCoverUrl(blog.coverImage, blogCoverOrigins);
  const url = blogUrl(__PUBLIC_ENV__.siteUrl, blog.slug);
  return (
    <article className="blog-article" lang={isDevanagari(blog.title) ? "hi" : undefined}>
      <header className={blog.shopId ? "blog-head blog-head-shop" : "blog-head"}>
        {blog.shopId && (
          <div className="blog-author">
            <p>
              Created by <strong>{blog.shopId}</strong> Seller
            </p>
            <p>
              <a className="button" href={shopHref}>
                Check Out Our Shop
              </a>
            </p>
            <p>
              <time dateTime={blog.createdAt}>{formatBlogDate(blog.createdAt)}</time>
            </p>
          </div>
        )}
        {cover && (
          <img className="blog-cover" src={cover} alt="" width={1200} height={630} fetchPriority="high" />
        )}
      </header>
      <h1>{blog.title}</h1>
      <p className="blog-lead">{blog.description}</p>
      <div className="blog-body">
        {blog.content.map((paragraph, i) => (
          // Paragraphs have no id of their own; their order is the article's.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <aside className="share-bar" aria-labelledby="share-title">
        <p id="share-title" className="share-bar-title">
          Like what you see? Share with a friend.
        </p>
        <ul className="share-bar-links">
          {shareLinks(url, blog.title).map((link) => (
            <li key={link.network}>
              <a className="share-link" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.network}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </aside>
    </article>
  );
}
