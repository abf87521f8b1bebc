/**
 * Builds a Swiper on a <platform-carousel> (see Carousel.astro) with the
 * settings in its data attributes: autoplay that keeps going after the user
 * interacts, loop, arrows, clickable pagination. A pause button stops the
 * autoplay; with reduced motion the carousel starts paused.
 */
import Swiper from "swiper";
import { A11y, Autoplay, Navigation, Pagination } from "swiper/modules";

/** Starts the carousel inside `root`. */
export function mountSwiper(root: HTMLElement): Swiper | undefined {
  const container = root.querySelector<HTMLElement>(".swiper");
  const controls = root.querySelector<HTMLElement>(".carousel-controls");
  const toggle = root.querySelector<HTMLButtonElement>(".carousel-toggle");
  if (!container || !controls || !toggle) return undefined;
  const reduceMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const { delay, gap, perView, loop } = root.dataset;

  controls.hidden = false;
  // The strip's own tab stop was for scrolling it by keyboard; Swiper's buttons do that now.
  container.querySelector(".swiper-wrapper")?.removeAttribute("tabindex");
  const swiper = new Swiper(container, {
    modules: [A11y, Autoplay, Navigation, Pagination],
    slidesPerView: Number(perView ?? 1),
    spaceBetween: Number(gap ?? 0),
    loop: loop === "true",
    speed: reduceMotion ? 0 : 400,
    autoplay: { delay: Number(delay ?? 3000), disableOnInteraction: false },
    navigation: {
      prevEl: root.querySelector<HTMLElement>(".carousel-prev"),
      nextEl: root.querySelector<HTMLElement>(".carousel-next"),
    },
    pagination: {
      el: root.querySelector<HTMLElement>(".carousel-pagination"),
      clickable: true,
      bulletElement: "button",
    },
    a11y: {
      prevSlideMessage: "Previous slide",
      nextSlideMessage: "Next slide",
      paginationBulletMessage: "Go to slide {{index}}",
      slideLabelMessage: "{{index}} of {{slidesLength}}",
      itemRoleDescriptionMessage: "slide",
    },
  });

  const label = toggle.querySelector(".visually-hidden");
  const setPaused = (paused: boolean) => {
    if (paused) swiper.autoplay.stop();
    else swiper.autoplay.start();
    toggle.dataset.paused = String(paused);
    if (label) label.textContent = paused ? "Play slideshow" : "Pause slideshow";
  };
  toggle.addEventListener("click", () => setPaused(swiper.autoplay.running));
  if (reduceMotion) setPaused(true);
  return swiper;
}
