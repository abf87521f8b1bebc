import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { riderOrders } from "../api/digiorder";
import type { OrderDetail } from "../contract/orderDetail";
import { deferred } from "./fixtures";
import { $rider } from "./rider";
import {
  $riderConsole,
  KEY_REFUSED,
  loadRiderConsole,
  NO_CONSOLE,
  ORDERS_FAILED,
  openRiderConsole,
  replaceRiderConsoleOrder,
  sayOnRiderConsole,
} from "./riderConsole";
import { signOutConsole } from "./staff";

vi.mock("../api/digiorder", () => ({ riderOrders: vi.fn() }));
vi.mock("./staff", () => ({ signOutConsole: vi.fn(async () => {}) }));
const ordersMock = vi.mocked(riderOrders);
const signOutMock = vi.mocked(signOutConsole);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const RIDER = { name: "Ravi Kumar", phoneNumber: "+919900000003", vehicleType: "Bike" };
const order = (orderId: string, riderStatus = "Confirmed") => ({ orderId, riderStatus }) as OrderDetail;
type Answer = Awaited<ReturnType<typeof riderOrders>>;
const answer = (...response: OrderDetail[]): Answer => ({ response, rider: RIDER });

beforeEach(() => {
  ordersMock.mockReset();
  signOutMock.mockClear();
  $riderConsole.set(NO_CONSOLE);
  $rider.set({});
});

describe("the rider-key console", () => {
  it("opens afresh, loads the orders with the key, and keeps who the rider is", async () => {
    $riderConsole.set({ orders: [order("OLD")], message: "old" });
    ordersMock.mockResolvedValueOnce(answer(order("A1")));
    const opening = openRiderConsole("key-1");
    expect($riderConsole.get()).toEqual(NO_CONSOLE);
    await opening;
    expect(ordersMock).toHaveBeenCalledWith({ role: "rider", key: "key-1" });
    expect($riderConsole.get()).toEqual({ orders: [order("A1")], message: "" });
    expect($rider.get()).toEqual(RIDER);
  });

  it("signs the console out when the key is refused, in the server's words or its own", async () => {
    ordersMock.mockRejectedValueOnce(refusal(401, { error: "Unknown rider key" }));
    await loadRiderConsole("bad");
    expect(signOutMock).toHaveBeenCalledWith("Unknown rider key");
    ordersMock.mockRejectedValueOnce(refusal(401, null));
    await loadRiderConsole("bad");
    expect(signOutMock).toHaveBeenLastCalledWith(KEY_REFUSED);
    expect($riderConsole.get()).toEqual(NO_CONSOLE);
  });

  it("says why any other load failed, keeping the orders held", async () => {
    ordersMock.mockResolvedValueOnce(answer(order("A1")));
    await loadRiderConsole("key-1");
    ordersMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadRiderConsole("key-1");
    expect(signOutMock).not.toHaveBeenCalled();
    expect($riderConsole.get()).toEqual({ orders: [order("A1")], message: ORDERS_FAILED });
  });

  it("keeps the newest orders when an older load answers last", async () => {
    const slow = deferred<Answer>();
    ordersMock.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(answer(order("NEW")));
    const older = loadRiderConsole("key-1");
    await loadRiderConsole("key-1");
    slow.resolve(answer(order("OLD")));
    await older;
    expect($riderConsole.get().orders).toEqual([order("NEW")]);
  });

  it("puts a moved order in its place and says what a move did", () => {
    $riderConsole.set({ orders: [order("A1"), order("B2")], message: "" });
    replaceRiderConsoleOrder(order("B2", "En Route"));
    sayOnRiderConsole("Order #B2: En Route");
    expect($riderConsole.get()).toEqual({
      orders: [order("A1"), order("B2", "En Route")],
      message: "Order #B2: En Route",
    });
  });
});
