import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { cancelWithReason, findOrders, giveRider, markRefundSent, supportOrder } from "../api/support";
import type { SupportOrderResponse, SupportOrdersResponse } from "../contract/support";
import { CANCEL_REASON_MAX } from "../domain/orders/cancel";
import { SUPPORT_QUERY_HELP } from "../domain/orders/support";
import { deferred } from "./fixtures";
import {
  $supportOrder,
  $supportSearch,
  CHOOSE_RIDER,
  cancelSupportOrder,
  checkCancelReason,
  checkSupportQuery,
  giveSupportRider,
  loadSupportOrder,
  markSupportRefund,
  NO_SEARCH,
  OFFLINE,
  openSupportOrder,
  REASON_MISSING,
  reasonTooLong,
  searchSupportOrders,
} from "./supportOrders";

vi.mock("../api/support", () => ({
  findOrders: vi.fn(),
  supportOrder: vi.fn(),
  cancelWithReason: vi.fn(),
  giveRider: vi.fn(),
  markRefundSent: vi.fn(),
}));
const findMock = vi.mocked(findOrders);
const orderMock = vi.mocked(supportOrder);
const cancelMock = vi.mocked(cancelWithReason);
const riderMock = vi.mocked(giveRider);
const refundMock = vi.mocked(markRefundSent);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const ORDER_ID = "ODMK2X9P1QA2B3C4";

const found = (total: number, page = 1): SupportOrdersResponse => ({
  orders: [],
  total,
  page,
  pageSize: 20,
  kind: "number",
});

/** The order as support reads it, with its rider (or none) and the riders to pick. */
function orderAnswer(stage = "Pending", riderId: number | null = null): SupportOrderResponse {
  const ravi = { riderId: 7, name: "Ravi Kumar", phoneNumber: "+919900000007", vehicleType: "Bike" };
  return {
    order: { orderId: ORDER_ID, stage, riderStatus: stage } as SupportOrderResponse["order"],
    timeline: [{ at: "2025-06-01T09:00:00Z", what: "Pending", by: "customer" }],
    shop: { shopId: "demo", shopName: "Demo Kirana Store", phone: "", email: "" },
    rider: riderId === null ? null : { ...ravi, riderId },
    riders: [ravi, { riderId: 8, name: "Sita Devi", phoneNumber: "+919900000008", vehicleType: "" }],
  };
}

beforeEach(() => {
  for (const mock of [findMock, orderMock, cancelMock, riderMock, refundMock]) mock.mockReset();
  $supportSearch.set(NO_SEARCH);
});

describe("the support admin's search", () => {
  it("says what to type when the words are no number, phone or email, and takes good ones trimmed", () => {
    expect(checkSupportQuery("abc")).toBeNull();
    expect($supportSearch.get().problem).toBe(SUPPORT_QUERY_HELP);
    expect(checkSupportQuery("  #a2b3c4 ")).toBe("#a2b3c4");
    expect($supportSearch.get().problem).toBe("");
  });

  it("loads a page of orders found, and asks with the words and the page", async () => {
    findMock.mockResolvedValueOnce(found(41, 2));
    const searching = searchSupportOrders("98765 43210", 2);
    expect($supportSearch.get().status).toBe("loading");
    await searching;
    expect(findMock).toHaveBeenCalledWith("98765 43210", 2);
    expect($supportSearch.get()).toEqual({ status: "ready", answer: found(41, 2), problem: "", error: "" });
  });

  it("puts the server's word on the box beside it, and any other refusal above with no answer", async () => {
    findMock.mockRejectedValueOnce(refusal(400, { error: "q is too long", field: "q" }));
    await searchSupportOrders("x", 1);
    expect($supportSearch.get()).toEqual({
      status: "failed",
      answer: null,
      problem: "q is too long",
      error: "",
    });

    findMock.mockRejectedValueOnce(refusal(403, { error: "Support admins only" }));
    await searchSupportOrders("#a2b3c4", 1);
    expect($supportSearch.get()).toMatchObject({ status: "failed", error: "Support admins only" });
  });

  it("says the connection failed when the server was never reached", async () => {
    findMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await searchSupportOrders("#a2b3c4", 1);
    expect($supportSearch.get()).toMatchObject({ status: "failed", answer: null, error: OFFLINE });
  });

  it("asks nothing for no words", async () => {
    $supportSearch.set({ status: "failed", answer: null, problem: "", error: OFFLINE });
    await searchSupportOrders("", 1);
    expect(findMock).not.toHaveBeenCalled();
    expect($supportSearch.get()).toEqual(NO_SEARCH);
  });

  it("keeps the latest search's answer when an older one comes back last", async () => {
    const older = deferred<SupportOrdersResponse>();
    findMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce(found(3));
    const first = searchSupportOrders("old", 1);
    await searchSupportOrders("new", 1);
    older.resolve(found(99));
    await first;
    expect($supportSearch.get().answer?.total).toBe(3);
  });
});

describe("one order for support", () => {
  it("opens an order, forgetting another's, and says why a load failed until Try again works", async () => {
    $supportOrder.set({ ...$supportOrder.get(), orderId: "OTHER", data: orderAnswer(), message: "old" });
    orderMock.mockRejectedValueOnce(refusal(404, { error: "No such order" }));
    const opening = openSupportOrder(ORDER_ID);
    expect($supportOrder.get()).toMatchObject({ orderId: ORDER_ID, data: null, message: "", loadError: "" });
    await opening;
    expect(orderMock).toHaveBeenCalledWith(ORDER_ID);
    expect($supportOrder.get().loadError).toBe("No such order");

    orderMock.mockResolvedValueOnce(orderAnswer());
    await loadSupportOrder();
    expect($supportOrder.get()).toMatchObject({ loadError: "", data: orderAnswer() });
  });

  it("drops the answer of an order no longer open", async () => {
    const slow = deferred<SupportOrderResponse>();
    orderMock.mockReturnValueOnce(slow.promise).mockRejectedValueOnce(new TypeError("offline"));
    const first = openSupportOrder("OTHER");
    await openSupportOrder(ORDER_ID);
    slow.resolve(orderAnswer());
    await first;
    expect($supportOrder.get()).toMatchObject({ orderId: ORDER_ID, data: null, loadError: OFFLINE });
  });

  it("gives the order to a rider picked, and says so", async () => {
    orderMock.mockResolvedValueOnce(orderAnswer());
    await openSupportOrder(ORDER_ID);
    riderMock.mockResolvedValueOnce(orderAnswer("Pending", 7));
    const giving = giveSupportRider("7");
    expect($supportOrder.get().busy).toBe(true);
    expect(await giving).toBe("done");
    expect(riderMock).toHaveBeenCalledWith(ORDER_ID, 7);
    expect($supportOrder.get()).toMatchObject({
      busy: false,
      error: "",
      message: "Order #A2B3C4 goes to Ravi Kumar now.",
      data: orderAnswer("Pending", 7),
    });
  });

  it("asks for a rider first when none of the list is picked, and says a refusal with the order's number", async () => {
    orderMock.mockResolvedValueOnce(orderAnswer());
    await openSupportOrder(ORDER_ID);
    expect(await giveSupportRider("")).toBe("failed");
    expect(riderMock).not.toHaveBeenCalled();
    expect($supportOrder.get().error).toBe(CHOOSE_RIDER);

    riderMock.mockRejectedValueOnce(refusal(409, { error: "This rider works for another franchise" }));
    expect(await giveSupportRider("8")).toBe("failed");
    expect($supportOrder.get()).toMatchObject({
      busy: false,
      message: "",
      error: "Order #A2B3C4: This rider works for another franchise",
    });
  });

  it("checks the reason before asking: none, too long, or fine", async () => {
    orderMock.mockResolvedValueOnce(orderAnswer());
    await openSupportOrder(ORDER_ID);
    expect(checkCancelReason("   ")).toBe(false);
    expect($supportOrder.get().reasonProblem).toBe(REASON_MISSING);
    const long = "x".repeat(CANCEL_REASON_MAX + 1);
    expect(checkCancelReason(long)).toBe(false);
    expect($supportOrder.get().reasonProblem).toBe(reasonTooLong(CANCEL_REASON_MAX + 1));
    expect(checkCancelReason(" Wrong address ")).toBe(true);
    expect($supportOrder.get().reasonProblem).toBe("");
  });

  it("cancels with the reason trimmed; the server's word on the reason goes beside the box", async () => {
    orderMock.mockResolvedValueOnce(orderAnswer());
    await openSupportOrder(ORDER_ID);
    cancelMock.mockRejectedValueOnce(refusal(400, { error: "reason is too long", field: "reason" }));
    expect(await cancelSupportOrder(" Wrong address ")).toBe("field");
    expect(cancelMock).toHaveBeenCalledWith(ORDER_ID, "Wrong address");
    expect($supportOrder.get()).toMatchObject({
      reasonProblem: "reason is too long",
      error: "",
      busy: false,
    });

    cancelMock.mockResolvedValueOnce(orderAnswer("Canceled"));
    expect(await cancelSupportOrder("Wrong address")).toBe("done");
    expect($supportOrder.get()).toMatchObject({
      message: "Order #A2B3C4 is cancelled; its stock is back in Demo Kirana Store.",
      data: orderAnswer("Canceled"),
    });
  });

  it("marks the refund sent; a refused UTR is said above with the order's number, no connection as such", async () => {
    orderMock.mockResolvedValueOnce(orderAnswer("Canceled"));
    await openSupportOrder(ORDER_ID);
    refundMock.mockRejectedValueOnce(
      refusal(400, { error: "Invalid request", issues: [{ field: "utr", message: "must be 12 digits" }] }),
    );
    expect(await markSupportRefund("612345678901")).toBe("failed");
    expect(refundMock).toHaveBeenCalledWith(ORDER_ID, "612345678901");
    expect($supportOrder.get().error).toBe("Order #A2B3C4: Must be 12 digits");

    refundMock.mockRejectedValueOnce(new TypeError("offline"));
    expect(await markSupportRefund("612345678901")).toBe("failed");
    expect($supportOrder.get().error).toBe(OFFLINE);

    refundMock.mockResolvedValueOnce(orderAnswer("Canceled"));
    expect(await markSupportRefund("612345678901")).toBe("done");
    expect($supportOrder.get()).toMatchObject({ error: "", message: "Order #A2B3C4: refund marked sent" });
  });
});
