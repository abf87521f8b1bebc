/**
 * The master admin's shops (/masteradmin), not persisted: the platform's
 * shops list as searched and filtered (its query is the address's, read
 * here), and one shop's page with the changes a master admin makes to it
 * (suspend with a reason, resume, hand to a new owner), each answered with
 * the shop as changed. Opening a new shop is stores/masterShopNew.ts.
 */
import { atom } from "nanostores";
import { type FieldErrors, schemaProblems, serverProblems } from "../api/formErrors";
import {
  getPlatformShop,
  listShops,
  resumeShop,
  type ShopsQuery,
  suspendShop,
  transferShop,
} from "../api/platform";
import {
  type PlatformShopDetail,
  type PlatformShopsResponse,
  SuspendShopRequest,
  TransferShopRequest,
} from "../contract/platform";
import { platformShopName, shopOwner } from "../domain/console/platformPeople";
import { SHOP_STATUSES, type ShopStatus } from "../domain/shopLifecycle";
import { latestWins } from "./persist";

/** What the shops list shows: a search, a status ("" for every one) and a page from 1. */
export type { ShopsQuery };

const isStatus = (text: string): text is ShopStatus => (SHOP_STATUSES as readonly string[]).includes(text);

/** The list's query in the address (?q=&status=&page=); anything else in it is left out. */
export function shopsQueryOf(search: Record<string, string>): ShopsQuery {
  const status = search.status ?? "";
  const page = Number(search.page);
  return {
    q: (search.q ?? "").slice(0, 100),
    status: isStatus(status) ? status : "",
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export interface ShopsList {
  status: "idle" | "loading" | "ready" | "failed";
  /** The last page that came (kept while the next one loads, and after a failure). */
  list: PlatformShopsResponse | null;
  /** Why the last load failed ("" unless it did). */
  message: string;
}

/** The shops list's page. */
export const $shopsList = atom<ShopsList>({ status: "idle", list: null, message: "" });

export const SHOPS_LOAD_FAILED = "Could not load the shops. Check your connection and try again.";

const shopsLoad = latestWins();

/** Loads a page of shops; true when it is the one now shown (a later load was not asked meanwhile). */
export async function loadShops(query: ShopsQuery): Promise<boolean> {
  const isLatest = shopsLoad();
  $shopsList.set({ ...$shopsList.get(), status: "loading", message: "" });
  try {
    const list = await listShops(query);
    if (!isLatest()) return false;
    $shopsList.set({ status: "ready", list, message: "" });
    return true;
  } catch (cause) {
    if (isLatest())
      $shopsList.set({
        ...$shopsList.get(),
        status: "failed",
        message: serverProblems(cause)?.message ?? SHOPS_LOAD_FAILED,
      });
    return false;
  }
}

export type PlatformShopState =
  | { status: "idle" }
  | { status: "loading"; shopId: string }
  | { status: "ready"; shopId: string; detail: PlatformShopDetail }
  | { status: "failed"; shopId: string; message: string };

/** The shop whose page is open: the shop, its people, its newest audit entries, its orders. */
export const $platformShop = atom<PlatformShopState>({ status: "idle" });

export interface ShopChange {
  /** A change is on its way to the server. */
  busy: boolean;
  /** What the last change did, or why a resume was refused: said on the shop's page. */
  notice: string;
  /** Why the open dialog's change was refused (its own line; "" when a field says why). */
  problem: string;
  /** The open dialog's fields' errors, said beside them. */
  errors: FieldErrors;
}

const NO_CHANGE: ShopChange = { busy: false, notice: "", problem: "", errors: {} };

/** The changes made on the shop's page: what the last one did, and the open dialog's refusal. */
export const $shopChange = atom<ShopChange>(NO_CHANGE);

export const SHOP_LOAD_FAILED = "Could not load the shop. Check your connection and reload.";
export const SHOP_CHANGE_FAILED = "Could not change the shop: check your connection and try again.";

const shopLoad = latestWins();

/** Loads a shop for its page. */
export async function loadPlatformShop(shopId: string): Promise<void> {
  const isLatest = shopLoad();
  const held = $platformShop.get();
  // The same shop again stays on show while it is loaded afresh.
  if (held.status !== "ready" || held.shopId !== shopId) $platformShop.set({ status: "loading", shopId });
  try {
    const detail = await getPlatformShop(shopId);
    if (isLatest()) $platformShop.set({ status: "ready", shopId, detail });
  } catch (cause) {
    if (isLatest())
      $platformShop.set({
        status: "failed",
        shopId,
        message: serverProblems(cause)?.message ?? SHOP_LOAD_FAILED,
      });
  }
}

/** How a change ended: done, a field says why (beside it), or refused (the dialog's line says why). */
export type ShopChangeOutcome = "done" | "fields" | "refused";

/** The name the shop's messages use (its name as held before the change). */
function heldName(shopId: string): string {
  const held = $platformShop.get();
  return held.status === "ready" && held.shopId === shopId ? platformShopName(held.detail.shop) : shopId;
}

/** Runs a change; its answer is the shop as changed, and `done` says what happened. */
async function change(
  shopId: string,
  run: () => Promise<PlatformShopDetail>,
  done: (changed: PlatformShopDetail) => string,
): Promise<ShopChangeOutcome> {
  $shopChange.set({ ...$shopChange.get(), busy: true, notice: "", problem: "" });
  // A change's answer is newer than any load on its way.
  const isLatest = shopLoad();
  try {
    const detail = await run();
    if (isLatest()) $platformShop.set({ status: "ready", shopId, detail });
    $shopChange.set({ busy: false, notice: done(detail), problem: "", errors: {} });
    return "done";
  } catch (cause) {
    const refused = serverProblems(cause);
    $shopChange.set({
      ...$shopChange.get(),
      busy: false,
      problem: refused?.message ?? SHOP_CHANGE_FAILED,
      errors: refused?.fields ?? {},
    });
    return "refused";
  }
}

/** Suspends the shop with a reason (checked here first): its storefront says it is closed. */
export function suspendPlatformShop(shopId: string, reason: string): Promise<ShopChangeOutcome> {
  const errors = schemaProblems(SuspendShopRequest, { reason });
  $shopChange.set({ ...$shopChange.get(), errors, problem: "" });
  // Said once, beside the field.
  if (errors.reason) return Promise.resolve("fields");
  const name = heldName(shopId);
  return change(
    shopId,
    () => suspendShop(shopId, reason),
    () => `Suspended ${name}: its storefront says it is closed and takes no orders.`,
  );
}

/** Hands the shop to a new owner (email, phone or both, checked here first). */
export function transferPlatformShop(
  shopId: string,
  to: { email: string; phone: string },
): Promise<ShopChangeOutcome> {
  const errors = schemaProblems(TransferShopRequest, to);
  $shopChange.set({ ...$shopChange.get(), errors, problem: "" });
  if (errors.email || errors.phone) return Promise.resolve("fields");
  const name = heldName(shopId);
  return change(
    shopId,
    () => transferShop(shopId, to),
    (d) => `${name} now belongs to ${shopOwner(d.shop)}. The old owner's access ends at their next call.`,
  );
}

/** Resumes a suspended shop; a refusal is said on the page (there is no dialog left to say it). */
export async function resumePlatformShop(shopId: string): Promise<ShopChangeOutcome> {
  const name = heldName(shopId);
  const outcome = await change(
    shopId,
    () => resumeShop(shopId),
    () => `Resumed ${name}: its storefront is open again.`,
  );
  if (outcome === "refused") {
    const held = $shopChange.get();
    $shopChange.set({ ...held, notice: held.problem, problem: "" });
  }
  return outcome;
}

/** The dialog closed: its refusal and its fields' errors go with it. */
export function dismissShopChange(): void {
  $shopChange.set({ ...$shopChange.get(), problem: "", errors: {} });
}

/** The shop's page closed: what its changes said goes (the next page opens with nothing said). */
export function leaveShopPage(): void {
  $shopChange.set(NO_CHANGE);
}
