import { describe, expect, it } from "vitest";
import { installFakeFetch } from "./fakeFetch";
import { API_URL } from "./http";
import { placeOrder } from "./orders";
import { setTokenProvider } from "./token";

const { fetchMock, sent, requestAt, answer } = installFakeFetch();
setTokenProvider(async () => "session-token");

const request = {
  email: "asha@example.com",
  orders: [{ shopId: "demo", productId: "assam-tea-500g", productCount: 2 }],
  addressKey: "addr-0123456789",
  paymentMethod: "COD" as const,
  idempotencyKey: "PL1B2C3D4E5F",
};
const placed = {
  response: true,
  orderIds: ["ODABC123XYZ"],
  totals: { totalMrp: 500, gst: 25, deliveryFee: 20, couponDiscount: 0, payable: 520 },
};

describe("placeOrder", () => {
  it("POSTs the request with the Bearer token and gives what the server charged", async () => {
    answer(placed);
    await expect(placeOrder(request)).resolves.toEqual(placed);
    expect(requestAt(0).url).toBe(`${API_URL}/customer/addorder`);
    expect(requestAt(0).headers.get("authorization")).toBe("Bearer session-token");
    expect(sent[0]).toEqual(request);
  });

  it("is never repeated by the client on its own, even on a 503", async () => {
    answer({ error: "busy" }, 503);
    await expect(placeOrder(request)).rejects.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("rejects an answer that breaks the contract", async () => {
    answer({ response: false });
    await expect(placeOrder(request)).rejects.toThrow();
  });
});
