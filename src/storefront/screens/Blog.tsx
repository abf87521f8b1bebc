import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { site } from "../../data/site";
import { BLOG_ERROR, blogMeta, ownCoverUrl } from "../../domain/blog";
import { shopUrl } from "../../domain/shopUrl";
import { t } from "../../i18n/t";
import { $blog, blogFor, loadBlog } from "../../stores/blogs";
import { BlogArticleView } from "../../ui/blog/BlogArticleView";
import { blogCoverOrigins } from "../../ui/blog/covers";
import { useBlogHead } from "../blog/useBlogHead";
import type { ScreenProps } from "../screenProps";

/**
 * A blog in the shop (SPEC §2 /blog/{slug}, §6): loading, then the article
 * or 'Error fetching blog data.' in red (logged); loaded again when the slug
 * changes. Its head is the platform's page's (the platform's copy is the
 * canonical one), and 'Check Out Our Shop' leads to the shop that wrote it.
 */
export default function Blog({ params }: ScreenProps) {
  const slug = params.slug ?? "";
  useEffect(() => {
    void loadBlog(slug);
  }, [slug]);
  // A new slug shows loading until its own answer arrives.
  const shown = blogFor(useStore($blog), slug);
  const blog = shown.status === "ready" ? shown.blog : null;
  const cover = blog && ownCoverUrl(blog.coverImage, blogCoverOrigins);
  useBlogHead(
    blog && blogMeta(blog, { platformName: site.name, siteUrl: __PUBLIC_ENV__.siteUrl, cover }),
    site.name,
  );
  return (
    <section className="screen blog-screen">
      {shown.status === "loading" && <p role="status">{t("Loading...")}</p>}
      {shown.status === "failed" && (
        <p className="blog-error" role="alert">
          {t(BLOG_ERROR)}
        </p>
      )}
      {blog && (
        // 'Check Out Our Shop' leads to the shop that wrote it, whichever shop shows it.
        <BlogArticleView
          blog={blog}
          shopHref={blog.shopId ? shopUrl(__PUBLIC_ENV__.platform, blog.shopId) : "/"}
        />
      )}
    </section>
  );
}
