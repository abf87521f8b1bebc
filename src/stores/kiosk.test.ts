import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import {
  type KioskCommission,
  type KioskMeResponse,
  type KioskMerchant,
  type KioskMerchantsResponse,
  UTR_FORMAT,
} from "../contract/kiosk";
import { SIGN_IN_PHONE_FORMAT } from "../domain/signInPhone";
import {
  $feePanel,
  $kioskForms,
  $kioskMe,
  $kioskMerchants,
  $kioskMessage,
  closeFeePanel,
  ENROL_FAILED,
  ENROL_FORM,
  type EnrolFields,
  enrolKioskMerchant,
  FIRST_QUERY,
  findKioskMerchants,
  getFeeLink,
  KIOSK_ME_FAILED,
  LINK_FAILED,
  leaveKioskDashboard,
  loadKioskDashboard,
  loadKioskMerchants,
  MERCHANTS_FAILED,
  openFeePanel,
  PAYMENT_FAILED,
  payFeeByUpi,
  payFeeInCash,
  startEnrolling,
} from "./kiosk";

const api = vi.hoisted(() => ({
  kioskMe: vi.fn(),
  kioskMerchants: vi.fn(),
  enrolMerchant: vi.fn(),
  feePaymentLink: vi.fn(),
  recordFeePayment: vi.fn(),
}));
vi.mock("../api/kiosk", () => api);

/** An HTTPError (api/client.ts) carrying the API's error body. */
function refusal(status: number, body: unknown): HTTPError {
  return Object.assign(Object.create(HTTPError.prototype), {
    name: "HTTPError",
    data: body,
    response: { status },
  });
}

/** A promise settled by the test, for the races. */
function later<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (cause: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const commission = (earned: number): KioskCommission => ({
  perPayment: 2000,
  merchants: 3,
  paidMerchants: 1,
  renewals: 0,
  feesCollected: 3000,
  earned,
  renewalsDue: 0,
  inTrial: 2,
  trialEnded: 0,
});
const ME: KioskMeResponse = {
  operator: {
    kioskId: "em-jpr-10482",
    name: "Ramesh Sharma",
    phone: "+919900000001",
    email: "",
    ssoId: "RAMESH.SHARMA",
    address: "",
    photo: "",
    commissionRupees: 2000,
    createdAt: "2025-01-01T00:00:00.000Z",
    createdBy: "master@example.com",
  },
  commission: commission(2000),
};
const merchant = (shopId: string, businessName: string): KioskMerchant => ({
  userId: "KM-000001",
  shopId,
  name: "Kavita Joshi",
  phone: "+919876500001",
  email: "kavita@example.com",
  businessName,
  paymentStatus: "Unpaid",
  status: "trial",
  activity: "ACTIVE",
  due: "fee",
  enrolledAt: "2025-01-01T00:00:00.000Z",
  trialEndsAt: "2025-01-08T00:00:00.000Z",
  paidAt: null,
  renewalDueAt: null,
});
const JOSHI = merchant("joshi-tailors", "Joshi Tailors");
const page = (...merchants: KioskMerchant[]): KioskMerchantsResponse => ({
  merchants,
  total: merchants.length,
  page: 1,
  pageSize: 50,
});
const ENROL: EnrolFields = {
  businessName: "Sharma Kirana",
  shopId: "sharma-kirana",
  ownerName: "Suresh Sharma",
  ownerEmail: "suresh@example.com",
  ownerPhone: "9876543210",
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.kioskMerchants.mockResolvedValue(page(JOSHI));
  leaveKioskDashboard();
});

describe("the kiosk operator's profile", () => {
  it("loads the profile and commission", async () => {
    api.kioskMe.mockResolvedValue(ME);
    const loading = loadKioskDashboard();
    expect($kioskMe.get()).toEqual({ status: "loading" });
    await loading;
    expect($kioskMe.get()).toEqual({ status: "ready", me: ME });
  });

  it("says the server's words when it refused, its own when the network failed", async () => {
    api.kioskMe.mockRejectedValue(refusal(403, { error: "You are not a kiosk operator" }));
    await loadKioskDashboard();
    expect($kioskMe.get()).toEqual({ status: "failed", message: "You are not a kiosk operator" });
    api.kioskMe.mockRejectedValue(new TypeError("Failed to fetch"));
    await loadKioskDashboard();
    expect($kioskMe.get()).toEqual({ status: "failed", message: KIOSK_ME_FAILED });
  });

  it("drops an answer that comes after the dashboard closed", async () => {
    const answer = later<KioskMeResponse>();
    api.kioskMe.mockReturnValue(answer.promise);
    const loading = loadKioskDashboard();
    leaveKioskDashboard();
    answer.resolve(ME);
    await loading;
    expect($kioskMe.get()).toEqual({ status: "idle" });
  });
});

describe("the operator's merchants", () => {
  it("loads what the query asks, again only when it changes", async () => {
    await loadKioskMerchants();
    expect(api.kioskMerchants).toHaveBeenLastCalledWith(FIRST_QUERY);
    expect($kioskMerchants.get()).toEqual({ query: FIRST_QUERY, answer: page(JOSHI), error: "" });
    findKioskMerchants({ page: 1 });
    expect(api.kioskMerchants).toHaveBeenCalledTimes(1);
    findKioskMerchants({ filter: "INACTIVE", page: 1 });
    expect(api.kioskMerchants).toHaveBeenLastCalledWith({ q: "", filter: "INACTIVE", page: 1 });
    findKioskMerchants({ q: "kavita" });
    expect(api.kioskMerchants).toHaveBeenLastCalledWith({ q: "kavita", filter: "INACTIVE", page: 1 });
    expect(api.kioskMerchants).toHaveBeenCalledTimes(3);
  });

  it("keeps the list held when a load fails, and says why", async () => {
    await loadKioskMerchants();
    api.kioskMerchants.mockRejectedValue(new TypeError("Failed to fetch"));
    await loadKioskMerchants();
    expect($kioskMerchants.get()).toEqual({
      query: FIRST_QUERY,
      answer: page(JOSHI),
      error: MERCHANTS_FAILED,
    });
    api.kioskMerchants.mockRejectedValue(refusal(500, {}));
    await loadKioskMerchants();
    expect($kioskMerchants.get().error).toBe("The server refused (500)");
  });

  it("lets the latest query win over a slower, older answer", async () => {
    const older = later<KioskMerchantsResponse>();
    api.kioskMerchants.mockReturnValueOnce(older.promise);
    const first = loadKioskMerchants();
    const khan = merchant("khan-mobile", "Khan Mobile Repair");
    api.kioskMerchants.mockResolvedValueOnce(page(khan));
    findKioskMerchants({ filter: "INACTIVE" });
    await vi.waitFor(() => expect($kioskMerchants.get().answer).toEqual(page(khan)));
    older.resolve(page(JOSHI));
    await first;
    expect($kioskMerchants.get().answer).toEqual(page(khan));
  });
});

describe("'Add User'", () => {
  beforeEach(async () => {
    api.kioskMe.mockResolvedValue(ME);
    await loadKioskDashboard();
    startEnrolling();
  });

  it("refuses a form the contract refuses, before any call", async () => {
    const outcome = await enrolKioskMerchant({ ...ENROL, ownerPhone: "12345" });
    expect(outcome).toEqual({ ok: false, errors: { ownerPhone: SIGN_IN_PHONE_FORMAT } });
    expect($kioskForms.get()[ENROL_FORM]).toEqual({
      busy: false,
      errors: { ownerPhone: SIGN_IN_PHONE_FORMAT },
      failure: "",
    });
    expect(api.enrolMerchant).not.toHaveBeenCalled();
  });

  it("enrols the merchant: the status line says so, the commission and the list read again", async () => {
    const enrolled = merchant("sharma-kirana", "Sharma Kirana");
    const sent = later<{ merchant: KioskMerchant; commission: KioskCommission }>();
    api.enrolMerchant.mockReturnValue(sent.promise);
    const enrolling = enrolKioskMerchant(ENROL);
    expect($kioskForms.get()[ENROL_FORM]?.busy).toBe(true);
    sent.resolve({ merchant: enrolled, commission: { ...commission(2000), merchants: 4 } });
    expect(await enrolling).toEqual({ ok: true });
    expect(api.enrolMerchant).toHaveBeenCalledWith(ENROL);
    expect($kioskMessage.get()).toBe("Sharma Kirana is open at sharma-kirana in its 7-day free trial.");
    expect($kioskMe.get()).toEqual({
      status: "ready",
      me: { ...ME, commission: { ...commission(2000), merchants: 4 } },
    });
    expect(api.kioskMerchants).toHaveBeenCalledTimes(1);
    expect($kioskForms.get()[ENROL_FORM]).toEqual({ busy: false, errors: {}, failure: "" });
  });

  it("shows the server's refusal beside its field, and a network failure as a line", async () => {
    api.enrolMerchant.mockRejectedValue(refusal(400, { error: "That subdomain is taken", field: "shopId" }));
    expect(await enrolKioskMerchant(ENROL)).toEqual({
      ok: false,
      errors: { shopId: "That subdomain is taken" },
    });
    expect($kioskForms.get()[ENROL_FORM]).toEqual({
      busy: false,
      errors: { shopId: "That subdomain is taken" },
      failure: "That subdomain is taken",
    });
    api.enrolMerchant.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await enrolKioskMerchant(ENROL)).toEqual({ ok: false, errors: {} });
    expect($kioskForms.get()[ENROL_FORM]).toEqual({ busy: false, errors: {}, failure: ENROL_FAILED });
    expect($kioskMessage.get()).toBe("");
  });

  it("starts afresh, the status line cleared", async () => {
    $kioskMessage.set("Joshi Tailors: ₹3,000 recorded as paid. You earned ₹2,000.");
    await enrolKioskMerchant({ ...ENROL, businessName: "" });
    startEnrolling();
    expect($kioskForms.get()[ENROL_FORM]).toEqual({ busy: false, errors: {}, failure: "" });
    expect($kioskMessage.get()).toBe("");
  });
});

describe("the fee panel", () => {
  const LINK = {
    kind: "fee" as const,
    link: "upi://pay?pa=platform-fees%40example",
    payee: "platform-fees@example",
    payeeName: "Platform shop fees",
    amount: 3000,
    reference: "KM000001F",
  };
  const paid = { ...JOSHI, paymentStatus: "Paid" as const, due: null };

  beforeEach(async () => {
    api.kioskMe.mockResolvedValue(ME);
    await loadKioskDashboard();
    openFeePanel(JOSHI);
  });

  it("gets the UPI link, or says why not", async () => {
    api.feePaymentLink.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await getFeeLink();
    expect($feePanel.get()).toMatchObject({ link: null, linkError: LINK_FAILED });
    api.feePaymentLink.mockResolvedValueOnce(LINK);
    await getFeeLink();
    expect(api.feePaymentLink).toHaveBeenLastCalledWith("joshi-tailors");
    expect($feePanel.get()).toMatchObject({ merchant: JOSHI, link: LINK, linkError: "" });
  });

  it("drops a link that comes after its panel closed", async () => {
    const answer = later<typeof LINK>();
    api.feePaymentLink.mockReturnValue(answer.promise);
    const asking = getFeeLink();
    closeFeePanel();
    openFeePanel(merchant("khan-mobile", "Khan Mobile Repair"));
    answer.resolve(LINK);
    await asking;
    expect($feePanel.get().link).toBeNull();
  });

  it("refuses a UTR that is not 12 digits, before any call", async () => {
    expect(await payFeeByUpi("1234")).toEqual({ ok: false, errors: { utr: UTR_FORMAT } });
    expect($feePanel.get().utrError).toBe(UTR_FORMAT);
    expect(api.recordFeePayment).not.toHaveBeenCalled();
  });

  it("records a UPI payment: the panel closes, the status line says what was earned", async () => {
    api.recordFeePayment.mockResolvedValue({ merchant: paid, commission: commission(4000) });
    expect(await payFeeByUpi("1234 5678 9012")).toEqual({ ok: true });
    expect(api.recordFeePayment).toHaveBeenCalledWith("joshi-tailors", {
      method: "upi",
      amount: 3000,
      utr: "1234 5678 9012",
    });
    expect($feePanel.get().merchant).toBeNull();
    expect($kioskMessage.get()).toBe("Joshi Tailors: ₹3,000 recorded as paid. You earned ₹2,000.");
    expect($kioskMe.get()).toEqual({ status: "ready", me: { ...ME, commission: commission(4000) } });
    expect(api.kioskMerchants).toHaveBeenCalledTimes(1);
  });

  it("puts the server's UTR refusal beside the UTR, any other as the panel's line", async () => {
    api.recordFeePayment.mockRejectedValueOnce(
      refusal(400, { error: "That UTR is already recorded", field: "utr" }),
    );
    expect(await payFeeByUpi("123456789012")).toEqual({
      ok: false,
      errors: { utr: "That UTR is already recorded" },
    });
    expect($feePanel.get()).toMatchObject({
      utrError: "That UTR is already recorded",
      failure: "",
      busy: false,
    });
    api.recordFeePayment.mockRejectedValueOnce(refusal(409, { error: "Nothing is due" }));
    expect(await payFeeInCash()).toEqual({ ok: false, errors: {} });
    expect(api.recordFeePayment).toHaveBeenLastCalledWith("joshi-tailors", { method: "cash", amount: 3000 });
    expect($feePanel.get()).toMatchObject({ merchant: JOSHI, failure: "Nothing is due", busy: false });
    api.recordFeePayment.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await payFeeInCash();
    expect($feePanel.get().failure).toBe(PAYMENT_FAILED);
    expect($kioskMessage.get()).toBe("");
  });

  it("is busy while the payment is on its way", async () => {
    const sent = later<{ merchant: KioskMerchant; commission: KioskCommission }>();
    api.recordFeePayment.mockReturnValue(sent.promise);
    const paying = payFeeInCash();
    expect($feePanel.get().busy).toBe(true);
    sent.resolve({ merchant: paid, commission: commission(4000) });
    await paying;
    expect($feePanel.get()).toMatchObject({ merchant: null, busy: false });
  });
});
