/**
 * The catalogue: products of a shop and their size/colour variants.
 *
 * A product is addressed by (shopId, productId), productId being a slug unique
 * within its shop; the integer `id` only links variants. Stock lives on the
 * row the order transaction locks: `units` on the product for a plain
 * product, `stock` on each variant row otherwise. Both are checked >= 0, so a
 * bug can never sell below zero.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { money, shops, timestamps } from "./shops";

/**
 * What the storefront's search reads (issue 26): a product's name, category
 * and description, lower case. The trigram index below is on this very
 * expression, so a query must write it the same way: through this constant.
 */
export const PRODUCT_SEARCH_TEXT = sql`lower(name || ' ' || category || ' ' || description)`;

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shopId: text("shop_id")
      .notNull()
      .references(() => shops.shopId, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default(""),
    /** Site paths ("/images/products/…") or absolute URLs, first one shown first. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** A colour's photo: colour name → one of `images`, as stored there (src/domain/colorPhotos.ts). */
    colorImages: jsonb("color_images").$type<Record<string, string>>().notNull().default({}),
    /** MRP, struck through when a discount price is set. */
    price: money("price").notNull(),
    /** 0 when there is no discount. */
    discountPrice: money("discount_price").notNull().default(0),
    /** What one piece costs: the discount price when there is one, else the MRP. */
    onePiecePrice: money("one_piece_price")
      .notNull()
      .generatedAlwaysAs(sql`case when "discount_price" > 0 then "discount_price" else "price" end`),
    /** GST percent. */
    gst: integer("gst").notNull().default(0),
    /** HSN code (4, 6 or 8 digits) for the tax invoice; "" when not given. */
    hsn: text("hsn").notNull().default(""),
    /** Stock of a product without variants. */
    units: integer("units").notNull().default(0),
    /**
     * Bumped by every change of `units` (an order's decrement, a cancel, a
     * seller's edit): a stock edit carries the version it saw and is refused
     * when the figure moved meanwhile.
     */
    stockVersion: integer("stock_version").notNull().default(0),
    /** Set when the seller archives it: it leaves the storefront; orders keep their lines. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Display order within the shop. */
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("products_shop_product_uq").on(t.shopId, t.productId),
    index("products_shop_position_idx").on(t.shopId, t.position),
    index("products_shop_name_idx").on(t.shopId, t.name),
    // The storefront's search, filter and sort (issue 26; measured in docs/performance.md): the words of
    // a search through the trigrams of the search text, a category and a price order walked in order.
    index("products_search_trgm_idx").using("gin", sql`${PRODUCT_SEARCH_TEXT} gin_trgm_ops`),
    index("products_shop_category_idx").on(t.shopId, t.category, t.position),
    index("products_shop_price_idx").on(t.shopId, t.onePiecePrice, t.position),
    check("products_product_id_format", sql`${t.productId} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`),
    // Every rate a product may carry (src/domain/gstRates.ts ALL_GST_RATES): in force, or retired and kept.
    check("products_gst_rate", sql`${t.gst} in (0, 3, 5, 12, 18, 28, 40)`),
    check("products_units_nonnegative", sql`${t.units} >= 0`),
    check("products_price_nonnegative", sql`${t.price} >= 0`),
    check("products_discount_range", sql`${t.discountPrice} >= 0 and ${t.discountPrice} <= ${t.price}`),
  ],
);

/** One colour of one size of a product, with its own stock. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull().default(""),
    color: text("color").notNull().default(""),
    stock: integer("stock").notNull().default(0),
    /** Bumped by every change of `stock`, as the product's `stockVersion`. */
    stockVersion: integer("stock_version").notNull().default(0),
    /** Display order: sizes in order of their first variant, colours within a size. */
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_variants_product_size_color_uq").on(t.productId, t.size, t.color),
    check("product_variants_stock_nonnegative", sql`${t.stock} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type VariantRow = typeof productVariants.$inferSelect;
