import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { BlogArticleView } from "../../components/blog/BlogArticleView";
import { site } from "../../data/site";
import { BLOG_ERROR, blogPageTitle, blogUrl } from "../../domain/blog";
import { $blog, blogFor, loadBlog } from "../../stores/blogs";
import { useBlogHead } from "../blog/useBlogHead";
import type { ScreenProps } from "../screenProps";

/**
 * A blog in the shop (SPEC §2 /blog/{slug}, §6): loading, then the article
 * or 'Error fetching blog data.' in red (logged); loaded again when the slug
 * changes. The platform's copy is the canonical one.
 */
export default function Blog({ params }: ScreenProps) {
  const slug = params.slug ?? "";
  useEffect(() => {
    void loadBlog(slug);
  }, [slug]);
  // A new slug shows loading until its own answer arrives.
  const shown = blogFor(useStore($blog), slug);
  useBlogHead(
    shown.status === "ready"
      ? {
          title: blogPageTitle(shown.blog.title, site.name),
          canonical: blogUrl(__PUBLIC_ENV__.siteUrl, shown.blog.slug),
        }
      : null,
  );
  return (
    <section className="screen blog-screen">
      {shown.status === "loading" && <p role="status">Loading...</p>}
      {shown.status === "failed" && (
        <p className="blog-error" role="alert">
          {BLOG_ERROR}
        </p>
      )}
      {shown.status === "ready" && <BlogArticleView blog={shown.blog} shopHref="/" />}
    </section>
  );
}
