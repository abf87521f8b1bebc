/** Shapes shared by the page content modules. */
import type { ImageMetadata } from "astro";

/** An image with its text alternative ("" when the image is decorative next to its own text). */
export interface Picture {
  src: ImageMetadata;
  alt: string;
}

export interface LinkItem {
  label: string;
  href: string;
}

/** A titled block of text, optionally with an image. */
export interface Card {
  title: string;
  text: string;
  image?: Picture;
}

export interface CarouselSlide {
  title: string;
  text: string;
  image: Picture;
}

/** Swiper settings a carousel is built with (SPEC §9). */
export interface CarouselOptions {
  /** Autoplay delay in ms. */
  delay: number;
  /** Gap between slides in px. */
  gap: number;
  perView: number;
  loop: boolean;
}

export interface FaqItem {
  question: string;
  /** Plain text; URLs in it become links. */
  answer: string;
}

/** A section of a legal or information page: a heading and paragraphs, optionally a list. */
export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}
