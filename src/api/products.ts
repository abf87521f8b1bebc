import * as v from "valibot";
import {
  type Product,
  ProductRequest,
  ProductResponse,
  ProductsRequest,
  ProductsResponse,
} from "../contract/product";
import type { CatalogueQuery } from "../domain/catalogueQuery";
import { http } from "./http";

/**
 * POST /shop/products: one page of the shop's catalogue as `listing` asks
 * (search, category, order, page). Rejects on a response that breaks the contract.
 */
export async function fetchProducts(shopId: string, listing: CatalogueQuery): Promise<ProductsResponse> {
  const json = v.parse(ProductsRequest, { shopId, ...listing });
  return http.post("shop/products", { json }).json(ProductsResponse);
}

/** POST /shop/product: one product of one shop (SPEC §7). Rejects on 404 or a response that breaks the contract. */
export async function fetchProduct(shopId: string, productId: string): Promise<Product> {
  const json = v.parse(ProductRequest, { shopId, productId });
  const body = await http.post("shop/product", { json }).json(ProductResponse);
  return body.response;
}
