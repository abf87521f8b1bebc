import { useEffect } from "react";
import type { BlogMeta } from "../../domain/blog";

/** A <meta> or <link> of the head to set, and how to find it. */
type HeadTag = { selector: string; make: () => HTMLElement; attr: "content" | "href"; value: string };

const meta = (attr: "name" | "property", key: string, value: string): HeadTag => ({
  selector: `meta[${attr}="${key}"]`,
  make: () => {
    const el = document.createElement("meta");
    el.setAttribute(attr, key);
    return el;
  },
  attr: "content",
  value,
});

/**
 * A shop's blog page carries the platform's head for the article (the same
 * blogMeta as the platform's page, issue 26): the title '{title} -
 * {platform}', description, keywords, the platform's copy as canonical, Open
 * Graph and Twitter tags. The web server writes them into the page it
 * serves (for link previews); this keeps them right as the shopper moves
 * between blogs in the app. Everything is put back when the screen leaves.
 */
export function useBlogHead(head: BlogMeta | null, siteName: string): void {
  const key = head ? JSON.stringify(head.tags) + head.keywords + head.canonical : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the head's contents
  useEffect(() => {
    if (!head) return;
    const previousTitle = document.title;
    document.title = head.title;
    const tags: HeadTag[] = [
      {
        selector: 'link[rel="canonical"]',
        make: () => Object.assign(document.createElement("link"), { rel: "canonical" }),
        attr: "href",
        value: head.canonical,
      },
      meta("name", "description", head.description),
      meta("name", "keywords", head.keywords),
      meta("property", "og:site_name", siteName),
      meta("property", "og:locale", "en_IN"),
      ...head.tags.map((tag) => meta(tag.attr, tag.key, tag.content)),
    ];
    const undo = tags.map(({ selector, make, attr, value }) => {
      let el = document.head.querySelector<HTMLElement>(selector);
      const before = el?.getAttribute(attr) ?? null;
      if (!el) {
        el = make();
        document.head.append(el);
      }
      el.setAttribute(attr, value);
      const shown = el;
      return () => (before === null ? shown.remove() : shown.setAttribute(attr, before));
    });
    return () => {
      document.title = previousTitle;
      for (const put of undo) put();
    };
  }, [key]);
}
