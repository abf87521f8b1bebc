/**
 * The signed-in shopper's bag kept on the server too (issue 36), so it
 * follows them to another device. Loaded lazily (Storefront.tsx: after a
 * sign-in, or on a reminder's link), never in the shop's first load.
 *
 * - At sign-in (this device's bag was a visitor's, or another shopper's),
 *   the device's bag and the server's merge (src/domain/bagSync.ts: the
 *   union, the larger count, capped by stock) and both become the result.
 * - Later loads, signed in: the server's bag replaces the device's (another
 *   device may have changed it), unless this device has changes not saved
 *   yet (a change within the save's moment, or offline): those are saved
 *   instead; and unless a placement of this device has had no answer (the
 *   checkout keeps its reference): the server may have taken its lines, and
 *   the bag stays as the device has it until the placement's answer.
 * - Each change of the bag is pending from the moment it is made, and saved
 *   a moment later (debounced, never blocking the screen); a save that fails
 *   (offline) stays pending and is tried again when the browser is back
 *   online, or at the next load.
 * - A reminder's link (`/cart?bag=token`) fills the bag with the one it
 *   restores and shows it.
 * The server never takes a device's price: it answers each line with the
 * catalogue's product now, and the lines are made again from it.
 */
import * as v from "valibot";
import { keepBag, readBag, restoreBag } from "../api/bag";
import type { Bag } from "../contract/bag";
import { cartLinesOf, savedLineOf, withRestored } from "../domain/bagSync";
import { hostKind } from "../domain/host";
import type { CartLine } from "../domain/shapes";
import { $cart } from "./cart";
import { lineFromProduct } from "./cartActions";
import { persistentValidated } from "./persist";
import { $user } from "./user";

/** Whose bag this device last kept in step with the server, and whether it has changes not saved yet. */
export const $synced = persistentValidated("bagSync", v.object({ email: v.string(), pending: v.boolean() }), {
  email: "",
  pending: false,
});

/** How long after the last change the bag is saved. */
export const SAVE_AFTER_MS = 1500;

const language = () => (globalThis.document?.documentElement.lang === "hi" ? "hi" : "en");
const shopOf = (): string | null => {
  const host = hostKind(location.host, __PUBLIC_ENV__.platform.domain);
  return host.kind === "shop" ? host.subdomain : null;
};
const savedLines = () => $cart.get().cartProducts.map(savedLineOf);

let started = false;
let email = "";
let timer: ReturnType<typeof setTimeout> | undefined;
/** The lines last written to the device from the server: a change equal to them is not saved again. */
let applied = "";

/**
 * The server's bag as the device's, keeping the wishlist and each line's
 * selection; `added`: lines the device gained meanwhile, kept on top (and
 * saved next).
 */
function apply(bag: Bag, added: CartLine[] = []): void {
  const state = $cart.get();
  const kept = cartLinesOf(bag.lines, bag.shopId, state.cartProducts, lineFromProduct);
  applied = JSON.stringify(kept.map(savedLineOf));
  $cart.set({ ...state, cartProducts: withRestored(kept, added) });
}

async function send(mode: "merge" | "save"): Promise<void> {
  const shopId = shopOf();
  if (!email || !shopId) return;
  const who = email;
  const sent = JSON.stringify(savedLines());
  try {
    const bag = await keepBag(mode, who, shopId, savedLines(), language());
    if (email !== who) return;
    $synced.set({ email: who, pending: false });
    // Changed meanwhile: a save's answer is not written over the newer lines (they are saved next); a
    // merge's is, with those lines kept on top.
    if (JSON.stringify(savedLines()) === sent) apply(bag);
    else if (mode === "merge") apply(bag, $cart.get().cartProducts);
    if (JSON.stringify(savedLines()) !== applied) schedule();
  } catch {
    // Offline, or the server is away: kept as pending, saved when the browser is back online or at the next load.
    if (email === who) $synced.set({ email: who, pending: true });
  }
}

function schedule(): void {
  // Pending from now: a reload before the save must not take the server's older bag over this one.
  if (email && !$synced.get().pending) $synced.set({ email, pending: true });
  clearTimeout(timer);
  timer = setTimeout(() => void send("save"), SAVE_AFTER_MS);
}

/** A signed-in shopper: the first step for this device (merge, replace or save), then every change saved. */
async function begin(who: string): Promise<void> {
  email = who;
  const synced = $synced.get();
  const shopId = shopOf();
  if (!shopId) return;
  if (synced.email !== who) await send("merge");
  else if (synced.pending) await send("save");
  else if (placementUnanswered()) {
    // A placement sent from here had no answer yet: the server may have ordered (and so emptied) this
    // bag. The device keeps its lines for the retry, which learns the answer; its result is saved then.
  } else {
    // Nothing unsaved here: the server's bag (another device may have changed it) replaces this one.
    try {
      apply(await readBag(who, shopId));
    } catch {
      // Offline: the device's bag stays, and is saved at its next change.
    }
  }
}

/** The checkout's key in sessionStorage (stores/checkout.ts CHECKOUT_KEY; bagSync.test.ts holds the two equal). */
export const CHECKOUT_SAVED_AS = "checkout";

/**
 * Whether this tab sent a placement that has had no answer yet: the checkout holds its reference until
 * the order succeeds. Read from the checkout's saved state rather than its store: importing that into
 * this lazy chunk split the cart's code into shared chunks (0.8 KB more on the cart route, measured).
 */
function placementUnanswered(): boolean {
  try {
    const saved = sessionStorage.getItem(CHECKOUT_SAVED_AS);
    return Boolean(saved && (JSON.parse(saved) as { reference?: unknown }).reference);
  } catch {
    return false; // no storage, or not JSON: no placement known
  }
}

/** A reminder's link (`?bag=token`): its bag joins this device's, and the address loses the token. */
async function restoreFromLink(): Promise<void> {
  const url = new URL(location.href);
  const token = url.searchParams.get("bag");
  if (!token) return;
  url.searchParams.delete("bag");
  history.replaceState(history.state, "", url);
  try {
    const bag = await restoreBag(token);
    if (bag.shopId !== shopOf()) return;
    const state = $cart.get();
    $cart.set({
      ...state,
      cartProducts: withRestored(state.cartProducts, cartLinesOf(bag.lines, bag.shopId, [], lineFromProduct)),
    });
  } catch {
    // An expired link (the bag was ordered) or no network: the bag stays as it was.
  }
}

/** Starts keeping the bag in step (once per page); what the shell calls after a sign-in or on a bag link. */
export function startBagSync(): void {
  if (started) return;
  started = true;
  void restoreFromLink();
  $user.subscribe(({ userLogged, userData }) => {
    const who = userLogged ? (userData?.email ?? "") : "";
    if (who === email) return;
    clearTimeout(timer);
    if (!who) {
      // Signed out: this device's bag is a visitor's again; the next sign-in merges it.
      email = "";
      $synced.set({ email: "", pending: false });
      return;
    }
    void begin(who);
  });
  $cart.listen(({ cartProducts }) => {
    if (!email || JSON.stringify(cartProducts.map(savedLineOf)) === applied) return;
    schedule();
  });
  addEventListener("online", () => {
    if (email && $synced.get().pending) void send("save");
  });
}
