/**
 * The seller's notification settings on the Settings screen (/Admin/settings,
 * issue 36): what they hear of on which channels, quiet hours, the low-stock
 * mark and the summary's hour. Loaded with the screen, checked with the
 * server's own rules before it is sent, a refusal shown beside its field.
 */
import { atom } from "nanostores";
import { type FieldErrors, schemaProblems, serverProblems } from "../api/formErrors";
import { getNotifications, saveNotifications } from "../api/seller";
import { NotificationSettings } from "../contract/notifications";
import { notificationProblems, type SellerChannel, type SellerEvent } from "../domain/messages/sellerNotices";
import { latestWins } from "./persist";

/** The form: the settings, with the low-stock mark as typed. */
export type NotificationsForm = Omit<NotificationSettings, "lowStockAt"> & { lowStockAt: string };

export interface NotificationsState {
  shopId: string;
  form: NotificationsForm | null;
  errors: FieldErrors;
  status: string;
  failure: string;
  busy: boolean;
}

const closed = (shopId = ""): NotificationsState => ({
  shopId,
  form: null,
  errors: {},
  status: "",
  failure: "",
  busy: false,
});

export const $notifications = atom<NotificationsState>(closed());

export const NOTIFICATIONS_SAVED = "Saved: your messages follow these choices from now on";
export const NOTIFICATIONS_LOAD_FAILED = "Could not load your message choices. Reload the page to try again.";
export const CHECK_NOTIFICATIONS = "Check the fields marked below.";
export const NOTIFICATIONS_SAVE_FAILED = "Could not save: check your connection and try again.";

const toForm = (s: NotificationSettings): NotificationsForm => ({ ...s, lowStockAt: String(s.lowStockAt) });
const toSettings = (f: NotificationsForm) => ({
  ...f,
  lowStockAt: f.lowStockAt.trim() === "" ? Number.NaN : Number(f.lowStockAt),
});

const beginLoad = latestWins();
let session = 0;
const update = (change: Partial<NotificationsState>) =>
  $notifications.set({ ...$notifications.get(), ...change });

/** Opens the choices of `shopId`: loading, then the form. */
export async function loadNotifications(shopId: string): Promise<void> {
  session++;
  $notifications.set(closed(shopId));
  const isLatest = beginLoad();
  try {
    const { notifications } = await getNotifications(shopId);
    if (isLatest()) update({ form: toForm(notifications) });
  } catch {
    if (isLatest()) update({ failure: NOTIFICATIONS_LOAD_FAILED });
  }
}

/** The screen closes: what was under way settles nothing. */
export function closeNotifications(): void {
  session++;
  beginLoad();
  $notifications.set(closed());
}

/** A field changes (the "Saved" line goes). */
export function editNotifications(change: Partial<NotificationsForm>): void {
  const { form } = $notifications.get();
  if (form) update({ form: { ...form, ...change }, status: "" });
}

/** A channel of an event ticked or not, in the order the channels are offered. */
export function toggleChannel(
  event: SellerEvent,
  channel: SellerChannel,
  on: boolean,
  order: readonly SellerChannel[],
) {
  const { form } = $notifications.get();
  if (!form) return;
  const had = form.events[event];
  const channels = order.filter((c) => (c === channel ? on : had.channels.includes(c)));
  editNotifications({ events: { ...form.events, [event]: { ...had, channels } } });
}

/** An event marked urgent (sent in quiet hours too) or not. */
export function setUrgent(event: SellerEvent, urgent: boolean): void {
  const { form } = $notifications.get();
  if (!form) return;
  editNotifications({ events: { ...form.events, [event]: { ...form.events[event], urgent } } });
}

/** Saves the form, checked first; answers the first field in error (the screen focuses it), else null. */
export async function saveNotificationChoices(): Promise<string | null> {
  const { form, shopId, busy } = $notifications.get();
  if (!form || busy) return null;
  const settings = toSettings(form);
  const found: FieldErrors = { ...schemaProblems(NotificationSettings, settings) };
  for (const p of notificationProblems(settings)) found[p.field] ??= p.message;
  const first = Object.keys(found)[0];
  update({ errors: found, status: "", failure: first ? CHECK_NOTIFICATIONS : "" });
  if (first) return first;
  const opened = session;
  update({ busy: true });
  try {
    const saved = await saveNotifications(shopId, settings as NotificationSettings);
    if (opened !== session) return null;
    update({ busy: false, form: toForm(saved.notifications), status: NOTIFICATIONS_SAVED });
    return null;
  } catch (cause) {
    if (opened !== session) return null;
    const refused = serverProblems(cause);
    const errors = refused?.fields ?? {};
    update({ busy: false, errors, failure: refused?.message ?? NOTIFICATIONS_SAVE_FAILED });
    return Object.keys(errors)[0] ?? null;
  }
}
