/** Plays the page's muted looping videos unless the visitor prefers reduced motion. */
if (!matchMedia("(prefers-reduced-motion: reduce)").matches) {
  for (const video of document.querySelectorAll<HTMLVideoElement>("video[data-motion-autoplay]")) {
    video.play().catch(() => {
      // Autoplay refused (e.g. data saver): the poster stays and the controls still work.
    });
  }
}
