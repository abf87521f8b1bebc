/**
 * Plays the page's muted looping videos unless the visitor prefers reduced
 * motion: each once the page has loaded and the browser is idle, and only
 * when the video is on screen. Until then the poster shows; a phone spends
 * its first seconds on the page itself, not on decoding a video (and
 * fetching it) that may never be seen. The controls can always pause it.
 */
const videos = document.querySelectorAll<HTMLVideoElement>("video[data-motion-autoplay]");

function playWhenSeen(): void {
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      seen.unobserve(entry.target);
      (entry.target as HTMLVideoElement).play().catch(() => {
        // Autoplay refused (e.g. data saver): the poster stays and the controls still work.
      });
    }
  });
  for (const video of videos) seen.observe(video);
}

/** After the load event, at the browser's first idle moment (a short timeout where there is no requestIdleCallback). */
function whenIdleAfterLoad(run: () => void): void {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

if (videos.length > 0 && !matchMedia("(prefers-reduced-motion: reduce)").matches)
  whenIdleAfterLoad(playWhenSeen);
