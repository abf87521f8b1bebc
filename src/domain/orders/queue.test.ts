import { describe, expect, it } from "vitest";
import {
  actionFirst,
  deliveryContact,
  groupPlacements,
  lineLabel,
  pageOf,
  placementKey,
  type QueueOrder,
  queueTitle,
  waitingCount,
} from "./queue";

const ADDRESS = "Nisha Gupta, +91-9414012345, 3 Lake Road, Udaipur, Rajasthan - 313001, India";
const order = (id: string, over: Partial<QueueOrder> = {}): QueueOrder => ({
  orderId: id,
  riderStatus: "Pending",
  statusHistory: [{ status: "Pending" }],
  createdAt: "2026-11-20T10:00:00.000Z",
  address: ADDRESS,
  productName: "Toor Dal 1 kg",
  productCount: 1,
  ...over,
});

describe("placements", () => {
  it("group by placementId when given, else by the moment and the address", () => {
    expect(placementKey(order("a", { placementId: "p1" }))).toBe("p1");
    const rows = [
      order("a"),
      order("b"),
      order("c", { address: "Other, +91-9000000000, X" }),
      order("d", { createdAt: "2026-11-20T10:00:01.000Z" }),
    ];
    expect(groupPlacements(rows).map((g) => g.orders.map((o) => o.orderId))).toEqual([
      ["a", "b"],
      ["c"],
      ["d"],
    ]);
  });

  it("put what waits for the seller first, longest waiting on top, then the rest newest first", () => {
    const at = (h: number) => `2026-11-20T${String(h).padStart(2, "0")}:00:00.000Z`;
    const confirmed = { riderStatus: "Confirmed", statusHistory: [{ status: "Confirmed" }] };
    const canceled = { statusHistory: [{ status: "Pending" }, { status: "Canceled" }] };
    const rows = [
      order("new-pending", { createdAt: at(12) }),
      order("confirmed-late", { createdAt: at(11), ...confirmed }),
      order("old-pending", { createdAt: at(9) }),
      order("canceled", { createdAt: at(10), ...canceled }),
      order("confirmed-early", { createdAt: at(8), ...confirmed }),
    ];
    expect(actionFirst(groupPlacements(rows)).map((g) => g.orders[0]?.orderId)).toEqual([
      "old-pending",
      "new-pending",
      "confirmed-late",
      "canceled",
      "confirmed-early",
    ]);
    expect(waitingCount(rows)).toBe(2);
  });
});

describe("paging", () => {
  const items = Array.from({ length: 45 }, (_, i) => i);
  it("gives a page and the number of pages, holding the page inside them", () => {
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 20), page: 1, pages: 3 });
    expect(pageOf(items, 3).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe("what the seller reads", () => {
  it("names the variant of a line", () => {
    expect(lineLabel(order("a", { productName: "Printed Cotton T-Shirt", size: "M", color: "Red" }))).toBe(
      "Printed Cotton T-Shirt × 1 — M / Red",
    );
    expect(lineLabel(order("a", { productCount: 2 }))).toBe("Toor Dal 1 kg × 2");
    expect(lineLabel(order("a", { size: "", color: "Blue" }))).toBe("Toor Dal 1 kg × 1 — Blue");
  });

  it("titles the tab with the orders waiting", () => {
    expect(queueTitle(3, "demo")).toBe("(3) Orders · demo");
    expect(queueTitle(0, "demo")).toBe("Orders · demo");
  });

  it("links the shopper's phone and the address on a map", () => {
    expect(deliveryContact(ADDRESS)).toEqual({
      name: "Nisha Gupta",
      phone: "+91-9414012345",
      tel: "tel:+919414012345",
      place: "3 Lake Road, Udaipur, Rajasthan - 313001, India",
      mapUrl:
        "https://www.google.com/maps/search/?api=1&query=3%20Lake%20Road%2C%20Udaipur%2C%20Rajasthan%20-%20313001%2C%20India",
    });
    expect(deliveryContact("Asha").tel).toBe(null);
    expect(deliveryContact("Asha").mapUrl).toBe(null);
  });
});

describe("waitingLine", () => {
  it("says how many orders wait, one or many or none, the same in the summary and the card", async () => {
    const { waitingLine } = await import("./queue");
    expect(waitingLine(0)).toBe("No order waits for your confirmation");
    expect(waitingLine(1)).toBe("1 order waits for your confirmation");
    expect(waitingLine(4)).toBe("4 orders wait for your confirmation");
  });
});
