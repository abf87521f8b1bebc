/**
 * Every call of the API, for the OpenAPI document (openapi.ts): path, method,
 * the contract schemas of its body and answer, who may call it, and the
 * error statuses it can answer. A new route belongs here too (a test checks).
 */
import * as v from "valibot";
import {
  AddBlogRequest,
  AddBlogResponse,
  BlogListResponse,
  BlogResponse,
  PasscodeCheckRequest,
  PasscodeCheckResponse,
  UploadResponse,
} from "../../contract/blog";
import { CounterResponse } from "../../contract/counter";
import * as customer from "../../contract/customer";
import { HandoffRequest, HandoffResponse, SessionRequest, SessionResponse } from "../../contract/customer";
import * as order from "../../contract/order";
import { ProductRequest, ProductResponse, ProductsRequest, ProductsResponse } from "../../contract/product";
import { ShopRequest, ShopResponse } from "../../contract/shop";
import { SubdomainsResponse } from "../../contract/subdomains";

export type Security = "bearer" | "sellerKey" | "riderKey" | "blogPasscode";

export type Call = {
  method: "get" | "post";
  /** OpenAPI path, with {params}. */
  path: string;
  summary: string;
  /** JSON request body; "multipart" for the upload call. */
  body?: v.GenericSchema | "multipart";
  /** Query parameters (required strings) and what they hold. */
  query?: Record<string, string>;
  /** JSON answer, or "image" for a file. */
  answer: v.GenericSchema | "image";
  status?: 200 | 201;
  /** Any one of these proves the caller. */
  security?: Security[];
  /** Error statuses, each answered with an ApiError body. */
  errors: number[];
};

type More = Partial<Omit<Call, "method" | "path" | "summary" | "answer">>;
const JSON_ERRORS = [400, 413, 415];
const get = (path: string, summary: string, answer: Call["answer"], more: More = {}): Call => ({
  method: "get",
  path,
  summary,
  answer,
  errors: [],
  ...more,
});
const post = (
  path: string,
  summary: string,
  body: NonNullable<Call["body"]>,
  answer: Call["answer"],
  more: More = {},
): Call => ({
  method: "post",
  path,
  summary,
  body,
  answer,
  ...more,
  errors: [...JSON_ERRORS, ...(more.errors ?? [])],
});
const BEARER: More = { security: ["bearer"], errors: [401, 403] };
const PASSCODE = { security: ["blogPasscode"], errors: [401, 429, 503] } satisfies More;
const customerCall = (name: string, summary: string, body: v.GenericSchema): Call =>
  post(`/customer/${name}`, summary, body, customer.UserDataResponse, BEARER);

const Health = v.object({ ok: v.literal(true) });
const OpenApiDocument = v.looseObject({ openapi: v.string() });
const Verified = v.looseObject({ response: v.boolean() });

/** The spec's calls (SPEC §7) and the ones designed for what it leaves open. */
export const CALLS: Call[] = [
  get("/health", "Liveness", Health),
  get("/openapi.json", "This document", OpenApiDocument),
  get("/subdomains", "The shop list", SubdomainsResponse),
  post("/shop", "A shop's storeData", ShopRequest, ShopResponse, { errors: [404] }),
  post("/shop/product", "One product", ProductRequest, ProductResponse, { errors: [404] }),
  post("/shop/products", "A shop's catalogue", ProductsRequest, ProductsResponse, { errors: [404] }),
  get("/shop/download-img", "A shop image (the UPI QR code) as a download", "image", {
    query: { url: "Absolute URL of an image of the platform's shops or of this API's uploads" },
    errors: [400, 404],
  }),
  customerCall("getcustomer", "Sign-in lookup; creates the customer", customer.GetCustomerRequest),
  customerCall("userdata", "User data with orders, newest first", customer.UserDataRequest),
  customerCall("updatecustomer", "Update the customer's profile", customer.UpdateCustomerRequest),
  customerCall("updateaddress", "Save a composed address", customer.UpdateAddressRequest),
  customerCall("addaddress", "Save an address from the checkout form", customer.AddAddressRequest),
  customerCall("deleteaddress", "Delete a saved address", customer.DeleteAddressRequest),
  post("/customer/verifyotpnew", "Phone OTP: no SMS provider, so 501", customer.VerifyOtpRequest, Verified, {
    errors: [501],
  }),
  post("/customer/handoff", "A code for the cross-domain login", HandoffRequest, HandoffResponse, BEARER),
  post("/customer/session", "Trade a handoff code for a session", SessionRequest, SessionResponse, {
    errors: [401],
  }),
  post(
    "/customer/addorder",
    "Place orders (one transaction)",
    order.AddOrderRequest,
    order.AddOrderResponse,
    {
      security: ["bearer"],
      errors: [401, 403, 404, 409],
    },
  ),
  post("/api/digiorder/shopdigiorder", "One order", order.ShopDigiOrderRequest, order.ShopDigiOrderResponse, {
    security: ["bearer", "sellerKey", "riderKey"],
    errors: [401, 403, 404],
  }),
  post(
    "/api/digiorder/updatestatus",
    "Move an order on",
    order.UpdateStatusRequest,
    order.UpdateStatusResponse,
    {
      security: ["sellerKey", "riderKey"],
      errors: [401, 403, 404, 409],
    },
  ),
  get("/counter/emitraCounter", "Counts a visit; answers the new total", CounterResponse),
  get("/counter/marketplaceCounter", "Counts a visit; answers the new total", CounterResponse),
  post("/api/blog/addblog", "Add a blog", AddBlogRequest, AddBlogResponse, { status: 201, ...PASSCODE }),
  post(
    "/api/blog/passcode/check",
    "Check the add-blog passcode",
    PasscodeCheckRequest,
    PasscodeCheckResponse,
    {
      errors: PASSCODE.errors,
    },
  ),
  post(
    "/api/blog/upload",
    "Upload a cover: field file, JPEG/PNG/WebP/GIF, ≤ 2 MB",
    "multipart",
    UploadResponse,
    {
      status: 201,
      ...PASSCODE,
    },
  ),
  get("/api/blog/titlesandimages", "Every blog, newest first", BlogListResponse),
  get("/api/blog/slug/{slug}", "One blog", BlogResponse, { errors: [404] }),
  get("/api/blog/{shopId}", "A shop's blogs, newest first", BlogListResponse, { errors: [400, 404] }),
  get("/uploads/blogs/{file}", "An uploaded cover image (local storage)", "image", { errors: [404] }),
];
