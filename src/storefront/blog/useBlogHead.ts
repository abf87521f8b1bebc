import { useEffect } from "react";

/**
 * A shop's blog page names the platform's copy as canonical (one copy for
 * search engines) and titles the tab '{title} - {platform}'; both are put
 * back when the screen leaves.
 */
export function useBlogHead(head: { title: string; canonical: string } | null): void {
  const title = head?.title;
  const canonical = head?.canonical;
  useEffect(() => {
    if (!title || !canonical) return;
    const previousTitle = document.title;
    document.title = title;
    let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const previousHref = link?.getAttribute("href") ?? null;
    if (!link) {
      link = document.createElement("link");
      link.rel = "canonical";
      document.head.append(link);
    }
    link.href = canonical;
    return () => {
      document.title = previousTitle;
      if (previousHref === null) link.remove();
      else link.setAttribute("href", previousHref);
    };
  }, [title, canonical]);
}
