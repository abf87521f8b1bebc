import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { paymentReceived, shopOrdersPage, switchToCod } from "../api/digiorder";
import { shopRiders } from "../api/seller";
import type { SellerOrder, SellerOrdersResponse } from "../contract/sellerOrders";
import { QUEUE_POLL_MS } from "../domain/orders/queue";
import { UPDATE_FAILED } from "../domain/orders/tracking";
import { deferred } from "./fixtures";
import {
  $placementNotes,
  $sellerOrders,
  $shopRiders,
  loadSellerOrders,
  loadShopRiders,
  NO_NOTE,
  notePlacement,
  ORDERS_FAILED,
  ordersChanged,
  payPlacement,
  watchSellerOrders,
} from "./sellerOrders";

vi.mock("../api/digiorder", () => ({
  shopOrdersPage: vi.fn(),
  paymentReceived: vi.fn(),
  switchToCod: vi.fn(),
}));
vi.mock("../api/seller", () => ({ shopRiders: vi.fn() }));
const pageMock = vi.mocked(shopOrdersPage);
const receivedMock = vi.mocked(paymentReceived);
const codMock = vi.mocked(switchToCod);
const ridersMock = vi.mocked(shopRiders);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

/** An order line at a stage, paid or not. */
function line(orderId: string, riderStatus = "Pending", paymentMethod = "UPI"): SellerOrder {
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
    paymentMethod,
    transactionId: "412345678901",
    address: "Ravi Sharma, +919876500001, 1 MG Road",
    riderAccepted: false,
    riderDetails: [],
    deliveryBy: "",
    deliveryTime: "",
    statusHistory: [],
    productId: "p1",
    size: "L",
    color: "Black",
    placementId: "PL1",
    orderStatus: "",
    paymentReceivedAt: null,
    cashCollected: null,
    cashCollectedAt: null,
    refund: null,
  };
}

const page = (waiting: number, ...lines: SellerOrder[]): SellerOrdersResponse => ({
  response: lines,
  total: lines.length,
  page: 1,
  pageSize: 20,
  waiting,
});

/** The page's document: its title, whether it is visible, and its visibility listeners. */
const doc = {
  title: "Orders console",
  visibilityState: "visible" as "visible" | "hidden",
  listeners: new Set<() => void>(),
  addEventListener(_: string, f: () => void) {
    this.listeners.add(f);
  },
  removeEventListener(_: string, f: () => void) {
    this.listeners.delete(f);
  },
};

const demo = { shopId: "demo", page: 1, view: "action" } as const;
let stop: (() => void) | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  pageMock.mockReset();
  receivedMock.mockReset();
  codMock.mockReset();
  ridersMock.mockReset();
  doc.title = "Orders console";
  doc.visibilityState = "visible";
  doc.listeners.clear();
  vi.stubGlobal("document", doc);
  $sellerOrders.set({ shopId: "", answer: null, error: "", polls: 0 });
  $placementNotes.set({});
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("watching the seller's orders", () => {
  it("loads the page asked for and puts the count waiting in the title", async () => {
    pageMock.mockResolvedValue(page(2, line("ORD1")));
    stop = watchSellerOrders(demo);
    expect(doc.title).toBe("Orders · demo");
    await vi.advanceTimersByTimeAsync(0);
    expect(pageMock).toHaveBeenCalledWith("demo", 1, "action");
    expect($sellerOrders.get()).toEqual({
      shopId: "demo",
      answer: page(2, line("ORD1")),
      error: "",
      polls: 1,
    });
    expect(doc.title).toBe("(2) Orders · demo");
  });

  it("polls every 15 s while the tab is visible, and at once when it comes back", async () => {
    pageMock.mockResolvedValue(page(0));
    stop = watchSellerOrders(demo);
    await vi.advanceTimersByTimeAsync(QUEUE_POLL_MS);
    expect(pageMock).toHaveBeenCalledTimes(2);
    doc.visibilityState = "hidden";
    await vi.advanceTimersByTimeAsync(QUEUE_POLL_MS * 2);
    expect(pageMock).toHaveBeenCalledTimes(2);
    doc.visibilityState = "visible";
    for (const f of doc.listeners) f();
    await vi.advanceTimersByTimeAsync(0);
    expect(pageMock).toHaveBeenCalledTimes(3);
  });

  it("stops polling when stopped and gives the title back", async () => {
    pageMock.mockResolvedValue(page(3));
    const end = watchSellerOrders(demo);
    await vi.advanceTimersByTimeAsync(0);
    expect(doc.title).toBe("(3) Orders · demo");
    end();
    expect(doc.title).toBe("Orders console");
    expect(doc.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(QUEUE_POLL_MS * 2);
    expect(pageMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the held page and says why when a load fails, in the server's words when it refused", async () => {
    pageMock.mockResolvedValueOnce(page(1, line("ORD1"))).mockRejectedValueOnce(new TypeError("offline"));
    stop = watchSellerOrders(demo);
    await vi.advanceTimersByTimeAsync(0);
    await loadSellerOrders();
    expect($sellerOrders.get()).toEqual({
      shopId: "demo",
      answer: page(1, line("ORD1")),
      error: ORDERS_FAILED,
      polls: 2,
    });
    pageMock.mockRejectedValueOnce(refused(403, { error: "Not your shop" }));
    await loadSellerOrders();
    expect($sellerOrders.get().error).toBe("Not your shop");
    pageMock.mockResolvedValueOnce(page(0));
    await loadSellerOrders();
    expect($sellerOrders.get().error).toBe("");
  });

  it("another page keeps the held one until it answers; another shop starts from nothing", async () => {
    pageMock.mockResolvedValueOnce(page(1, line("ORD1")));
    const end = watchSellerOrders(demo);
    await vi.advanceTimersByTimeAsync(0);
    end();
    const second = deferred<SellerOrdersResponse>();
    pageMock.mockReturnValueOnce(second.promise);
    stop = watchSellerOrders({ ...demo, page: 2 });
    expect($sellerOrders.get().answer).toEqual(page(1, line("ORD1")));
    expect(pageMock).toHaveBeenLastCalledWith("demo", 2, "action");
    second.resolve(page(1, line("ORD2")));
    await vi.advanceTimersByTimeAsync(0);
    expect($sellerOrders.get().answer?.response[0]?.orderId).toBe("ORD2");
    stop();
    pageMock.mockReturnValueOnce(new Promise(() => {}));
    stop = watchSellerOrders({ shopId: "seva", page: 1, view: "open" });
    expect($sellerOrders.get()).toEqual({ shopId: "seva", answer: null, error: "", polls: 0 });
  });

  it("an older page's late answer never replaces the newer one", async () => {
    const older = deferred<SellerOrdersResponse>();
    pageMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce(page(0, line("ORD2")));
    const end = watchSellerOrders(demo);
    end();
    stop = watchSellerOrders({ ...demo, view: "all" });
    await vi.advanceTimersByTimeAsync(0);
    older.resolve(page(5, line("ORD1")));
    await vi.advanceTimersByTimeAsync(0);
    expect($sellerOrders.get().answer).toEqual(page(0, line("ORD2")));
  });
});

describe("the shop's riders", () => {
  it("are the server's, or none when the call fails", async () => {
    const ravi = { name: "Ravi Kumar", phoneNumber: "+919876500002", vehicleType: "Bike" };
    ridersMock.mockResolvedValueOnce({ riders: [ravi] }).mockRejectedValueOnce(new TypeError("offline"));
    await loadShopRiders("demo");
    expect($shopRiders.get()).toEqual({ shopId: "demo", riders: [ravi] });
    await loadShopRiders("seva");
    expect($shopRiders.get()).toEqual({ shopId: "seva", riders: [] });
  });

  it("an older shop's late answer never replaces the newer one's", async () => {
    const ravi = { name: "Ravi Kumar", phoneNumber: "+919876500002", vehicleType: "Bike" };
    const older = deferred<{ riders: (typeof ravi)[] }>();
    ridersMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce({ riders: [] });
    const first = loadShopRiders("demo");
    await loadShopRiders("seva");
    older.resolve({ riders: [ravi] });
    await first;
    expect($shopRiders.get()).toEqual({ shopId: "seva", riders: [] });
  });
});

describe("moves on the seller's placements", () => {
  it("lines the server answered replace theirs, keeping their order fields, and the page loads again", async () => {
    pageMock.mockResolvedValueOnce(page(1, line("ORD1"), line("ORD2")));
    stop = watchSellerOrders(demo);
    await vi.advanceTimersByTimeAsync(0);
    const reload = deferred<SellerOrdersResponse>();
    pageMock.mockReturnValueOnce(reload.promise);
    const { productId: _, ...moved } = line("ORD2", "Confirmed");
    ordersChanged([moved]);
    const shown = $sellerOrders.get().answer?.response;
    expect(shown?.map((o) => o.riderStatus)).toEqual(["Pending", "Confirmed"]);
    expect(shown?.[1]?.productId).toBe("p1");
    expect(pageMock).toHaveBeenCalledTimes(2);
  });

  it("marks a payment received, says so, and holds the answered lines", async () => {
    pageMock.mockResolvedValueOnce(page(1, line("ORD1")));
    stop = watchSellerOrders(demo);
    await vi.advanceTimersByTimeAsync(0);
    // The page's reload after the move is still on its way.
    pageMock.mockReturnValueOnce(new Promise(() => {}));
    const answer = deferred<SellerOrder[]>();
    receivedMock.mockReturnValueOnce(answer.promise);
    const paying = payPlacement("PL1", "ORD1", "ABC123", "received");
    expect($placementNotes.get().PL1).toEqual({ message: "", busy: true });
    answer.resolve([{ ...line("ORD1"), paymentReceivedAt: "2025-06-01T11:00:00Z" }]);
    await paying;
    expect(receivedMock).toHaveBeenCalledWith("ORD1");
    expect($placementNotes.get().PL1).toEqual({
      message: "Order #ABC123: payment marked received",
      busy: false,
    });
    expect($sellerOrders.get().answer?.response[0]?.paymentReceivedAt).toBe("2025-06-01T11:00:00Z");
  });

  it("switches to cash on delivery, and says what the server refused", async () => {
    codMock.mockResolvedValueOnce([line("ORD1", "Pending", "COD")]);
    await payPlacement("PL1", "ORD1", "ABC123", "cod");
    expect(codMock).toHaveBeenCalledWith("ORD1");
    expect($placementNotes.get().PL1?.message).toBe("Order #ABC123: switched to cash on delivery");
    codMock.mockRejectedValueOnce(refused(409, { error: "It is paid already" }));
    await payPlacement("PL1", "ORD1", "ABC123", "cod");
    expect($placementNotes.get().PL1).toEqual({ message: "Order #ABC123: It is paid already", busy: false });
    receivedMock.mockRejectedValueOnce(new TypeError("offline"));
    await payPlacement("PL1", "ORD1", "ABC123", "received");
    expect($placementNotes.get().PL1?.message).toBe(`Order #ABC123: ${UPDATE_FAILED}`);
  });

  it("a line's own note goes on its placement, and a new watch starts without notes", () => {
    pageMock.mockReturnValue(new Promise(() => {}));
    notePlacement("PL1", "Order #ABC123: rider assigned");
    expect($placementNotes.get().PL1).toEqual({ ...NO_NOTE, message: "Order #ABC123: rider assigned" });
    stop = watchSellerOrders(demo);
    expect($placementNotes.get()).toEqual({});
  });
});
