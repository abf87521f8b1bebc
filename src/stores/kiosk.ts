/**
 * The kiosk operator's dashboard (/emitra/dashboard), not persisted: their
 * profile and commission (GET /api/kiosk/me), their merchants as the filter,
 * the search and the page ask (the server filters and searches), the 'Add
 * User' form, and the fee panel of the merchant chosen (its UPI link, and
 * marking it paid by UPI with its UTR or in cash). After a write the
 * commission card takes the server's figures and the list reads again.
 */
import { atom } from "nanostores";
import { type FieldErrors, schemaProblems, serverProblems } from "../api/formErrors";
import {
  enrolMerchant,
  feeCheckout,
  feePaymentLink,
  kioskMe,
  kioskMerchants,
  openFeeCheckout,
  recordFeePayment,
} from "../api/kiosk";
import {
  EnrolMerchantRequest,
  type FeeCheckoutResponse,
  type KioskCommission,
  type KioskMeResponse,
  type KioskMerchant,
  type KioskMerchantsResponse,
  type PaymentLinkResponse,
  RecordPaymentRequest,
} from "../contract/kiosk";
import { formatInr } from "../domain/inr";
import { ONE_TIME_FEE_RUPEES } from "../domain/kioskFees";
import type { MerchantFilter } from "../domain/kioskMerchants";
import { latestWins } from "./persist";
import { type FormOutcome, formStates, setForm, submitForm } from "./staffForms";

export const KIOSK_ME_FAILED = "Could not load your profile: try again.";
export const MERCHANTS_FAILED = "Could not load your merchants: try again.";
export const ENROL_FAILED = "Could not enrol the merchant: check your connection and try again.";
export const LINK_FAILED = "Could not make the payment link: try again.";
export const PAYMENT_FAILED = "Could not record the payment: check your connection and try again.";

/** The server's words when it refused, else `fallback`. */
const refusal = (cause: unknown, fallback: string) => serverProblems(cause)?.message ?? fallback;

export type KioskDashboard =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; me: KioskMeResponse }
  | { status: "failed"; message: string };

/** The operator's profile and commission. */
export const $kioskMe = atom<KioskDashboard>({ status: "idle" });

/** The dashboard's status line: what the last write did. */
export const $kioskMessage = atom("");

/** What the merchant list asks the server for. */
export interface MerchantsQuery {
  q: string;
  filter: MerchantFilter;
  page: number;
}

export interface KioskMerchants {
  query: MerchantsQuery;
  /** The last answer, kept while the next one loads; null before the first. */
  answer: KioskMerchantsResponse | null;
  /** The last load's failure, "" once one is under way again. */
  error: string;
}

export const FIRST_QUERY: MerchantsQuery = { q: "", filter: "Filter", page: 1 };
const NO_MERCHANTS: KioskMerchants = { query: FIRST_QUERY, answer: null, error: "" };

/** The operator's merchants, as the filter, the search and the page ask. */
export const $kioskMerchants = atom<KioskMerchants>(NO_MERCHANTS);

/** 'Add User' (key ENROL_FORM): its busy flag, fields' errors and failure line. */
export const $kioskForms = formStates();
export const ENROL_FORM = "kiosk-add";

export interface FeePanel {
  /** The merchant whose fee is open, or null (no panel). */
  merchant: KioskMerchant | null;
  link: PaymentLinkResponse | null;
  linkError: string;
  /** The online payment asked for (issue 37): the page for the merchant's phone, and how it stands. */
  online: FeeCheckoutResponse | null;
  onlineError: string;
  utrError: string;
  failure: string;
  busy: boolean;
}

const NO_FEE_PANEL: FeePanel = {
  merchant: null,
  link: null,
  linkError: "",
  online: null,
  onlineError: "",
  utrError: "",
  failure: "",
  busy: false,
};

/** The fee of the merchant chosen. */
export const $feePanel = atom<FeePanel>(NO_FEE_PANEL);

const beginMe = latestWins();
const beginMerchants = latestWins();

/** Loads the operator's profile and commission (the dashboard opened). */
export async function loadKioskDashboard(): Promise<void> {
  const isLatest = beginMe();
  $kioskMe.set({ status: "loading" });
  try {
    const me = await kioskMe();
    if (isLatest()) $kioskMe.set({ status: "ready", me });
  } catch (cause) {
    if (isLatest()) $kioskMe.set({ status: "failed", message: refusal(cause, KIOSK_ME_FAILED) });
  }
}

/** The dashboard closed: nothing of it is kept for the next time (or the next person). */
export function leaveKioskDashboard(): void {
  beginMe();
  $kioskMe.set({ status: "idle" });
  $kioskMessage.set("");
  $kioskForms.set({});
  $feePanel.set(NO_FEE_PANEL);
  leaveKioskMerchants();
}

/** Loads the merchants the query asks for; the answer held stays until the next one comes. */
export async function loadKioskMerchants(): Promise<void> {
  const isLatest = beginMerchants();
  const { query } = $kioskMerchants.get();
  $kioskMerchants.set({ ...$kioskMerchants.get(), error: "" });
  try {
    const answer = await kioskMerchants(query);
    if (isLatest()) $kioskMerchants.set({ ...$kioskMerchants.get(), answer });
  } catch (cause) {
    if (isLatest())
      $kioskMerchants.set({ ...$kioskMerchants.get(), error: refusal(cause, MERCHANTS_FAILED) });
  }
}

/** Changes the filter, the search or the page; the list loads again when the query changed. */
export function findKioskMerchants(change: Partial<MerchantsQuery>): void {
  const { query } = $kioskMerchants.get();
  const next = { ...query, ...change };
  if (next.q === query.q && next.filter === query.filter && next.page === query.page) return;
  $kioskMerchants.set({ ...$kioskMerchants.get(), query: next });
  void loadKioskMerchants();
}

/** The list closed: its query, answer and failure are forgotten. */
export function leaveKioskMerchants(): void {
  beginMerchants();
  $kioskMerchants.set(NO_MERCHANTS);
}

/** After a write: the status line says what happened, the commission card and the list read again. */
function changed(text: string, commission: KioskCommission): void {
  $kioskMessage.set(text);
  const state = $kioskMe.get();
  if (state.status === "ready") $kioskMe.set({ status: "ready", me: { ...state.me, commission } });
  void loadKioskMerchants();
}

/** 'Add User' opened or closed: a fresh form, and the status line cleared. */
export function startEnrolling(): void {
  setForm($kioskForms, ENROL_FORM, { busy: false, errors: {}, failure: "" });
  $kioskMessage.set("");
}

export type EnrolFields = Omit<Required<EnrolMerchantRequest>, "shopType">;

/** Enrols a merchant (checked by the contract first); their shop opens in its free trial. */
export function enrolKioskMerchant(fields: EnrolFields): Promise<FormOutcome> {
  return submitForm(
    $kioskForms,
    ENROL_FORM,
    schemaProblems(EnrolMerchantRequest, fields),
    async () => {
      const { merchant, commission } = await enrolMerchant(fields);
      changed(`${merchant.businessName} is open at ${merchant.shopId} in its 7-day free trial.`, commission);
    },
    ENROL_FAILED,
  );
}

/** Opens the fee panel of `merchant` (a fresh one: no link yet, no errors). */
export function openFeePanel(merchant: KioskMerchant): void {
  $feePanel.set({ ...NO_FEE_PANEL, merchant });
}

export function closeFeePanel(): void {
  $feePanel.set(NO_FEE_PANEL);
}

/** Changes the panel of `merchant`, while it is still the one open. */
function patchPanel(merchant: KioskMerchant, change: Partial<FeePanel>): void {
  const panel = $feePanel.get();
  if (panel.merchant === merchant) $feePanel.set({ ...panel, ...change });
}

/** Asks for the UPI link of what the merchant owes now. */
export async function getFeeLink(): Promise<void> {
  const { merchant } = $feePanel.get();
  if (!merchant) return;
  patchPanel(merchant, { linkError: "" });
  try {
    patchPanel(merchant, { link: await feePaymentLink(merchant.shopId) });
  } catch (cause) {
    patchPanel(merchant, { linkError: refusal(cause, LINK_FAILED) });
  }
}

export const ONLINE_FAILED = "Could not make the online payment: try again.";
/** How often the open panel asks whether the merchant has paid online. */
export const ONLINE_POLL_MS = 3000;

/**
 * Asks for the online payment of what the merchant owes now (the gateway's
 * page for their phone), then watches it until it is paid: the panel closes
 * and the status line says so, as a payment recorded by hand does.
 */
export async function getFeeOnline(
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  const { merchant } = $feePanel.get();
  if (!merchant) return;
  patchPanel(merchant, { onlineError: "" });
  let online: FeeCheckoutResponse;
  try {
    online = await openFeeCheckout(merchant.shopId);
  } catch (cause) {
    patchPanel(merchant, { onlineError: refusal(cause, ONLINE_FAILED) });
    return;
  }
  patchPanel(merchant, { online });
  while ($feePanel.get().merchant === merchant && online.status === "open") {
    await wait(ONLINE_POLL_MS);
    if ($feePanel.get().merchant !== merchant) return;
    try {
      online = await feeCheckout(merchant.shopId, online.checkoutId);
      patchPanel(merchant, { online });
    } catch {
      // Asked again on the next turn.
    }
  }
  if (online.status === "placed" && $feePanel.get().merchant === merchant) {
    $kioskMessage.set(`${merchant.businessName}: ${formatInr(online.amount)} paid online.`);
    closeFeePanel();
    void loadKioskDashboard();
    void loadKioskMerchants();
  }
}

/** Marks the fee paid by UPI with the payment's UTR (checked by the contract first). */
export function payFeeByUpi(utr: string): Promise<FormOutcome> {
  const payment = { method: "upi" as const, amount: ONE_TIME_FEE_RUPEES, utr };
  const problem = schemaProblems(RecordPaymentRequest, payment).utr;
  const { merchant } = $feePanel.get();
  if (merchant) patchPanel(merchant, { utrError: problem ?? "" });
  if (problem) return Promise.resolve({ ok: false, errors: { utr: problem } });
  return recordFee(payment);
}

/** Marks the fee paid in cash (the screen has asked first). */
export function payFeeInCash(): Promise<FormOutcome> {
  return recordFee({ method: "cash", amount: ONE_TIME_FEE_RUPEES });
}

/** Records the payment; paid, the panel closes and the status line says what was earned. */
async function recordFee(payment: RecordPaymentRequest): Promise<FormOutcome> {
  const { merchant } = $feePanel.get();
  if (!merchant) return { ok: false, errors: {} };
  patchPanel(merchant, { busy: true, failure: "" });
  try {
    const answer = await recordFeePayment(merchant.shopId, payment);
    changed(
      `${answer.merchant.businessName}: ${formatInr(ONE_TIME_FEE_RUPEES)} recorded as paid. You earned ${formatInr(answer.commission.perPayment)}.`,
      answer.commission,
    );
    if ($feePanel.get().merchant === merchant) closeFeePanel();
    return { ok: true };
  } catch (cause) {
    const refused = serverProblems(cause);
    const errors: FieldErrors = refused?.fields.utr ? { utr: refused.fields.utr } : {};
    patchPanel(merchant, {
      busy: false,
      ...(errors.utr ? { utrError: errors.utr } : { failure: refused?.message ?? PAYMENT_FAILED }),
    });
    return { ok: false, errors };
  }
}
