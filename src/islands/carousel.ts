/**
 * <platform-carousel>: turns the server-rendered slides into a Swiper once the
 * carousel comes within 200 px of the viewport. Swiper itself is a separate
 * chunk, fetched then.
 */
class PlatformCarousel extends HTMLElement {
  #observer: IntersectionObserver | undefined;

  connectedCallback(): void {
    this.#observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        this.#observer?.disconnect();
        import("./swiper").then(
          ({ mountSwiper }) => mountSwiper(this),
          (error: unknown) => console.error("Carousel failed to load", error),
        );
      },
      { rootMargin: "200px" },
    );
    this.#observer.observe(this);
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
  }
}

if (!customElements.get("platform-carousel")) customElements.define("platform-carousel", PlatformCarousel);
