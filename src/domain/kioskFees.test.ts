import { describe, expect, it } from "vitest";
import {
  amountProblem,
  commissionProblem,
  DEFAULT_COMMISSION_RUPEES,
  feeDue,
  feeNote,
  feeReference,
  indianDate,
  lifecycleAfterPayment,
  merchantUserId,
  nothingDue,
  ONE_TIME_FEE_RUPEES,
  paymentStatus,
  WHOLE_FEE,
} from "./kioskFees";
import { shopStatus } from "./shopLifecycle";

const at = (iso: string) => new Date(iso);
const NOW = at("2026-03-10T06:30:00Z");

describe("the fee and the commission (SPEC §9)", () => {
  it("is 3000 rupees, of which 2000 is the operator's by default", () => {
    expect(ONE_TIME_FEE_RUPEES).toBe(3000);
    expect(DEFAULT_COMMISSION_RUPEES).toBe(2000);
  });

  it("is recorded only as the whole fee", () => {
    expect(amountProblem(3000)).toBeNull();
    for (const wrong of [0, 2000, 2999, 3001, 6000, -3000, 3000.5])
      expect(amountProblem(wrong)).toBe(WHOLE_FEE);
  });

  it("a commission the platform sets is whole rupees from 0 to the fee", () => {
    for (const ok of [0, 1500, 2000, 3000]) expect(commissionProblem(ok)).toBeNull();
    for (const bad of [-1, 3001, 1999.5]) expect(commissionProblem(bad)).toMatch(/whole rupees/);
  });
});

describe("feeDue: what a merchant owes now", () => {
  it("the fee until it is paid, trial or not", () => {
    expect(feeDue({ paidAt: null, renewalDueAt: null }, NOW)).toBe("fee");
    expect(paymentStatus({ paidAt: null })).toBe("Unpaid");
  });

  it("nothing while paid, then the renewal from its date on", () => {
    const paid = { paidAt: at("2025-10-01T00:00:00Z"), renewalDueAt: at("2026-04-01T00:00:00Z") };
    expect(feeDue(paid, NOW)).toBeNull();
    expect(nothingDue(paid, NOW)).toBe(
      "This merchant has paid: nothing is due now. The renewal falls due on 1 Apr 2026.",
    );
    expect(feeDue(paid, at("2026-04-01T00:00:00Z"))).toBe("renewal");
    expect(nothingDue(paid, at("2026-05-01T00:00:00Z"))).toBeNull();
    expect(paymentStatus(paid)).toBe("Paid");
  });
});

describe("lifecycleAfterPayment", () => {
  it("the fee ends the trial: active, paid now, renewal six calendar months on", () => {
    const trial = { status: "trial" as const, paidAt: null };
    const after = lifecycleAfterPayment(trial, "fee", NOW);
    expect(after).toEqual({ status: "active", paidAt: NOW, renewalDueAt: at("2026-09-10T06:30:00Z") });
    expect(shopStatus({ ...after, trialEndsAt: at("2026-03-01T00:00:00Z") }, NOW)).toBe("active");
  });

  it("a trial that had ended opens again when paid", () => {
    const ended = {
      status: "trial" as const,
      trialEndsAt: at("2026-03-01T00:00:00Z"),
      paidAt: null,
      renewalDueAt: null,
    };
    expect(shopStatus(ended, NOW)).toBe("ended");
    expect(shopStatus({ ...ended, ...lifecycleAfterPayment(ended, "fee", NOW) }, NOW)).toBe("active");
  });

  it("a renewal keeps the first payment's date and moves the renewal six months from now", () => {
    const first = at("2025-08-31T10:00:00Z");
    const after = lifecycleAfterPayment({ status: "active", paidAt: first }, "renewal", NOW);
    expect(after).toEqual({ status: "active", paidAt: first, renewalDueAt: at("2026-09-10T06:30:00Z") });
  });

  it("a suspended shop stays suspended (the master admin resumes it)", () => {
    expect(lifecycleAfterPayment({ status: "suspended", paidAt: null }, "fee", NOW).status).toBe("suspended");
  });
});

describe("references", () => {
  it("name the merchant and the period", () => {
    expect(feeReference(7, "fee")).toBe("KM000007F");
    expect(feeReference(123456, "renewal", 2)).toBe("KM123456R2");
    expect(merchantUserId(42)).toBe("KM-000042");
    expect(feeNote("fee", "meena-dairy")).toBe("Shop fee meena-dairy");
    expect(feeNote("renewal", "meena-dairy")).toBe("Shop renewal meena-dairy");
  });

  it("dates read in India's time zone", () => {
    expect(indianDate(at("2026-03-31T20:00:00Z"))).toBe("1 Apr 2026");
  });
});
