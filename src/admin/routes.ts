/**
 * The seller console's screens as hash routes (/Admin is one static page, so
 * the screen lives in the hash: #/orders, #/orders/{id}/invoice,
 * #/orders?view=open, #/products?show=low, #/products/new, #/products/{id}, #/blogs/{slug}…).
 * An unknown hash opens the orders, which is what needs the seller first.
 */

export type ConsoleRoute =
  | { name: "orders"; view?: "open" | "done" | "all" }
  | { name: "invoice"; orderId: string }
  | { name: "slip"; orderId: string }
  | { name: "products"; show?: "low" | "archived" }
  | { name: "productNew" }
  | { name: "product"; productId: string }
  | { name: "settings" }
  | { name: "people" }
  | { name: "dashboard" }
  | { name: "blogs" }
  | { name: "blogNew" }
  | { name: "blog"; slug: string };

export type ConsoleRouteName = ConsoleRoute["name"];

const decoded = (part: string): string | null => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/** The route a location hash names. */
export function parseConsoleHash(hash: string): ConsoleRoute {
  const [pathPart = "", query = ""] = hash.replace(/^#\/?/, "").split("?");
  const path = pathPart.replace(/\/$/, "");
  const [first = "", second, third, ...more] = path.split("/");
  if (more.length) return { name: "orders" };
  if (first === "orders" && second && (third === "invoice" || third === "slip")) {
    const orderId = decoded(second);
    return orderId ? { name: third, orderId } : { name: "orders" };
  }
  if (third !== undefined) return { name: "orders" };
  if (first === "products" && second === "new") return { name: "productNew" };
  if (first === "products" && second) {
    const productId = decoded(second);
    return productId ? { name: "product", productId } : { name: "products" };
  }
  if (first === "blogs" && second === "new") return { name: "blogNew" };
  if (first === "blogs" && second) {
    const slug = decoded(second);
    return slug ? { name: "blog", slug } : { name: "blogs" };
  }
  if (second !== undefined) return { name: "orders" };
  if (first === "orders") {
    const view = new URLSearchParams(query).get("view");
    return view === "open" || view === "done" || view === "all"
      ? { name: "orders", view }
      : { name: "orders" };
  }
  if (first === "products") {
    const show = new URLSearchParams(query).get("show");
    return show === "low" || show === "archived" ? { name: "products", show } : { name: "products" };
  }
  if (first === "settings" || first === "people" || first === "dashboard" || first === "blogs")
    return { name: first };
  return { name: "orders" };
}

/** The hash of a route (for <a href>). */
export function consoleHref(route: ConsoleRoute): string {
  switch (route.name) {
    case "invoice":
    case "slip":
      return `#/orders/${encodeURIComponent(route.orderId)}/${route.name}`;
    case "orders":
      return route.view ? `#/orders?view=${route.view}` : "#/orders";
    case "products":
      return route.show ? `#/products?show=${route.show}` : "#/products";
    case "productNew":
      return "#/products/new";
    case "product":
      return `#/products/${encodeURIComponent(route.productId)}`;
    case "blogNew":
      return "#/blogs/new";
    case "blog":
      return `#/blogs/${encodeURIComponent(route.slug)}`;
    default:
      return `#/${route.name}`;
  }
}
