/**
 * The demo catalogue. Images are the WebP photos under
 * public/images/products/{shopId}/ (drawn from the SVG beside each,
 * seed/photos.ts), stored as site paths (the API makes them absolute on
 * PUBLIC_SITE_URL). Prices in rupees; `discountPrice` 0 means no
 * discount. Variants are listed size by size, colours within a size.
 */
import type { ProductInput } from "../shops/shelf";
import { seedPhoto } from "./photos";

type VariantSpec = [size: string, color: string, stock: number];
type Item = Omit<ProductInput, "shopId" | "productId" | "images" | "variants" | "colorImages"> & {
  images?: string[];
  variants?: VariantSpec[];
  /** A colour's photo: colour → one of `images` by its name. */
  colorImages?: Record<string, string>;
};

/** Products of one shop, in display order, from a productId → item map. */
export function shop(shopId: string, items: Record<string, Item>): ProductInput[] {
  const path = (name: string) => seedPhoto(shopId, name);
  return Object.entries(items).map(([productId, { images, variants, colorImages, ...item }]) => ({
    shopId,
    productId,
    ...item,
    images: (images ?? [productId]).map(path),
    ...(colorImages
      ? { colorImages: Object.fromEntries(Object.entries(colorImages).map(([c, name]) => [c, path(name)])) }
      : {}),
    ...(variants ? { variants: variants.map(([size, color, stock]) => ({ size, color, stock })) } : {}),
  }));
}

/** Every size in every colour; `stock(i)` gives the i-th variant's stock. */
export const sizes = (list: string[], colors: string[], stock: (i: number) => number): VariantSpec[] =>
  list.flatMap((size, s) =>
    colors.map((color, c): VariantSpec => [size, color, stock(s * colors.length + c)]),
  );

/** Demo Kirana Store: groceries and daily needs, GST 0/5/12/18 %, a product with 2 left, one sold out. */
export const demoProducts = shop("demo", {
  "basmati-rice-5kg": {
    name: "Basmati Rice 5 kg",
    category: "Groceries",
    description: "Aged long-grain basmati rice. Fluffy, fragrant and just right for biryani and pulao.",
    price: 650,
    discountPrice: 599,
    gst: 5,
    units: 40,
  },
  "toor-dal-1kg": {
    name: "Toor Dal 1 kg",
    category: "Groceries",
    description: "Unpolished split pigeon peas, cleaned and sorted. Cooks soft for everyday dal.",
    price: 180,
    gst: 0,
    units: 60,
  },
  "mustard-oil-1l": {
    name: "Cold-Pressed Mustard Oil 1 L",
    category: "Groceries",
    description: "Kachi ghani mustard oil, pressed cold from Rajasthan mustard seed. Pungent and pure.",
    price: 220,
    discountPrice: 199,
    gst: 5,
    units: 30,
  },
  "organic-jaggery-1kg": {
    name: "Organic Jaggery 1 kg",
    category: "Groceries",
    description: "Chemical-free sugarcane jaggery blocks. A wholesome sweetener for tea and sweets.",
    price: 90,
    gst: 0,
    units: 45,
  },
  "assam-tea-500g": {
    name: "Assam CTC Tea 500 g",
    category: "Beverages",
    description: "Strong, malty CTC tea from Assam gardens. Brews a bright cup of masala chai.",
    price: 280,
    discountPrice: 250,
    gst: 5,
    units: 25,
  },
  "forest-honey-500g": {
    name: "Wild Forest Honey 500 g",
    category: "Groceries",
    description: "Raw multiflora honey collected from forest hives. Unheated and unfiltered.",
    price: 350,
    gst: 5,
    units: 20,
  },
  "brass-diya-set": {
    name: "Brass Diya Set",
    category: "Pooja Essentials",
    description: "Five hand-polished brass diyas for daily pooja and festivals. Only a few left.",
    price: 450,
    discountPrice: 399,
    gst: 5,
    units: 2,
  },
  "aloo-bhujia-400g": {
    name: "Aloo Bhujia 400 g",
    category: "Snacks",
    description: "Crispy potato and gram-flour sev with a peppery Bikaneri masala.",
    price: 120,
    gst: 5,
    units: 0,
  },
  "neem-soap-pack": {
    name: "Neem Herbal Soap (Pack of 4)",
    category: "Personal Care",
    description: "Handmade neem and tulsi soap bars. Gentle on skin, tough on germs.",
    price: 160,
    discountPrice: 140,
    gst: 18,
    units: 50,
  },
  "steel-lunch-box": {
    name: "Steel Lunch Box, 3 Tier",
    category: "Home & Kitchen",
    description: "Food-grade stainless steel tiffin with three leak-proof tiers and a carry handle.",
    price: 599,
    discountPrice: 499,
    gst: 18,
    units: 15,
  },
  "copper-bottle-1l": {
    name: "Copper Water Bottle 1 L",
    category: "Home & Kitchen",
    description: "Pure hammered copper bottle with a leak-proof cap. Keeps water cool the Ayurvedic way.",
    price: 899,
    discountPrice: 699,
    gst: 5,
    units: 12,
  },
});
