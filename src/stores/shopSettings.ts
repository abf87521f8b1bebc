/**
 * The shop's settings on the seller's console (/Admin/settings), not
 * persisted here: the form as typed (numbers as text until they are sent),
 * kept in the tab (sessionDraft.ts) until it is saved and coming back over
 * the saved settings; checked with the server's own rules (settingsProblems
 * and the contract's schema) before it is sent, a refusal beside its field;
 * and the logo, uploaded through the shop's photos call.
 */
import { atom } from "nanostores";
import * as v from "valibot";
import { type FieldErrors, schemaProblems, serverProblems } from "../api/formErrors";
import { getSettings, saveSettings, uploadPhoto } from "../api/seller";
import { ShopSettings } from "../contract/seller";
import { settingsProblems } from "../domain/shopSettings";
import { latestWins } from "./persist";
import { dropDraft, keepDraft, keptDraft } from "./sessionDraft";

/** The form as typed: numbers as text until they are sent. */
export type SettingsForm = Omit<ShopSettings, "deliverPp" | "defaultDeliveryDate"> & {
  deliverPp: string;
  defaultDeliveryDate: string;
};

const toForm = (s: ShopSettings): SettingsForm => ({
  ...s,
  deliverPp: String(s.deliverPp),
  defaultDeliveryDate: String(s.defaultDeliveryDate),
});

const toSettings = (f: SettingsForm) => ({
  ...f,
  deliverPp: f.deliverPp.trim() === "" ? 0 : Number(f.deliverPp),
  defaultDeliveryDate: f.defaultDeliveryDate.trim() === "" ? 0 : Number(f.defaultDeliveryDate),
});

/** What a kept copy of the form must look like to be used again. */
const KeptForm = v.looseObject({
  shopName: v.string(),
  logo: v.string(),
  deliverPp: v.string(),
  defaultDeliveryDate: v.string(),
});
const keyOf = (shopId: string) => `settingsForm:${shopId}`;

export interface ShopSettingsState {
  shopId: string;
  /** The form; null while the settings load (or after their load failed). */
  form: SettingsForm | null;
  /** The form came back from the tab (unsaved changes) over the saved settings. */
  restored: boolean;
  errors: FieldErrors;
  /** The line saying the save went through. */
  status: string;
  /** What failed (the load, the checks, the save). */
  failure: string;
  busy: boolean;
  /** The logo is uploading, and why its upload failed. */
  logoBusy: boolean;
  logoProblem: string;
  /** The platform has a payment gateway: the shop may take online payments (issue 37). */
  onlinePaymentsOffered: boolean;
}

const closed = (shopId = ""): ShopSettingsState => ({
  shopId,
  form: null,
  restored: false,
  errors: {},
  status: "",
  failure: "",
  busy: false,
  logoBusy: false,
  logoProblem: "",
  onlinePaymentsOffered: false,
});

export const $shopSettings = atom<ShopSettingsState>(closed());

export const SETTINGS_SAVED = "Saved: the shop shows it on its next load";
export const SETTINGS_LOAD_FAILED = "Could not load the settings. Reload the page to try again.";
export const CHECK_SETTINGS = "Check the fields marked below.";
export const SETTINGS_SAVE_FAILED = "Could not save: check your connection and try again.";
export const LOGO_FAILED = "Could not upload the logo: check your connection and try again.";

const beginLoad = latestWins();
/** Each opening of the screen: a save or an upload answering after it closed or opened again settles nothing. */
let session = 0;
const update = (change: Partial<ShopSettingsState>) =>
  $shopSettings.set({ ...$shopSettings.get(), ...change });

/** Loads the saved settings; what was typed and not yet saved (kept in the tab) comes back over them. */
async function fetchSettings(shopId: string, withKept: boolean): Promise<void> {
  const isLatest = beginLoad();
  try {
    const answer = await getSettings(shopId);
    const saved = toForm(answer.settings);
    if (!isLatest()) return;
    const kept = withKept ? (keptDraft(keyOf(shopId), KeptForm) as Partial<SettingsForm> | null) : null;
    update({
      form: kept ? { ...saved, ...kept } : saved,
      restored: kept !== null,
      onlinePaymentsOffered: answer.onlinePaymentsOffered,
    });
  } catch {
    if (isLatest()) update({ failure: SETTINGS_LOAD_FAILED });
  }
}

/** Opens the shop's settings: loading, then the form. */
export async function loadShopSettings(shopId: string): Promise<void> {
  session++;
  $shopSettings.set(closed(shopId));
  await fetchSettings(shopId, true);
}

/** The screen closes: nothing of it is held, and what was under way settles nothing. */
export function closeShopSettings(): void {
  session++;
  beginLoad();
  $shopSettings.set(closed());
}

/** The seller changes a field: the form is kept in the tab, and the "Saved" line goes. */
export function editSetting<K extends keyof SettingsForm>(key: K, value: SettingsForm[K]): void {
  const { form, shopId } = $shopSettings.get();
  if (!form) return;
  const next = { ...form, [key]: value };
  keepDraft(keyOf(shopId), next);
  update({ form: next, status: "" });
}

/** "Discard them": the kept changes are forgotten and the saved settings load again. */
export async function discardKeptSettings(): Promise<void> {
  const { shopId } = $shopSettings.get();
  dropDraft(keyOf(shopId));
  update({ form: null, restored: false });
  await fetchSettings(shopId, false);
}

/**
 * Saves the form, checked first. Answers the first field in error (the
 * screen focuses it), else null; once saved, the form is the server's
 * answer and the kept copy is dropped.
 */
export async function saveShopSettings(): Promise<string | null> {
  const { form, shopId, busy } = $shopSettings.get();
  if (!form || busy) return null;
  const settings = toSettings(form);
  const found: FieldErrors = { ...schemaProblems(ShopSettings, settings) };
  for (const p of settingsProblems(settings)) found[p.field] ??= p.message;
  const first = Object.keys(found)[0];
  update({ errors: found, status: "", failure: first ? CHECK_SETTINGS : "" });
  if (first) return first;
  const opened = session;
  update({ busy: true });
  try {
    const saved = await saveSettings(shopId, settings as ShopSettings);
    if (opened !== session) return null;
    dropDraft(keyOf(shopId));
    update({ busy: false, form: toForm(saved.settings), restored: false, status: SETTINGS_SAVED });
    return null;
  } catch (cause) {
    if (opened !== session) return null;
    const refused = serverProblems(cause);
    const errors = refused?.fields ?? {};
    update({ busy: false, errors, failure: refused?.message ?? SETTINGS_SAVE_FAILED });
    return Object.keys(errors)[0] ?? null;
  }
}

/** Uploads a logo through the photos call (the only logo the server takes); it goes into the form, saved with it. */
export async function uploadLogo(file: File): Promise<void> {
  const opened = session;
  update({ logoBusy: true, logoProblem: "" });
  try {
    const { url } = await uploadPhoto($shopSettings.get().shopId, file);
    if (opened !== session) return;
    update({ logoBusy: false });
    editSetting("logo", url);
  } catch (cause) {
    if (opened === session)
      update({ logoBusy: false, logoProblem: serverProblems(cause)?.message ?? LOGO_FAILED });
  }
}
