import { useEffect, useState } from "react";
import { blogBySlug } from "../../api/blogs";
import { BlogArticleView } from "../../components/blog/BlogArticleView";
import type { Blog as BlogData } from "../../contract/blog";
import { site } from "../../data/site";
import { BLOG_ERROR, blogPageTitle, blogUrl } from "../../domain/blog";
import { useBlogHead } from "../blog/useBlogHead";
import type { ScreenProps } from "../screenProps";

type State = { slug: string } & (
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; blog: BlogData }
);

/**
 * A blog in the shop (SPEC §2 /blog/{slug}, §6): loading, then the article
 * or 'Error fetching blog data.' in red (logged); loaded again when the slug
 * changes. The platform's copy is the canonical one.
 */
export default function Blog({ params }: ScreenProps) {
  const slug = params.slug ?? "";
  const [state, setState] = useState<State>({ slug, status: "loading" });
  useEffect(() => {
    let current = true;
    blogBySlug(slug).then(
      (blog) => {
        if (!current) return;
        if (blog) setState({ slug, status: "ready", blog });
        else {
          console.error(BLOG_ERROR, `no blog "${slug}"`);
          setState({ slug, status: "failed" });
        }
      },
      (error: unknown) => {
        console.error(BLOG_ERROR, error);
        if (current) setState({ slug, status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [slug]);
  // A new slug shows loading until its own answer arrives (no state reset needed).
  const shown = state.slug === slug ? state : ({ slug, status: "loading" } as const);
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
