import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { assignRider, cancelOrder, decideReturn, moveOrder, writeNote } from "../api/digiorder";
import { markRefunded } from "../api/refund";
import type { OrderDetail } from "../contract/orderDetail";
import type { SellerOrder } from "../contract/sellerOrders";
import { UPDATE_FAILED } from "../domain/orders/tracking";
import { deferred } from "./fixtures";
import {
  $orderMoves,
  $refundMarks,
  assignOrderRider,
  cancelConsoleOrder,
  decideOrderReturn,
  forgetRefundFailure,
  markOrderRefunded,
  moveOrderOn,
  writeOrderNote,
} from "./orderMoves";

vi.mock("../api/digiorder", () => ({
  moveOrder: vi.fn(),
  assignRider: vi.fn(),
  writeNote: vi.fn(),
  cancelOrder: vi.fn(),
  decideReturn: vi.fn(),
}));
vi.mock("../api/refund", () => ({ markRefunded: vi.fn() }));
const moveMock = vi.mocked(moveOrder);
const assignMock = vi.mocked(assignRider);
const noteMock = vi.mocked(writeNote);
const cancelMock = vi.mocked(cancelOrder);
const returnMock = vi.mocked(decideReturn);
const refundMock = vi.mocked(markRefunded);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const ORDER_ID = "ODMK2X9P1QA2B3C4";
const SELLER = { role: "seller", shopId: "demo" } as const;
const RIDER_KEY = { role: "rider", key: "key-1" } as const;
const order = (riderStatus: string) => ({ orderId: ORDER_ID, riderStatus }) as OrderDetail;

beforeEach(() => {
  for (const mock of [moveMock, assignMock, noteMock, cancelMock, returnMock, refundMock]) mock.mockReset();
  $orderMoves.set({});
  $refundMarks.set({});
});

describe("an order line's changes", () => {
  it("moves an order on, holding it busy meanwhile, and answers it with the line to say", async () => {
    const answer = deferred<OrderDetail>();
    moveMock.mockReturnValueOnce(answer.promise);
    const moving = moveOrderOn(RIDER_KEY, ORDER_ID, "En Route");
    expect($orderMoves.get()).toEqual({ [ORDER_ID]: true });
    answer.resolve(order("En Route"));
    expect(await moving).toEqual({ ok: true, order: order("En Route"), message: "Order #A2B3C4: En Route" });
    expect(moveMock).toHaveBeenCalledWith(RIDER_KEY, ORDER_ID, "En Route");
    expect($orderMoves.get()).toEqual({});
  });

  it("sends a rider's cash collected with Delivered, and nothing more when none is given", async () => {
    moveMock.mockResolvedValueOnce(order("Delivered"));
    expect(await moveOrderOn(RIDER_KEY, ORDER_ID, "Delivered", 140)).toMatchObject({
      ok: true,
      message: "Order #A2B3C4: Delivered",
    });
    expect(moveMock).toHaveBeenCalledWith(RIDER_KEY, ORDER_ID, "Delivered", 140);
    moveMock.mockRejectedValueOnce(
      refusal(400, { error: "Enter the cash you collected: ₹140 is due", field: "cashCollected" }),
    );
    expect(await moveOrderOn(RIDER_KEY, ORDER_ID, "Delivered")).toEqual({
      ok: false,
      message: "Order #A2B3C4: Enter the cash you collected: ₹140 is due",
    });
    expect(moveMock).toHaveBeenLastCalledWith(RIDER_KEY, ORDER_ID, "Delivered");
  });

  it("says a refusal in the server's words, and its own when the server said none", async () => {
    cancelMock.mockRejectedValueOnce(refusal(409, { error: "The order has left the shop" }));
    expect(await cancelConsoleOrder(SELLER, ORDER_ID)).toEqual({
      ok: false,
      message: "Order #A2B3C4: The order has left the shop",
    });
    moveMock.mockRejectedValueOnce(new TypeError("offline"));
    expect(await moveOrderOn(SELLER, ORDER_ID, "Confirmed")).toEqual({
      ok: false,
      message: `Order #A2B3C4: ${UPDATE_FAILED}`,
    });
    expect($orderMoves.get()).toEqual({});
  });

  it("names each change done: cancelled, rider assigned, note saved, return accepted or refused", async () => {
    cancelMock.mockResolvedValueOnce(order("Canceled"));
    expect(await cancelConsoleOrder(SELLER, ORDER_ID)).toMatchObject({ message: "Order #A2B3C4: Canceled" });
    const rider = { name: "Ravi", phoneNumber: "+919900000003", vehicleType: "Bike" };
    assignMock.mockResolvedValueOnce(order("Confirmed"));
    expect(await assignOrderRider(SELLER, ORDER_ID, rider)).toMatchObject({
      message: "Order #A2B3C4: rider assigned",
    });
    expect(assignMock).toHaveBeenCalledWith(SELLER, ORDER_ID, rider);
    noteMock.mockResolvedValueOnce(order("Confirmed"));
    expect(await writeOrderNote(SELLER, ORDER_ID, { ShippingId: "SH1" })).toMatchObject({
      message: "Order #A2B3C4: note saved",
    });
    expect(noteMock).toHaveBeenCalledWith(SELLER, ORDER_ID, { ShippingId: "SH1" });
    returnMock.mockResolvedValue(order("Delivered"));
    expect(await decideOrderReturn(SELLER, ORDER_ID, "accept", "")).toMatchObject({
      message: "Order #A2B3C4: return accepted",
    });
    expect(await decideOrderReturn(SELLER, ORDER_ID, "refuse", "Used")).toMatchObject({
      message: "Order #A2B3C4: return refused",
    });
    expect(returnMock).toHaveBeenLastCalledWith(SELLER, ORDER_ID, "refuse", "Used");
  });
});

describe("a refund marked sent", () => {
  it("answers the placement's lines and the line to say, sending meanwhile", async () => {
    const lines = [{ orderId: ORDER_ID } as SellerOrder];
    const answer = deferred<SellerOrder[]>();
    refundMock.mockReturnValueOnce(answer.promise);
    const marking = markOrderRefunded(ORDER_ID, "512345678901");
    expect($refundMarks.get()).toEqual({ [ORDER_ID]: { status: "sending" } });
    answer.resolve(lines);
    expect(await marking).toEqual({ lines, message: "Order #A2B3C4: refund marked sent" });
    expect(refundMock).toHaveBeenCalledWith(ORDER_ID, "512345678901");
    expect($refundMarks.get()).toEqual({});
  });

  it("holds a refusal by the order until the UTR is edited", async () => {
    refundMock.mockRejectedValueOnce(refusal(409, { error: "This refund was marked sent already" }));
    expect(await markOrderRefunded(ORDER_ID, "512345678901")).toBeNull();
    expect($refundMarks.get()).toEqual({
      [ORDER_ID]: { status: "failed", message: "This refund was marked sent already" },
    });
    forgetRefundFailure(ORDER_ID);
    expect($refundMarks.get()).toEqual({});

    refundMock.mockRejectedValueOnce(new TypeError("offline"));
    await markOrderRefunded(ORDER_ID, "512345678901");
    expect($refundMarks.get()[ORDER_ID]).toEqual({ status: "failed", message: UPDATE_FAILED });
  });
});
