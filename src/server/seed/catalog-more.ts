/** More of the demo catalogue: the demo shop's clothing, the services of `seva`, the crafts of `kala`. */
import { shop, sizes } from "./catalog";

/** Demo Kirana Store's clothing: variants by size and colour, one colour sold out; the kurta has a photo per colour. */
export const demoClothing = shop("demo", {
  "cotton-kurta": {
    name: "Cotton Kurta",
    category: "Clothing",
    description: "Breathable hand-block cotton kurta with a buttoned placket. Comfortable all day.",
    price: 899,
    discountPrice: 749,
    gst: 5,
    images: ["cotton-kurta-indigo", "cotton-kurta-maroon"],
    colorImages: { Indigo: "cotton-kurta-indigo", Maroon: "cotton-kurta-maroon" },
    variants: sizes(["S", "M", "L"], ["Indigo", "Maroon"], (i) => [4, 3, 6, 1, 2, 0][i] ?? 0),
  },
  "printed-tshirt": {
    name: "Printed Cotton T-Shirt",
    category: "Clothing",
    description: "Soft combed-cotton crew neck with a sunrise print. Pre-shrunk and colour-fast.",
    price: 499,
    gst: 5,
    variants: sizes(["M", "L", "XL"], ["White", "Black", "Mustard"], (i) => 3 + (i % 4)),
  },
  "handloom-dupatta": {
    name: "Handloom Cotton Dupatta",
    category: "Clothing",
    description: "Light handloom cotton dupatta with tasselled ends, woven by Kota weavers.",
    price: 599,
    gst: 5,
    variants: [
      ["Free Size", "Saffron", 5],
      ["Free Size", "Teal", 3],
      ["Free Size", "Rose", 0],
    ],
  },
});

/** Seva Home Services: bookable services; `units` are the open slots. */
export const sevaProducts = shop("seva", {
  "electrician-visit": {
    name: "Electrician Visit",
    category: "Electrical",
    description: "A certified electrician for wiring, switches, fans and lights. Visit charge; parts extra.",
    price: 199,
    gst: 18,
    units: 40,
  },
  "ac-service": {
    name: "AC Service & Cleaning",
    category: "Appliance Care",
    description: "Jet-pump cleaning of filters, coils and drain for one split or window AC.",
    price: 599,
    discountPrice: 499,
    gst: 18,
    units: 25,
  },
  "plumbing-repair": {
    name: "Plumbing Repair",
    category: "Plumbing",
    description: "Leaking taps, blocked drains and tank fittings fixed by an experienced plumber.",
    price: 249,
    gst: 18,
    units: 30,
  },
  "deep-cleaning": {
    name: "Full Home Deep Cleaning",
    category: "Cleaning",
    description: "A team of three deep-cleans kitchen, bathrooms and floors of a 2 BHK in one day.",
    price: 2499,
    discountPrice: 1999,
    gst: 18,
    units: 10,
  },
});

/** Kala Handicrafts: block prints, blue pottery and leatherwork from Jaipur. */
export const kalaProducts = shop("kala", {
  "blue-pottery-vase": {
    name: "Blue Pottery Vase",
    category: "Home Decor",
    description: "Hand-painted Jaipur blue pottery vase in quartz clay, 10 inches tall.",
    price: 1299,
    gst: 5,
    units: 8,
  },
  "block-print-bedsheet": {
    name: "Block Print Bedsheet",
    category: "Home Linen",
    description: "Sanganeri hand-block printed cotton bedsheet with two pillow covers.",
    price: 1799,
    discountPrice: 1499,
    gst: 5,
    variants: sizes(["Double", "King"], ["Indigo", "Madder Red"], () => 4),
  },
  "bandhani-dupatta": {
    name: "Bandhani Silk Dupatta",
    category: "Clothing",
    description: "Art-silk dupatta tie-dyed by hand in the bandhani tradition, with a gota border.",
    price: 899,
    gst: 5,
    units: 10,
  },
  "jaipuri-razai": {
    name: "Jaipuri Cotton Razai",
    category: "Home Linen",
    description: "Feather-light quilt filled with hand-carded cotton, in a patchwork cover.",
    price: 2499,
    discountPrice: 2199,
    gst: 5,
    units: 6,
  },
  "leather-mojari": {
    name: "Leather Mojari",
    category: "Footwear",
    description: "Hand-stitched camel-leather mojari with golden thread embroidery.",
    price: 1199,
    discountPrice: 999,
    gst: 5,
    variants: sizes(["6", "7", "8", "9"], ["Tan", "Black"], () => 3),
  },
});
