import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { getInvoice } from "../api/seller";
import type { InvoiceResponse } from "../contract/seller";
import { deferred } from "./fixtures";
import { $sellerInvoice, INVOICE_FAILED, invoiceFor, loadSellerInvoice } from "./sellerInvoice";

vi.mock("../api/seller", () => ({ getInvoice: vi.fn() }));
const getMock = vi.mocked(getInvoice);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

/** An invoice, only its number filled in (the store passes it through whole). */
const invoice = (number: string) => ({ number }) as unknown as InvoiceResponse;
const shown = (shopId = "demo", orderId = "ORD1") => invoiceFor($sellerInvoice.get(), shopId, orderId);

beforeEach(() => {
  getMock.mockReset();
  $sellerInvoice.set({ shopId: "", orderId: "", state: { status: "loading" } });
});

describe("an order's invoice", () => {
  it("is loading, then ready with the server's invoice", async () => {
    const answer = deferred<InvoiceResponse>();
    getMock.mockReturnValueOnce(answer.promise);
    const loading = loadSellerInvoice("demo", "ORD1");
    expect(shown()).toEqual({ status: "loading" });
    answer.resolve(invoice("INV-1"));
    await loading;
    expect(getMock).toHaveBeenCalledWith("demo", "ORD1");
    expect(shown()).toEqual({ status: "ready", invoice: invoice("INV-1") });
  });

  it("fails with the server's words when refused, else with INVOICE_FAILED", async () => {
    getMock.mockRejectedValueOnce(refused(404, { error: "No such order in this shop" }));
    await loadSellerInvoice("demo", "ORD1");
    expect(shown()).toEqual({ status: "failed", message: "No such order in this shop" });
    getMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadSellerInvoice("demo", "ORD1");
    expect(shown()).toEqual({ status: "failed", message: INVOICE_FAILED });
  });

  it("keeps the same order's invoice while it reloads; a failure held reads as loading again", async () => {
    getMock.mockResolvedValueOnce(invoice("INV-1"));
    await loadSellerInvoice("demo", "ORD1");
    getMock.mockReturnValueOnce(new Promise(() => {}));
    void loadSellerInvoice("demo", "ORD1");
    expect(shown()).toEqual({ status: "ready", invoice: invoice("INV-1") });
    getMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadSellerInvoice("demo", "ORD2");
    getMock.mockReturnValueOnce(new Promise(() => {}));
    void loadSellerInvoice("demo", "ORD2");
    expect(shown("demo", "ORD2")).toEqual({ status: "loading" });
  });

  it("reads as loading for another order than the one held", async () => {
    getMock.mockResolvedValueOnce(invoice("INV-1"));
    await loadSellerInvoice("demo", "ORD1");
    expect(shown("demo", "ORD2")).toEqual({ status: "loading" });
    expect(shown("seva", "ORD1")).toEqual({ status: "loading" });
  });

  it("an older order's late answer never replaces the newer one", async () => {
    const older = deferred<InvoiceResponse>();
    getMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce(invoice("INV-2"));
    const first = loadSellerInvoice("demo", "ORD1");
    await loadSellerInvoice("demo", "ORD2");
    older.resolve(invoice("INV-1"));
    await first;
    expect(shown("demo", "ORD2")).toEqual({ status: "ready", invoice: invoice("INV-2") });
  });
});
