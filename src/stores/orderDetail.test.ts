import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { confirmReceipt, getOrderDetail } from "../api/tracking";
import type { OrderDetail } from "../contract/orderDetail";
import { STEP_DELAY_MS } from "../domain/orders/tracking";
import { deferred } from "./fixtures";
import { $orderDetails, confirmOrderReceipt, loadOrderDetail } from "./orderDetail";

vi.mock("../api/tracking", () => ({ getOrderDetail: vi.fn(), confirmReceipt: vi.fn() }));
const getMock = vi.mocked(getOrderDetail);
const confirmMock = vi.mocked(confirmReceipt);

/** An order's detail at a stage of the workflow, its history up to that stage. */
function detailAt(riderStatus: string, orderId = "ORD1"): OrderDetail {
  return {
    orderId,
    shopId: "demo",
    riderStatus,
    updatedAt: "2025-06-01T10:00:00Z",
    createdAt: "2025-06-01T09:00:00Z",
    date: "2025-06-01",
    productCount: 1,
    productName: "Cotton Kurta",
    onePiecePrice: 500,
    totalCartValue: 500,
    deliveryFee: 0,
    coupontotal: 0,
    gst: 5,
    paymentMethod: "COD",
    transactionId: "",
    address: "1 MG Road",
    riderAccepted: true,
    riderDetails: [],
    deliveryBy: "",
    deliveryTime: "",
    statusHistory: [
      { status: "Pending", at: "2025-06-01T09:00:00Z" },
      { status: riderStatus, at: "x" },
    ],
  };
}

const shown = (orderId = "ORD1") => $orderDetails.get()[orderId];

beforeEach(() => {
  getMock.mockReset();
  confirmMock.mockReset();
  $orderDetails.set({});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

describe("loadOrderDetail", () => {
  it("holds the fetched detail; the same detail again keeps the held object", async () => {
    getMock.mockResolvedValueOnce(detailAt("Confirmed")).mockResolvedValueOnce(detailAt("Confirmed"));
    await loadOrderDetail("ORD1");
    const first = shown()?.detail;
    expect(first?.riderStatus).toBe("Confirmed");
    await loadOrderDetail("ORD1");
    expect(shown()?.detail).toBe(first);
  });

  it("keeps the held detail on a failure and logs 'Error fetching order: network'", async () => {
    getMock.mockResolvedValueOnce(detailAt("Confirmed")).mockRejectedValueOnce(new TypeError("offline"));
    await loadOrderDetail("ORD1");
    await loadOrderDetail("ORD1");
    expect(shown()).toEqual({ detail: detailAt("Confirmed"), error: "Error fetching order: network" });
    expect(console.error).toHaveBeenCalledWith("Error fetching order: network", expect.any(TypeError));
  });

  it("a refusal is kept as 'Error fetching order: {status}' and logged", async () => {
    const refusal = Object.assign(Object.create(HTTPError.prototype), { response: { status: 503 } });
    getMock.mockRejectedValueOnce(refusal);
    await loadOrderDetail("ORD1");
    expect(shown()).toEqual({ detail: null, error: "Error fetching order: 503" });
    expect(console.error).toHaveBeenCalledWith("Error fetching order: 503", refusal);
  });

  it("shows the newest poll's answer when an older poll answers after it", async () => {
    const older = deferred<OrderDetail | null>();
    const newer = deferred<OrderDetail | null>();
    getMock.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    const a = loadOrderDetail("ORD1");
    const b = loadOrderDetail("ORD1");
    newer.resolve(detailAt("In Transit"));
    await b;
    older.resolve(detailAt("En Route"));
    await a;
    expect(shown()?.detail?.riderStatus).toBe("In Transit");
  });

  it("an older poll's late failure leaves the newer answer without an error", async () => {
    const older = deferred<OrderDetail | null>();
    getMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce(detailAt("Delivered"));
    const a = loadOrderDetail("ORD1");
    await loadOrderDetail("ORD1");
    older.reject(new TypeError("offline"));
    await a;
    expect(shown()).toEqual({ detail: detailAt("Delivered"), error: null });
  });

  it("each order has its own guard: one card's load does not drop another's", async () => {
    const one = deferred<OrderDetail | null>();
    getMock.mockReturnValueOnce(one.promise).mockResolvedValueOnce(detailAt("Pending", "ORD2"));
    const a = loadOrderDetail("ORD1");
    await loadOrderDetail("ORD2");
    one.resolve(detailAt("Confirmed"));
    await a;
    expect(shown("ORD1")?.detail?.riderStatus).toBe("Confirmed");
    expect(shown("ORD2")?.detail?.riderStatus).toBe("Pending");
  });
});

describe("confirmOrderReceipt", () => {
  it("shows the confirmation's answer 0.8 s after the click, not before", async () => {
    vi.useFakeTimers();
    getMock.mockResolvedValueOnce(detailAt("Delivered"));
    await loadOrderDetail("ORD1");
    confirmMock.mockResolvedValueOnce(detailAt("Received"));
    const done = confirmOrderReceipt("ORD1");
    await vi.advanceTimersByTimeAsync(STEP_DELAY_MS - 1);
    expect(shown()?.detail?.riderStatus).toBe("Delivered");
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(shown()?.detail?.riderStatus).toBe("Received");
    expect(confirmMock).toHaveBeenCalledWith("ORD1");
  });

  it("rejects when the server refuses, keeping the held detail", async () => {
    vi.useFakeTimers();
    getMock.mockResolvedValueOnce(detailAt("Delivered"));
    await loadOrderDetail("ORD1");
    confirmMock.mockRejectedValueOnce(new Error("refused"));
    const done = confirmOrderReceipt("ORD1");
    const outcome = expect(done).rejects.toThrow("refused");
    await vi.advanceTimersByTimeAsync(STEP_DELAY_MS);
    await outcome;
    expect(shown()?.detail?.riderStatus).toBe("Delivered");
  });

  it("a poll that left before the click and answers after the confirmation does not undo it", async () => {
    vi.useFakeTimers();
    const poll = deferred<OrderDetail | null>();
    getMock.mockReturnValueOnce(poll.promise);
    const polled = loadOrderDetail("ORD1");
    confirmMock.mockResolvedValueOnce(detailAt("Received"));
    const done = confirmOrderReceipt("ORD1");
    await vi.advanceTimersByTimeAsync(STEP_DELAY_MS);
    await done;
    poll.resolve(detailAt("Delivered"));
    await polled;
    expect(shown()?.detail?.riderStatus).toBe("Received");
  });

  it("a poll that left while the confirmation was under way and answers after it does not undo it", async () => {
    vi.useFakeTimers();
    getMock.mockResolvedValueOnce(detailAt("Delivered"));
    await loadOrderDetail("ORD1");
    const answer = deferred<OrderDetail>();
    confirmMock.mockReturnValueOnce(answer.promise);
    const done = confirmOrderReceipt("ORD1");
    const poll = deferred<OrderDetail | null>();
    getMock.mockReturnValueOnce(poll.promise);
    const polled = loadOrderDetail("ORD1");
    answer.resolve(detailAt("Received"));
    await vi.advanceTimersByTimeAsync(STEP_DELAY_MS);
    await done;
    poll.resolve(detailAt("Delivered"));
    await polled;
    expect(shown()?.detail?.riderStatus).toBe("Received");
  });

  it("a poll that leaves after the confirmation was answered is shown", async () => {
    vi.useFakeTimers();
    confirmMock.mockResolvedValueOnce(detailAt("Received"));
    const done = confirmOrderReceipt("ORD1");
    await vi.advanceTimersByTimeAsync(STEP_DELAY_MS);
    await done;
    const later = detailAt("Received");
    later.updatedAt = "2025-06-02T10:00:00Z";
    getMock.mockResolvedValueOnce(later);
    await loadOrderDetail("ORD1");
    expect(shown()?.detail).toEqual(later);
  });
});
