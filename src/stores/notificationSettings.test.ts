import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { getNotifications, saveNotifications } from "../api/seller";
import type { NotificationSettingsResponse } from "../contract/notifications";
import { DEFAULT_NOTIFICATIONS, QUIET_BOTH, SELLER_CHANNELS } from "../domain/messages/sellerNotices";
import {
  $notifications,
  CHECK_NOTIFICATIONS,
  closeNotifications,
  editNotifications,
  loadNotifications,
  NOTIFICATIONS_LOAD_FAILED,
  NOTIFICATIONS_SAVE_FAILED,
  NOTIFICATIONS_SAVED,
  saveNotificationChoices,
  setUrgent,
  toggleChannel,
} from "./notificationSettings";

vi.mock("../api/seller", () => ({ getNotifications: vi.fn(), saveNotifications: vi.fn() }));
const getMock = vi.mocked(getNotifications);
const saveMock = vi.mocked(saveNotifications);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });
const answer = (n = DEFAULT_NOTIFICATIONS): NotificationSettingsResponse => ({
  notifications: structuredClone(n),
  updatedAt: "2026-12-01T00:00:00.000Z",
});

beforeEach(() => {
  vi.resetAllMocks();
  closeNotifications();
});

describe("loadNotifications", () => {
  it("loads the shop's choices into the form, the mark as text", async () => {
    getMock.mockResolvedValue(answer());
    await loadNotifications("demo");
    expect($notifications.get()).toMatchObject({ shopId: "demo", failure: "" });
    expect($notifications.get().form?.lowStockAt).toBe("5");
    expect(getMock).toHaveBeenCalledWith("demo");
  });
  it("says so when the load fails", async () => {
    getMock.mockRejectedValue(new Error("offline"));
    await loadNotifications("demo");
    expect($notifications.get()).toMatchObject({ form: null, failure: NOTIFICATIONS_LOAD_FAILED });
  });
});

describe("editing", () => {
  beforeEach(async () => {
    getMock.mockResolvedValue(answer());
    await loadNotifications("demo");
  });
  it("ticks a channel in the offered order, unticks another, and marks an event urgent", () => {
    toggleChannel("order.new", "sms", true, SELLER_CHANNELS);
    expect($notifications.get().form?.events["order.new"].channels).toEqual(["whatsapp", "sms", "email"]);
    toggleChannel("order.new", "whatsapp", false, SELLER_CHANNELS);
    expect($notifications.get().form?.events["order.new"].channels).toEqual(["sms", "email"]);
    setUrgent("stock.low", true);
    expect($notifications.get().form?.events["stock.low"].urgent).toBe(true);
    expect($notifications.get().form?.events["order.new"].urgent).toBe(false);
  });
});

describe("saveNotificationChoices", () => {
  beforeEach(async () => {
    getMock.mockResolvedValue(answer());
    await loadNotifications("demo");
  });
  it("refuses one quiet time alone beside the other, and sends nothing", async () => {
    editNotifications({ quietFrom: "22:00" });
    expect(await saveNotificationChoices()).toBe("quietTo");
    expect($notifications.get()).toMatchObject({
      errors: { quietTo: QUIET_BOTH },
      failure: CHECK_NOTIFICATIONS,
    });
    expect(saveMock).not.toHaveBeenCalled();
  });
  it("refuses a mark that is not a whole number", async () => {
    editNotifications({ lowStockAt: "two" });
    expect(await saveNotificationChoices()).toBe("lowStockAt");
    expect(saveMock).not.toHaveBeenCalled();
  });
  it("sends the choices with the mark as a number, and shows the answer as saved", async () => {
    editNotifications({ quietFrom: "22:00", quietTo: "07:00", lowStockAt: "3" });
    const saved = { ...DEFAULT_NOTIFICATIONS, quietFrom: "22:00", quietTo: "07:00", lowStockAt: 3 };
    saveMock.mockResolvedValue(answer(saved));
    expect(await saveNotificationChoices()).toBeNull();
    expect(saveMock).toHaveBeenCalledWith("demo", saved);
    expect($notifications.get()).toMatchObject({ status: NOTIFICATIONS_SAVED, busy: false, errors: {} });
    expect($notifications.get().form?.lowStockAt).toBe("3");
  });
  it("shows the server's refusal beside its field, or says the save failed", async () => {
    saveMock.mockRejectedValueOnce(
      refused(400, {
        error: "Invalid summaryHour",
        field: "summaryHour",
        issues: [{ field: "summaryHour", message: "Choose an hour from 0 to 23" }],
      }),
    );
    expect(await saveNotificationChoices()).toBe("summaryHour");
    saveMock.mockRejectedValueOnce(new Error("offline"));
    expect(await saveNotificationChoices()).toBeNull();
    expect($notifications.get().failure).toBe(NOTIFICATIONS_SAVE_FAILED);
  });
  it("a save answering after the screen closed settles nothing", async () => {
    let finish: (a: NotificationSettingsResponse) => void = () => {};
    saveMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const saving = saveNotificationChoices();
    closeNotifications();
    finish(answer());
    await saving;
    expect($notifications.get()).toMatchObject({ shopId: "", form: null, status: "" });
  });
});
