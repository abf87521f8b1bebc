import { beforeEach, describe, expect, it, vi } from "vitest";
import { userDataFixture } from "../stores/fixtures";
import { $user, loginUser, USER_DEFAULT } from "../stores/user";
import { signOutFirebase } from "./firebase";
import { signOutCustomer } from "./signOut";

vi.mock("./firebase", () => ({ signOutFirebase: vi.fn() }));
const firebaseSignOut = vi.mocked(signOutFirebase);

beforeEach(() => {
  $user.set(USER_DEFAULT);
  firebaseSignOut.mockReset();
});

describe("signOutCustomer (the profile's Sign out)", () => {
  it("makes the shopper a visitor at once, before Firebase's session has ended", async () => {
    let ended = () => {};
    firebaseSignOut.mockReturnValue(new Promise<void>((resolve) => (ended = resolve)));
    loginUser(userDataFixture());
    const done = signOutCustomer();
    expect($user.get()).toEqual(USER_DEFAULT);
    await vi.waitFor(() => expect(firebaseSignOut).toHaveBeenCalledOnce());
    ended();
    await done;
  });
  it("a cross-domain session (a token, no Firebase sign-in here) does not touch Firebase", async () => {
    loginUser(userDataFixture(), "session-token");
    await signOutCustomer();
    expect($user.get()).toEqual(USER_DEFAULT);
    expect(firebaseSignOut).not.toHaveBeenCalled();
  });
  it("a Firebase sign-out that fails is logged; the shopper is still signed out", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    firebaseSignOut.mockRejectedValue(new Error("network"));
    loginUser(userDataFixture());
    await expect(signOutCustomer()).resolves.toBeUndefined();
    expect($user.get()).toEqual(USER_DEFAULT);
    expect(error).toHaveBeenCalledWith("Firebase sign-out failed:", expect.any(Error));
    error.mockRestore();
  });
});
