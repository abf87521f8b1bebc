import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import { riderDeliveries, takeStep } from "../api/rider";
import type { RiderDeliveriesResponse, RiderDelivery } from "../contract/rider";
import { deferred } from "./fixtures";
import {
  $riderDeliveries,
  DELIVERIES_FAILED,
  loadRiderDeliveries,
  NO_DELIVERIES,
  openRiderDeliveries,
  STEP_FAILED,
  takeRiderStep,
} from "./riderOrders";

vi.mock("../api/rider", () => ({ riderDeliveries: vi.fn(), takeStep: vi.fn() }));
const listMock = vi.mocked(riderDeliveries);
const stepMock = vi.mocked(takeStep);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const RIDER = {
  riderId: 3,
  name: "Ravi Kumar",
  phone: "+919900000003",
  vehicleType: "Bike",
  franchise: null,
};

const delivery = (stage: string, mine: boolean): RiderDelivery =>
  ({ orderId: "ODMK2X9P1QA2B3C4", number: "A2B3C4", stage, mine }) as RiderDelivery;

const answer = (...deliveries: RiderDelivery[]): RiderDeliveriesResponse => ({ rider: RIDER, deliveries });

beforeEach(() => {
  listMock.mockReset();
  stepMock.mockReset();
  $riderDeliveries.set(NO_DELIVERIES);
});

describe("the phone-signed-in rider's deliveries", () => {
  it("opens afresh and loads who the rider is and their list", async () => {
    $riderDeliveries.set({ ...NO_DELIVERIES, list: [delivery("Delivered", true)], message: "old" });
    listMock.mockResolvedValueOnce(answer(delivery("Confirmed", false)));
    const opening = openRiderDeliveries();
    expect($riderDeliveries.get()).toEqual(NO_DELIVERIES);
    await opening;
    expect($riderDeliveries.get()).toEqual({
      ...NO_DELIVERIES,
      rider: RIDER,
      list: [delivery("Confirmed", false)],
    });
  });

  it("keeps the list held when a poll fails, says why, and forgets the failure once one works", async () => {
    listMock.mockResolvedValueOnce(answer(delivery("Confirmed", false)));
    await loadRiderDeliveries();
    listMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadRiderDeliveries();
    expect($riderDeliveries.get()).toMatchObject({
      list: [delivery("Confirmed", false)],
      failure: DELIVERIES_FAILED,
    });
    listMock.mockRejectedValueOnce(refusal(403, { error: "This phone is no rider's" }));
    await loadRiderDeliveries();
    expect($riderDeliveries.get().failure).toBe("This phone is no rider's");
    listMock.mockResolvedValueOnce(answer());
    await loadRiderDeliveries();
    expect($riderDeliveries.get()).toMatchObject({ list: [], failure: "" });
  });

  it("keeps the newest list when an older poll answers last", async () => {
    const poll = deferred<RiderDeliveriesResponse>();
    listMock.mockReturnValueOnce(poll.promise).mockResolvedValueOnce(answer(delivery("En Route", true)));
    const older = loadRiderDeliveries();
    await loadRiderDeliveries();
    poll.resolve(answer(delivery("Confirmed", false)));
    await older;
    expect($riderDeliveries.get().list).toEqual([delivery("En Route", true)]);
  });

  it("takes a step (the cash on a Delivered), says so, waits meanwhile, and loads the list again", async () => {
    stepMock.mockResolvedValueOnce({} as never);
    listMock.mockResolvedValueOnce(answer(delivery("Delivered", true)));
    const taking = takeRiderStep(delivery("In Transit", true), "deliver", 140);
    expect($riderDeliveries.get().busy).toBe("ODMK2X9P1QA2B3C4");
    expect(await taking).toBeNull();
    expect(stepMock).toHaveBeenCalledWith("ODMK2X9P1QA2B3C4", "deliver", 140);
    expect($riderDeliveries.get()).toMatchObject({
      busy: null,
      message: "Order #A2B3C4: Delivered",
      list: [delivery("Delivered", true)],
    });
  });

  it("answers a refusal in the server's words (or its own without them), and still loads the list", async () => {
    stepMock.mockRejectedValueOnce(refusal(409, { error: "Another rider took it" }));
    listMock.mockResolvedValueOnce(answer());
    expect(await takeRiderStep(delivery("Confirmed", false), "accept")).toBe("Another rider took it");
    expect(listMock).toHaveBeenCalledTimes(1);
    expect($riderDeliveries.get()).toMatchObject({
      busy: null,
      message: "Order #A2B3C4: Another rider took it",
    });

    stepMock.mockRejectedValueOnce(new TypeError("offline"));
    listMock.mockResolvedValueOnce(answer());
    expect(await takeRiderStep(delivery("En Route", true), "pickup")).toBe(STEP_FAILED);
    expect($riderDeliveries.get().message).toBe(`Order #A2B3C4: ${STEP_FAILED}`);
  });
});
